/**
 * The checkout's calendar API (spec section 7): the days and times a basket's work fits at a workshop, and the slot
 * hold while the customer pays. Same paths, payloads and answers as before the checkout feature existed.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ConsultDatesSchema, ConsultTimesSchema } from "#src/shared/basket/basket.schema.ts";
import { BasketDatesAnswer, BasketTimesAnswer, ReserveTimeAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { ReserveTimeSchema } from "#src/shared/booking/appointment.schema.ts";
import { authenticate } from "#src/server/account/sessions.ts";
import { HOLD_MINUTES } from "#src/server/booking/booking.ts";
import type { AppDeps } from "#src/server/deps.ts";
import { basketDates, basketTimes, reserveTime } from "./slot-hold.ts";

export function checkoutRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** The caller's user id when a valid Bearer token is sent; a bad token is refused rather than treated as anonymous. */
  const caller = async (req: FastifyRequest): Promise<number | null> =>
    req.headers.authorization ? (await authenticate(deps.db, req, deps.now())).user.id : null;

  return async (app) => {
    app.post(
      "/consult-dates",
      {
        schema: {
          tags: ["basket"],
          summary: "Dias com horas livres para o carrinho numa oficina",
          body: ConsultDatesSchema,
          response: { 200: BasketDatesAnswer },
        },
      },
      async (req) => basketDates(deps.db, req.body, await caller(req), deps.now()),
    );

    // The spec marks this call authenticated, but the date step comes before registration: the basket id (random,
    // and tied to its owner once logged in) is what authorises it.
    app.post(
      "/consult-times",
      {
        schema: {
          tags: ["basket"],
          summary: "Horas livres de um dia para o carrinho",
          body: ConsultTimesSchema,
          response: { 200: BasketTimesAnswer },
        },
      },
      async (req) => basketTimes(deps.db, req.body, await caller(req), deps.now()),
    );

    app.post(
      "/reserve-time",
      {
        config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
        schema: {
          tags: ["booking"],
          summary: "Reservar uma hora enquanto paga",
          body: ReserveTimeSchema,
          response: { 201: ReserveTimeAnswer },
        },
      },
      async (req, reply) => {
        const userId = await caller(req);
        // Live holds are limited per customer (account, else address) so nobody can empty a calendar.
        const client = userId ? `user:${userId}` : `ip:${req.ip}`;
        const hold = await reserveTime(deps.db, req.body, { userId, client }, deps.now());
        return reply
          .code(201)
          .send({ reservaId: hold.id, expira: hold.holdExpiresAt?.toISOString() ?? null, minutos: HOLD_MINUTES });
      },
    );
  };
}
