/**
 * The size a selector starts on (GET /tyres-default-values?tipo-vehiculo=, spec section 7): the most common size of
 * that vehicle type in the catalogue, with its most common load index and speed rating.
 */
export const DEFAULT_SIZE_VEHICLE_TYPES = ["turismo", "furgoneta", "4x4", "moto"] as const;
export type DefaultSizeVehicleType = (typeof DEFAULT_SIZE_VEHICLE_TYPES)[number];

/** One catalogue item's size (a moto tyre's height is its `serie`). */
export type SizedItem = { ancho: number; serie: number; llanta: number; ic: number; cv: string };
export type CommonSize = { ancho: number; serie: number; llanta: number; ic: number; cv: string; total: number };

/**
 * The size (width/series/rim) with the most items; its load index and speed rating are the most common among that
 * size's items. Ties go to the smaller rim, then width, then series (and the lower load index, then speed letter),
 * so the answer does not depend on the catalogue's order. Null for an empty list.
 */
type Spec = { ic: number; cv: string; total: number };
type SizeCount = { ancho: number; serie: number; llanta: number; total: number; specs: Map<string, Spec> };

export function mostCommonSize(items: Iterable<SizedItem>): CommonSize | null {
  const sizes = new Map<string, SizeCount>();
  for (const t of items) {
    const key = `${t.ancho}/${t.serie}/${t.llanta}`;
    let size = sizes.get(key);
    if (!size) {
      size = { ancho: t.ancho, serie: t.serie, llanta: t.llanta, total: 0, specs: new Map() };
      sizes.set(key, size);
    }
    size.total++;
    const specKey = `${t.ic}${t.cv}`;
    const spec = size.specs.get(specKey);
    if (spec) spec.total++;
    else size.specs.set(specKey, { ic: t.ic, cv: t.cv, total: 1 });
  }
  let best: SizeCount | null = null;
  for (const s of sizes.values()) {
    if (
      !best ||
      s.total > best.total ||
      (s.total === best.total && (s.llanta - best.llanta || s.ancho - best.ancho || s.serie - best.serie) < 0)
    )
      best = s;
  }
  if (!best) return null;
  let spec: Spec | null = null;
  for (const p of best.specs.values()) {
    if (
      !spec ||
      p.total > spec.total ||
      (p.total === spec.total && (p.ic - spec.ic || p.cv.localeCompare(spec.cv)) < 0)
    )
      spec = p;
  }
  return {
    ancho: best.ancho,
    serie: best.serie,
    llanta: best.llanta,
    ic: spec?.ic ?? 0,
    cv: spec?.cv ?? "",
    total: best.total,
  };
}
