/** Vehicle registry by plate: find a vehicle and its tyre sizes, or pick brand → model → engine by hand. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseCarPlate } from "#src/shared/plates.ts";
import {
  MatriculaSchema,
  MatriculaSpecsSchema,
  NeumaticoPorMatriculaSchema,
} from "#src/shared/vehicles/plate.schema.ts";
import { VEHICLE_ERROR_CODES, VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import type { AppDeps } from "../deps.ts";
import { NotFoundError } from "../errors.ts";
import {
  findVehicleByPlate,
  findVehicleModel,
  listCarEngines,
  listCarMakes,
  listCarModels,
  toVehicle,
} from "./registry.queries.ts";

const NOT_FOUND_MESSAGE = "Não encontrámos esta matrícula. Escolha a marca, o modelo e o motor do seu carro.";

export function registryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/matricula",
      {
        config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: { tags: ["vehicles"], summary: "Procurar veículo pela matrícula", body: MatriculaSchema },
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
        schema: { tags: ["vehicles"], summary: "Medidas de pneu pela matrícula", body: NeumaticoPorMatriculaSchema },
      },
      async (req) => {
        const vehicle = await findVehicleByPlate(deps.db, req.body.matricula);
        if (!vehicle) throw new NotFoundError("PLATE_NOT_FOUND", NOT_FOUND_MESSAGE);
        return { vehiculo: vehicle, medidas: vehicle.medidasParsed };
      },
    );

    app.get("/matricula/marcas", { schema: { tags: ["vehicles"], summary: "Marcas de automóveis" } }, async () => {
      return listCarMakes(deps.db);
    });

    app.get(
      "/matricula/modelos",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Modelos de uma marca",
          querystring: z.object({ marca: z.string().min(1, "O campo marca é obrigatório") }),
        },
      },
      async (req) => {
        const rows = await listCarModels(deps.db, req.query.marca);
        if (rows.length === 0)
          throw new NotFoundError("BRAND_NOT_FOUND", `Não temos modelos da marca «${req.query.marca}».`);
        return rows;
      },
    );

    app.get(
      "/matricula/motores",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Motores de um modelo",
          querystring: z.object({
            marca: z.string().min(1, "O campo marca é obrigatório"),
            modelo: z.string().min(1, "O campo modelo é obrigatório"),
          }),
        },
      },
      async (req) => {
        const rows = await listCarEngines(deps.db, req.query.marca, req.query.modelo);
        if (rows.length === 0) throw new NotFoundError("MODEL_NOT_FOUND", `Não temos o modelo «${req.query.modelo}».`);
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
