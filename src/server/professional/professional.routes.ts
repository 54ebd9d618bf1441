/**
 * Professional access for the signed-in customer (issue 14, item 7): their standing, the application, and, for an
 * approved business, the fleet and its multi-vehicle booking.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import {
  ApplicationView,
  ProfessionalApplicationSchema,
  ProfessionalStatusAnswer,
} from "#src/shared/professional/application.schema.ts";
import { FleetAnswer, FleetBookingAnswer, FleetBookingSchema } from "#src/shared/professional/fleet.schema.ts";
import { authenticate } from "../account/sessions.ts";
import type { AppDeps } from "../deps.ts";
import { applyForProfessional, bookFleet, fleetOverview, professionalStatus } from "./professional.ts";

const tags = ["professional"];

export function professionalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/profissional/estado",
      {
        schema: {
          tags,
          summary: "Conta profissional e candidatura do cliente",
          response: { 200: ProfessionalStatusAnswer },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        return professionalStatus(deps.db, user.id);
      },
    );

    app.post(
      "/profissional/candidatura",
      {
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: {
          tags,
          summary: "Candidatar-se a conta profissional",
          body: ProfessionalApplicationSchema,
          response: { 201: ApplicationView },
        },
      },
      async (req, reply) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        return reply.code(201).send(await applyForProfessional(deps.db, deps.mailer, user, req.body));
      },
    );

    app.get(
      "/profissional/frota",
      {
        schema: { tags, summary: "A frota: veículos, oficinas, serviços e histórico", response: { 200: FleetAnswer } },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        return fleetOverview(deps.db, deps.workshops, user.id, langOfApiUrl(req.url));
      },
    );

    app.post(
      "/profissional/frota/marcacoes",
      {
        config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
        schema: {
          tags,
          summary: "Marcar vários veículos da frota numa oficina e dia",
          body: FleetBookingSchema,
          response: { 201: FleetBookingAnswer },
        },
      },
      async (req, reply) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        return reply.code(201).send(await bookFleet(deps.db, deps.mailer, user, req.body, deps.now()));
      },
    );
  };
}
