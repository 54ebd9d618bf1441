/** Vehicles in the registry: by plate, and the shape the API returns for one. */
import { and, asc, eq, ne } from "drizzle-orm";
import { parseCarPlate } from "#src/shared/plates.ts";
import { parseCarSize } from "#src/shared/tyres/size.ts";
import type { Db } from "../db/client.ts";
import { vehicleModels, vehicleRegistry } from "../db/schema.ts";

export async function findVehicleByPlate(db: Db, plate: string) {
  const parsed = parseCarPlate(plate);
  if (!parsed) return null;
  const [row] = await db
    .select({ r: vehicleRegistry, m: vehicleModels })
    .from(vehicleRegistry)
    .innerJoin(vehicleModels, eq(vehicleRegistry.modelId, vehicleModels.id))
    .where(eq(vehicleRegistry.plate, parsed.normalized));
  return row ? toVehicle(row.m, row.r) : null;
}

export function toVehicle(m: typeof vehicleModels.$inferSelect, r?: typeof vehicleRegistry.$inferSelect) {
  return {
    cod_matricula: r?.plate ?? null,
    marca: m.marca,
    modelo: m.modelo,
    motor: m.motor,
    codigo_motor: m.motorCode,
    potencia: m.potenciaCv,
    combustible: m.combustible,
    tipo: m.tipo,
    ano_fabric: r?.anoFabric ?? 0,
    ano_matric: r?.anoMatric ?? 0,
    capacidad_carter: m.capacidadCarter,
    medidas: m.tyreSizes,
    medidasParsed: m.tyreSizes.map((s) => parseCarSize(s)).filter((s) => s !== null),
    aceites: m.oilIds,
  };
}

/** The manual car selection (brand → model → engine) lists cars, vans and 4x4 only: motorbikes have their own selector. */
const notMoto = ne(vehicleModels.tipo, "moto");

export async function listCarMakes(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ marca: vehicleModels.marca })
    .from(vehicleModels)
    .where(notMoto)
    .orderBy(asc(vehicleModels.marca));
  return rows.map((r) => r.marca);
}

export async function listCarModels(db: Db, marca: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ modelo: vehicleModels.modelo })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.marca, marca), notMoto))
    .orderBy(asc(vehicleModels.modelo));
  return rows.map((r) => r.modelo);
}

export async function listCarEngines(db: Db, marca: string, modelo: string) {
  return db
    .select({ motor: vehicleModels.motor, combustible: vehicleModels.combustible, potencia: vehicleModels.potenciaCv })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.marca, marca), eq(vehicleModels.modelo, modelo), notMoto))
    .orderBy(asc(vehicleModels.motor));
}

export async function findVehicleModel(db: Db, marca: string, modelo: string, motor: string) {
  const [m] = await db
    .select()
    .from(vehicleModels)
    .where(and(eq(vehicleModels.marca, marca), eq(vehicleModels.modelo, modelo), eq(vehicleModels.motor, motor)));
  return m ?? null;
}

/** Engines of a model by its name (POST /matricula/motores {modelo}), narrowed to one brand when given. */
export async function listCarEnginesOfModel(db: Db, modelo: string, marca?: string) {
  return db
    .select({
      marca: vehicleModels.marca,
      motor: vehicleModels.motor,
      combustible: vehicleModels.combustible,
      potencia: vehicleModels.potenciaCv,
    })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.modelo, modelo), marca ? eq(vehicleModels.marca, marca) : undefined, notMoto))
    .orderBy(asc(vehicleModels.marca), asc(vehicleModels.motor));
}

/** The registry's car of a model and engine (first brand alphabetically when several share the names). */
export async function findCarByModelAndEngine(db: Db, modelo: string, motor: string, marca?: string) {
  const [m] = await db
    .select()
    .from(vehicleModels)
    .where(
      and(
        eq(vehicleModels.modelo, modelo),
        eq(vehicleModels.motor, motor),
        marca ? eq(vehicleModels.marca, marca) : undefined,
        notMoto,
      ),
    )
    .orderBy(asc(vehicleModels.marca))
    .limit(1);
  return m ?? null;
}
