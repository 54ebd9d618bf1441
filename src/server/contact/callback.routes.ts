/** POST /callback: a customer asks to be called back. Rate limited; blacklisted phones are refused. */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CallbackSchema } from "#src/shared/contact/callback.schema.ts";
import { RequestReceivedAnswer } from "#src/shared/contact/contact-api.schema.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { checkPhone, phoneReadings, SITE_PHONE_COUNTRY } from "#src/shared/phones.ts";
import type { AppDeps } from "../deps.ts";
import { createCallbackRequest, isPhoneBlacklisted } from "./callback.queries.ts";
import { RuleBrokenError } from "../errors.ts";

export function callbackRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/callback",
      {
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: {
          tags: ["contact"],
          summary: "Pedido de chamada",
          body: CallbackSchema,
          response: { 201: RequestReceivedAnswer },
        },
      },
      async (req, reply) => {
        const check = checkPhone(req.body.telefono, SITE_PHONE_COUNTRY[langOfApiUrl(req.url)]);
        const phone = check.ok ? check.e164 : req.body.telefono;
        // The number as either site reads it: one blacklisted through one site is refused on the other too.
        let blacklisted = false;
        for (const p of new Set([phone, ...phoneReadings(req.body.telefono)]))
          blacklisted ||= await isPhoneBlacklisted(deps.db, p);
        if (blacklisted) throw new RuleBrokenError("BLACKLISTED", msg("api.callbackRefused"));
        const id = await createCallbackRequest(deps.db, {
          telefono: phone,
          origen: req.body.origen ?? "web",
          device: req.body.device,
          workshopCode: req.body.taller,
          userAgent: req.body.userAgent ?? null,
        });
        return reply.code(201).send({ id: id!, message: msg("api.callbackThanks") });
      },
    );
  };
}
