/**
 * The back office's professional applications (issue 14, item 7), admins only: list by status, approve or refuse.
 * Every route authenticates a staff session, then the use case checks the role.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { APPLICATION_STATUSES } from "#src/shared/professional/application.schema.ts";
import {
  ApplicationDecisionSchema,
  OperatorApplication,
  OperatorApplicationsAnswer,
} from "#src/shared/professional/decisions.schema.ts";
import type { AppDeps } from "../deps.ts";
import { decideProfessionalApplication, listProfessionalApplications } from "./professionals.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function operatorProfessionalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/profissionais",
      {
        schema: {
          tags,
          summary: "Candidaturas a conta profissional (administração)",
          querystring: z.object({ estado: z.enum(APPLICATION_STATUSES).optional() }),
          response: { 200: OperatorApplicationsAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return listProfessionalApplications(deps.db, staff, req.query.estado);
      },
    );

    app.patch(
      "/operador/profissionais/:id",
      {
        schema: {
          tags,
          summary: "Aprovar ou recusar uma candidatura (administração)",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: ApplicationDecisionSchema,
          response: { 200: OperatorApplication },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return decideProfessionalApplication(
          deps.db,
          deps.mailer,
          deps.env.PUBLIC_URL,
          staff,
          req.params.id,
          req.body,
          deps.now(),
        );
      },
    );
  };
}
