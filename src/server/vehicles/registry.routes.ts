/** Vehicle registry by plate: find a vehicle and its tyre sizes, or pick brand → model → engine by hand. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseCarPlate } from "#src/shared/plates.ts";
import {
  MatriculaSchema,
  MatriculaSpecsSchema,
  NeumaticoPorMatriculaSchema,
} from "#src/shared/vehicles/plate.schema.ts";
import { AcPackRequestSchema, AcPackResponseSchema } from "#src/shared/services/ac.schema.ts";
import {
  AddVehicleWsSchema,
  ModeloMotorParamsSchema,
  ModeloMotorQuerySchema,
  ModelosBodySchema,
  MotoresBodySchema,
} from "#src/shared/vehicles/registry.schema.ts";
import {
  CarEnginesAnswer,
  CarMakesAnswer,
  CarModelEnginesAnswer,
  CarModelsAnswer,
  PlateTyresAnswer,
  RegistryVehicleAnswer,
} from "#src/shared/vehicles/registry-api.schema.ts";
import { SavedVehicleAnswer } from "#src/shared/vehicles/user-vehicles-api.schema.ts";
import { VEHICLE_ERROR_CODES, VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import { authenticate } from "../account/sessions.ts";
import type { Db } from "../db/client.ts";
import type { AppDeps } from "../deps.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { acPackForPlate } from "./ac-pack.ts";
import { addVehicle } from "./add-vehicle.ts";
import {
  findCarByModelAndEngine,
  findVehicleByPlate,
  findVehicleModel,
  listCarEngines,
  listCarEnginesOfModel,
  listCarMakes,
  listCarModels,
  toVehicle,
} from "./registry.queries.ts";

const NOT_FOUND_MESSAGE = msg("api.vehiclePlateNotFound");

/** The models of a brand (GET and POST /matricula/modelos). */
async function modelsOf(db: Db, marca: string) {
  const rows = await listCarModels(db, marca);
  if (rows.length === 0) throw new NotFoundError("BRAND_NOT_FOUND", msg("api.vehicleBrandNotFound", { brand: marca }));
  return rows;
}

export function registryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/matricula",
      {
        config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: {
          tags: ["vehicles"],
          summary: "Procurar veículo pela matrícula",
          body: MatriculaSchema,
          response: { 200: RegistryVehicleAnswer },
        },
      },
      async (req) => {
        const vehicle = await findVehicleByPlate(deps.db, req.body.matriculaNumber);
        if (!vehicle) throw new NotFoundError("PLATE_NOT_FOUND", NOT_FOUND_MESSAGE);
        return vehicle;
      },
    );

    app.post(
      "/neumatico-por-matricula",
      {
        config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: {
          tags: ["vehicles"],
          summary: "Medidas de pneu pela matrícula",
          body: NeumaticoPorMatriculaSchema,
          response: { 200: PlateTyresAnswer },
        },
      },
      async (req) => {
        const vehicle = await findVehicleByPlate(deps.db, req.body.matricula);
        if (!vehicle) throw new NotFoundError("PLATE_NOT_FOUND", NOT_FOUND_MESSAGE);
        return { vehiculo: vehicle, medidas: vehicle.medidasParsed };
      },
    );

    app.get(
      "/matricula/marcas",
      { schema: { tags: ["vehicles"], summary: "Marcas de automóveis", response: { 200: CarMakesAnswer } } },
      async () => listCarMakes(deps.db),
    );

    app.get(
      "/matricula/modelos",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Modelos de uma marca",
          querystring: z.object({ marca: z.string().min(1, msg("api.vehicleBrandRequired")) }),
          response: { 200: CarModelsAnswer },
        },
      },
      async (req) => modelsOf(deps.db, req.query.marca),
    );

    app.post(
      "/matricula/modelos",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Modelos de uma marca",
          body: ModelosBodySchema,
          response: { 200: CarModelsAnswer },
        },
      },
      async (req) => modelsOf(deps.db, req.body.marca),
    );

    app.post(
      "/matricula/motores",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Motores de um modelo (com a marca de cada um)",
          body: MotoresBodySchema,
          response: { 200: CarEnginesAnswer },
        },
      },
      async (req) => {
        const rows = await listCarEnginesOfModel(deps.db, req.body.modelo, req.body.marca);
        if (rows.length === 0)
          throw new NotFoundError("MODEL_NOT_FOUND", msg("api.vehicleModelNotFound", { model: req.body.modelo }));
        return rows;
      },
    );

    app.get(
      "/matricula/modelo/:modelo/motor/:motor",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Dados e medidas de um modelo e motor",
          params: ModeloMotorParamsSchema,
          querystring: ModeloMotorQuerySchema,
          response: { 200: RegistryVehicleAnswer },
        },
      },
      async (req) => {
        const m = await findCarByModelAndEngine(deps.db, req.params.modelo, req.params.motor, req.query.marca);
        if (!m) throw new NotFoundError(VEHICLE_ERROR_CODES.NOT_IDENTIFIED, VEHICLE_MESSAGES.NOT_IDENTIFIED);
        return toVehicle(m);
      },
    );

    // The same as /matricula/add-vehicle-db, for a vehicle found through the registry web service: the caller's own
    // account only. The images are checked (https addresses, at most 10); the account keeps no photos of vehicles.
    app.post(
      "/matricula/add-vehicle-ws",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Guardar na área privada um veículo do serviço de matrículas",
          body: AddVehicleWsSchema,
          response: { 201: SavedVehicleAnswer },
        },
      },
      async (req, reply) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        if (user.id !== req.body.idUsuario) throw new ForbiddenError("ID_NOT_MATCH", msg("api.accountDataOtherUser"));
        const row = await addVehicle(deps.db, req.log, user.id, req.body);
        return reply.code(201).send(row);
      },
    );

    app.post(
      "/ar-condicionado/pack",
      {
        config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: {
          tags: ["services"],
          summary: "Pack de carga de ar condicionado para uma matrícula (gás pelo ano do carro)",
          body: AcPackRequestSchema,
          response: { 200: AcPackResponseSchema },
        },
      },
      async (req) => acPackForPlate(deps.db, req.body.matricula, langOfApiUrl(req.url)),
    );

    app.get(
      "/matricula/motores",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Motores de um modelo",
          querystring: z.object({
            marca: z.string().min(1, msg("api.vehicleBrandRequired")),
            modelo: z.string().min(1, msg("api.vehicleModelRequired")),
          }),
          response: { 200: CarModelEnginesAnswer },
        },
      },
      async (req) => {
        const rows = await listCarEngines(deps.db, req.query.marca, req.query.modelo);
        if (rows.length === 0)
          throw new NotFoundError("MODEL_NOT_FOUND", msg("api.vehicleModelNotFound", { model: req.query.modelo }));
        return rows;
      },
    );

    app.post(
      "/matricula/specs",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Dados e medidas de um veículo escolhido à mão",
          body: MatriculaSpecsSchema,
          response: { 200: RegistryVehicleAnswer },
        },
      },
      async (req) => {
        const m = await findVehicleModel(deps.db, req.body.marca, req.body.modelo, req.body.motor);
        if (!m) throw new NotFoundError(VEHICLE_ERROR_CODES.NOT_IDENTIFIED, VEHICLE_MESSAGES.NOT_IDENTIFIED);
        const v = toVehicle(m);
        return {
          ...v,
          cod_matricula: req.body.matriculaNumber
            ? (parseCarPlate(req.body.matriculaNumber)?.normalized ?? null)
            : null,
        };
      },
    );
  };
}
