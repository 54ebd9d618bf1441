/** POST /callback: a customer asks to be called back. Rate limited; blacklisted phones are refused. */
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CallbackSchema } from "#src/shared/contact/callback.schema.ts";
import { checkPhone } from "#src/shared/phones.ts";
import type { AppDeps } from "../deps.ts";
import { blacklist, callbackRequests } from "../db/schema.ts";
import { RuleBrokenError } from "../errors.ts";

export function callbackRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/callback",
      {
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: { tags: ["contact"], summary: "Pedido de chamada", body: CallbackSchema },
      },
      async (req, reply) => {
        const check = checkPhone(req.body.telefono);
        const phone = check.ok ? check.e164 : req.body.telefono;
        const [blocked] = await deps.db
          .select()
          .from(blacklist)
          .where(and(eq(blacklist.kind, "phone"), eq(blacklist.value, phone)));
        if (blocked)
          throw new RuleBrokenError(
            "BLACKLISTED",
            "Não é possível registar o pedido com este telefone. Contacte-nos por e-mail.",
          );
        const [row] = await deps.db
          .insert(callbackRequests)
          .values({
            telefono: phone,
            origen: req.body.origen ?? "web",
            device: req.body.device,
            workshopCode: req.body.taller,
            userAgent: req.body.userAgent ?? null,
          })
          .returning({ id: callbackRequests.id });
        return reply.code(201).send({ id: row?.id, message: "Obrigado! Ligamos-lhe no horário de atendimento." });
      },
    );
  };
}
