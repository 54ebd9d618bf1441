/** Leads, newsletter with double opt-in, and the contact form. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { contactReceivedMail, newsletterConfirmMail } from "../mail/account-mails.ts";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ContactSchema, LeadSchema, NewsletterSchema } from "#src/shared/contact/contact.schema.ts";
import {
  LeadAnswer,
  NewsletterConfirmedAnswer,
  NoticeAnswer,
  RequestReceivedAnswer,
} from "#src/shared/contact/contact-api.schema.ts";
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
        schema: { tags: ["contact"], summary: "Registar um lead", body: LeadSchema, response: { 201: LeadAnswer } },
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
        // INSERT … RETURNING of one row always returns it.
        return reply.code(201).send({ id_site_lead: id! });
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
          response: { 202: NoticeAnswer },
        },
      },
      async (req, reply) => {
        const token = randomBytes(24).toString("base64url");
        const existing = await findNewsletterSubscription(deps.db, req.body.email);
        if (existing?.confirmedAt && !existing.unsubscribedAt)
          throw new ConflictError("NEWSLETTER_EXISTS", msg("api.newsletterExists"));
        await saveNewsletterRequest(deps.db, req.body.email, hashToken(token), existing?.id ?? null);
        const lang = langOfApiUrl(req.url);
        const page = (path: string) => `${deps.env.PUBLIC_URL}${localPath(lang, path)}?token=${token}`;
        await deps.mailer.send(
          newsletterConfirmMail({
            to: req.body.email,
            confirmLink: page("/confirmacao-newsletter"),
            cancelLink: page("/cancelar-newsletter"),
            lang,
          }),
        );
        return reply.code(202).send({ message: msg("api.newsletterSent") });
      },
    );

    app.get(
      "/newsletter/:token",
      {
        schema: {
          tags: ["contact"],
          summary: "Confirmar a subscrição",
          params: Token,
          response: { 200: NewsletterConfirmedAnswer },
        },
      },
      async (req) => {
        const email = await confirmNewsletter(deps.db, hashToken(req.params.token), deps.now());
        if (!email) throw new NotFoundError("NEWSLETTER_CONFIRM_FAILED", msg("api.newsletterConfirmFailed"));
        return { message: msg("api.newsletterConfirmed"), email };
      },
    );

    app.get(
      "/unsubscribe-newsletter/:token",
      {
        schema: {
          tags: ["contact"],
          summary: "Anular a subscrição",
          params: Token,
          response: { 200: NoticeAnswer },
        },
      },
      async (req) => {
        if (!(await unsubscribeNewsletter(deps.db, hashToken(req.params.token), deps.now())))
          throw new NotFoundError("NEWSLETTER_NOT_FOUND", msg("api.newsletterUnsubscribeInvalid"));
        return { message: msg("api.newsletterUnsubscribed") };
      },
    );

    app.post(
      "/contactar",
      {
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: {
          tags: ["contact"],
          summary: "Pedido de contacto",
          body: z.object({ data: ContactSchema }),
          response: { 201: RequestReceivedAnswer },
        },
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
        await deps.mailer.send(
          contactReceivedMail({
            to: d.email,
            name: d.nombre,
            reason: d.reason,
            comment: d.comentario,
            lang: langOfApiUrl(req.url),
          }),
        );
        return reply.code(201).send({ id: id!, message: msg("api.contactThanks") });
      },
    );
  };
}
