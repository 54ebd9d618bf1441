/** Vehicles in the registry: by plate, and the shape the API returns for one. */
import { eq } from "drizzle-orm";
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
