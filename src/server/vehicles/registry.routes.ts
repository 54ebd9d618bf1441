/** Vehicle registry by plate: find a vehicle and its tyre sizes, or pick brand → model → engine by hand. */
import { and, asc, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseCarPlate } from "#src/shared/plates.ts";
import {
  MatriculaSchema,
  MatriculaSpecsSchema,
  NeumaticoPorMatriculaSchema,
} from "#src/shared/vehicles/plate.schema.ts";
import type { AppDeps } from "../deps.ts";
import { vehicleModels } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { findVehicleByPlate, toVehicle } from "./registry.queries.ts";

/** The manual car selection (brand → model → engine) lists cars, vans and 4x4 only: motorbikes have their own selector. */
const notMoto = ne(vehicleModels.tipo, "moto");

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
      const rows = await deps.db
        .selectDistinct({ marca: vehicleModels.marca })
        .from(vehicleModels)
        .where(notMoto)
        .orderBy(asc(vehicleModels.marca));
      return rows.map((r) => r.marca);
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
        const rows = await deps.db
          .selectDistinct({ modelo: vehicleModels.modelo })
          .from(vehicleModels)
          .where(and(eq(vehicleModels.marca, req.query.marca), notMoto))
          .orderBy(asc(vehicleModels.modelo));
        if (rows.length === 0)
          throw new NotFoundError("BRAND_NOT_FOUND", `Não temos modelos da marca «${req.query.marca}».`);
        return rows.map((r) => r.modelo);
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
        const rows = await deps.db
          .select({
            motor: vehicleModels.motor,
            combustible: vehicleModels.combustible,
            potencia: vehicleModels.potenciaCv,
          })
          .from(vehicleModels)
          .where(and(eq(vehicleModels.marca, req.query.marca), eq(vehicleModels.modelo, req.query.modelo), notMoto))
          .orderBy(asc(vehicleModels.motor));
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
        const [m] = await deps.db
          .select()
          .from(vehicleModels)
          .where(
            and(
              eq(vehicleModels.marca, req.body.marca),
              eq(vehicleModels.modelo, req.body.modelo),
              eq(vehicleModels.motor, req.body.motor),
            ),
          );
        if (!m)
          throw new NotFoundError(
            "VEHICLE_NOT_FOUND",
            "Não conseguimos identificar o veículo. Ligue-nos e ajudamos a encontrar o pneu certo.",
          );
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
