/** Leads, newsletter with double opt-in, and the contact form. */
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ContactSchema, LeadSchema, NewsletterSchema } from "#src/shared/contact/contact.schema.ts";
import { CONTACT_REASONS } from "#src/shared/contact/reasons.ts";
import type { AppDeps } from "../deps.ts";
import { hashToken } from "../account/sessions.ts";
import {
  confirmNewsletter,
  createContactRequest,
  createLead,
  findNewsletterSubscription,
  saveNewsletterRequest,
  unsubscribeNewsletter,
} from "./contact.queries.ts";
import { ConflictError, NotFoundError } from "../errors.ts";

const Token = z.object({ token: z.string().min(20).max(100) });

export function contactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/leads",
      {
        config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
        schema: { tags: ["contact"], summary: "Registar um lead", body: LeadSchema },
      },
      async (req, reply) => {
        const id = await createLead(deps.db, {
          email: req.body.email,
          telefono: req.body.telefono ?? null,
          codigoPostal: req.body.codigo_postal ?? null,
          origen: req.body.origen,
          wantsInfo: req.body.wantsInfo,
          userAgent: req.body.userAgent ?? null,
        });
        return reply.code(201).send({ id_site_lead: id });
      },
    );

    app.post(
      "/newsletter",
      {
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: {
          tags: ["contact"],
          summary: "Subscrever a newsletter (confirmação por e-mail)",
          body: NewsletterSchema,
        },
      },
      async (req, reply) => {
        const token = randomBytes(24).toString("base64url");
        const existing = await findNewsletterSubscription(deps.db, req.body.email);
        if (existing?.confirmedAt && !existing.unsubscribedAt)
          throw new ConflictError("NEWSLETTER_EXISTS", "Este e-mail já está subscrito na newsletter.");
        await saveNewsletterRequest(deps.db, req.body.email, hashToken(token), existing?.id ?? null);
        await deps.mailer.send({
          to: req.body.email,
          subject: "Confirme a subscrição da newsletter RodaCerta",
          text: `Olá,\n\nPara receber as nossas campanhas confirme a subscrição:\n${deps.env.PUBLIC_URL}/confirmacao-newsletter?token=${token}\n\nPara anular a qualquer momento:\n${deps.env.PUBLIC_URL}/cancelar-newsletter?token=${token}\n\nRodaCerta`,
        });
        return reply.code(202).send({ message: "Enviámos um e-mail para confirmar a subscrição." });
      },
    );

    app.get(
      "/newsletter/:token",
      { schema: { tags: ["contact"], summary: "Confirmar a subscrição", params: Token } },
      async (req) => {
        const email = await confirmNewsletter(deps.db, hashToken(req.params.token), deps.now());
        if (!email)
          throw new NotFoundError(
            "NEWSLETTER_CONFIRM_FAILED",
            "Não foi possível confirmar a subscrição: o link não é válido.",
          );
        return { message: "Subscrição confirmada. Obrigado!", email };
      },
    );

    app.get(
      "/unsubscribe-newsletter/:token",
      { schema: { tags: ["contact"], summary: "Anular a subscrição", params: Token } },
      async (req) => {
        if (!(await unsubscribeNewsletter(deps.db, hashToken(req.params.token), deps.now())))
          throw new NotFoundError("NEWSLETTER_NOT_FOUND", "Este link de anulação não é válido.");
        return { message: "Subscrição anulada. Não voltará a receber a newsletter." };
      },
    );

    app.post(
      "/contactar",
      {
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: { tags: ["contact"], summary: "Pedido de contacto", body: z.object({ data: ContactSchema }) },
      },
      async (req, reply) => {
        const d = req.body.data;
        const id = await createContactRequest(deps.db, {
          reason: d.reason,
          nombre: d.nombre,
          email: d.email,
          telefono: d.telefono || null,
          comentario: d.comentario,
          vehicle: d.vehicle ?? null,
          services: d.services ?? null,
        });
        await deps.mailer.send({
          to: d.email,
          subject: `Recebemos o seu pedido: ${CONTACT_REASONS[d.reason]}`,
          text: `Olá ${d.nombre},\n\nRecebemos a sua mensagem e respondemos em até 1 dia útil.\n\n«${d.comentario}»\n\nRodaCerta`,
        });
        return reply.code(201).send({ id, message: "Obrigado! Respondemos em até 1 dia útil." });
      },
    );
  };
}
