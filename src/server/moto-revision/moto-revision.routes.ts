/** Moto revision (spec section 7, "Moto"): the request, the brand/model data screen and its completion; all need a session. */
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MotoRevisionDataResponseSchema,
  MotoRevisionDataSchema,
  MotoRevisionIdParamsSchema,
  MotoRevisionLeadResponseSchema,
  MotoRevisionLeadSchema,
  MotoRevisionStateQuerySchema,
  MotoRevisionStateSchema,
} from "#src/shared/moto-revision/moto-revision.schema.ts";
import { authenticate } from "../account/sessions.ts";
import type { AppDeps } from "../deps.ts";
import { completeMotoRevision, motoRevisionState, registerMotoRevision } from "./moto-revision.ts";

const tags = ["moto"];
const writeLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

export function motoRevisionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/moto/revision/datos",
      {
        config: writeLimit,
        schema: {
          tags,
          summary: "Pedido de revisão de mota: matrícula e cilindrada (com sessão)",
          body: MotoRevisionDataSchema,
          response: { 201: MotoRevisionDataResponseSchema },
        },
      },
      async (req, reply) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        const answer = await registerMotoRevision(
          { ...deps, lang: langOfApiUrl(req.url) },
          user,
          req.body,
          req.headers["user-agent"],
        );
        return reply.code(201).send(answer);
      },
    );
    app.get(
      "/moto/revision/:id",
      {
        schema: {
          tags,
          summary: "Pedido de revisão de mota: marcas e modelos da cilindrada (com sessão)",
          params: MotoRevisionIdParamsSchema,
          querystring: MotoRevisionStateQuerySchema,
          response: { 200: MotoRevisionStateSchema },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        return motoRevisionState(
          { ...deps, lang: langOfApiUrl(req.url) },
          user,
          req.params.id,
          req.query.marca || undefined,
        );
      },
    );
    app.post(
      "/moto/revision/lead",
      {
        config: writeLimit,
        schema: {
          tags,
          summary: "Completar o pedido de revisão de mota com a marca e o modelo (com sessão)",
          body: MotoRevisionLeadSchema,
          response: { 200: MotoRevisionLeadResponseSchema },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        return completeMotoRevision({ ...deps, lang: langOfApiUrl(req.url) }, user, req.body);
      },
    );
  };
}
