/** Motorbike tyres, models and inner tubes as the moto routes read them. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { innerTubes, motoModels, motoTyres, tyreBrands, tyreModels } from "../db/schema.ts";

/** Every distinct motorbike tyre size with its load index and speed code (the measure cascade). */
export async function listMotoSizes(db: Db) {
  return db
    .selectDistinct({
      ancho: motoTyres.width,
      alto: motoTyres.height,
      llanta: motoTyres.rim,
      ic: motoTyres.loadIndex,
      cv: motoTyres.speedCode,
    })
    .from(motoTyres);
}

export async function listMotoModels(db: Db) {
  return db.select().from(motoModels).orderBy(asc(motoModels.marca));
}

export async function listMotoBrandsByEngine(db: Db, cilindrada: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ marca: motoModels.marca })
    .from(motoModels)
    .where(eq(motoModels.cilindrada, cilindrada))
    .orderBy(asc(motoModels.marca));
  return rows.map((r) => r.marca);
}

export async function listMotoModelsOf(db: Db, marca: string, cilindrada: number) {
  return db
    .select()
    .from(motoModels)
    .where(and(eq(motoModels.marca, marca), eq(motoModels.cilindrada, cilindrada)))
    .orderBy(asc(motoModels.modelo));
}

export async function findMotoModel(db: Db, marca: string, cilindrada: number, modelo: string) {
  const [m] = await db
    .select()
    .from(motoModels)
    .where(and(eq(motoModels.marca, marca), eq(motoModels.cilindrada, cilindrada), eq(motoModels.modelo, modelo)));
  return m ?? null;
}

/** Motorbike tyres of a size (and position), with brand, tier and model season, in catalogue order. */
export async function listMotoTyres(
  db: Db,
  size: {
    ancho: number;
    alto?: number | undefined;
    llanta: number;
    ic?: number | undefined;
    cv?: string | undefined;
    posicion?: string | undefined;
  },
) {
  const where = [eq(motoTyres.width, size.ancho), eq(motoTyres.rim, size.llanta)];
  if (size.alto !== undefined) where.push(eq(motoTyres.height, size.alto));
  if (size.ic !== undefined) where.push(eq(motoTyres.loadIndex, size.ic));
  if (size.cv) where.push(eq(motoTyres.speedCode, size.cv));
  if (size.posicion) where.push(eq(motoTyres.position, size.posicion));
  return db
    .select({
      t: motoTyres,
      marca: tyreBrands.name,
      brandSlug: tyreBrands.slug,
      brandId: tyreBrands.id,
      gama: tyreBrands.tier,
      modelo: tyreModels.name,
      season: tyreModels.season,
    })
    .from(motoTyres)
    .innerJoin(tyreModels, eq(motoTyres.modelId, tyreModels.id))
    .innerJoin(tyreBrands, eq(tyreModels.brandId, tyreBrands.id))
    .where(and(...where))
    .orderBy(asc(motoTyres.orden), asc(motoTyres.priceCents));
}

/** Inner tubes and mousses for a rim (and a width within their range), cheapest first. */
export async function listInnerTubes(db: Db, llanta: number, ancho?: number) {
  const where = [eq(innerTubes.rim, llanta)];
  if (ancho !== undefined) where.push(lte(innerTubes.widthFrom, ancho), gte(innerTubes.widthTo, ancho));
  return db
    .select()
    .from(innerTubes)
    .where(and(...where))
    .orderBy(asc(innerTubes.priceCents));
}
