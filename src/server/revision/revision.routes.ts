/** Revision and oil (spec section 7): the oil-change assistant's API. Routes parse, call one use case, shape the reply. */
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AceitePorMatriculaResponse,
  AceitePorMatriculaSchema,
  ConsultaFechaHoraResponse,
  ConsultaFechaHoraSchema,
  RegistroLeadRevisionResponse,
  RegistroLeadRevisionSchema,
  RevisionesTurismoQuery,
  RevisionesTurismoResponse,
  RevisionesTurismoSchema,
  SelectorAceiteResponse,
  SelectorAceiteSchema,
  VerificarRevisionPresetResponse,
  VerificarRevisionPresetSchema,
} from "#src/shared/revision/revision.schema.ts";
import type { AppDeps } from "../deps.ts";
import {
  firstFreeSlot,
  oilSelector,
  oilsByPlate,
  registerRevisionLead,
  revisionsForOil,
  verifyPreset,
} from "./revision.ts";

const tags = ["revision"];
const lookupLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

export function revisionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/aceite-por-matricula",
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: "Óleos do motor e estado da revisão pela matrícula",
          body: AceitePorMatriculaSchema,
          response: { 200: AceitePorMatriculaResponse },
        },
      },
      async (req) => oilsByPlate(deps, req.body.matricula, req.body.vehicle, langOfApiUrl(req.url)),
    );

    app.post(
      "/selector-aceite",
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: "Óleos com o recomendado escolhido, intervalo de mudança e capacidade do cárter",
          body: SelectorAceiteSchema,
          response: { 200: SelectorAceiteResponse },
        },
      },
      async (req) => oilSelector(deps, req.body, langOfApiUrl(req.url)),
    );

    app.post(
      "/verificar-revision-preset",
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: "Verificar um link de revisão pré-preenchido (matrícula, quilómetros, óleo)",
          body: VerificarRevisionPresetSchema,
          response: { 200: VerificarRevisionPresetResponse },
        },
      },
      async (req) => verifyPreset(deps, req.body),
    );

    app.post(
      "/revisiones/turismo",
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: "Packs de revisão para o óleo escolhido e oficinas perto do código postal",
          querystring: RevisionesTurismoQuery,
          body: RevisionesTurismoSchema,
          response: { 200: RevisionesTurismoResponse },
        },
      },
      async (req) => revisionsForOil(deps, req.query.aceiteId, req.body.postCode, langOfApiUrl(req.url)),
    );

    app.post(
      "/registro-lead-matricula-revision",
      {
        config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
        schema: {
          tags,
          summary: "Registar o pedido de revisão (lead com a matrícula)",
          body: RegistroLeadRevisionSchema,
          response: { 201: RegistroLeadRevisionResponse },
        },
      },
      async (req, reply) => {
        const lead = await registerRevisionLead(deps, req.body, req.headers["user-agent"]);
        return reply.code(201).send(lead);
      },
    );

    app.post(
      "/consulta-fecha-hora",
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: "Primeiro dia e hora livres para a revisão numa oficina",
          body: ConsultaFechaHoraSchema,
          response: { 200: ConsultaFechaHoraResponse },
        },
      },
      async (req) => firstFreeSlot(deps, req.body.codTienda, req.body.revisionId),
    );
  };
}
