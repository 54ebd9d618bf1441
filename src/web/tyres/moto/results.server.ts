/** Data for /selector-moto/resultados: the tyres of the chosen size, or of each position of the chosen model. */
import { readMotoRefinement } from "#src/shared/tyres/moto-results.ts";
import { MotoModelSizesResponse, type MotoResults, type MotoSize } from "#src/shared/tyres/moto.schema.ts";
import type { MotoChoices } from "#src/shared/tyres/moto-steps.ts";
import type { ApiFetch } from "#src/web/api-context.ts";
import { allMotoTyres, type Facets, fetchParsed, NO_FACETS, refine } from "./api.server.ts";
import { MOTO_ERRORS, type MotoError, motoError } from "./messages.ts";

export type PositionResults = { posicion: "delantera" | "trasera"; size: MotoSize; results: MotoResults | null };

export async function loadMeasureResults(api: ApiFetch, c: MotoChoices, q: URLSearchParams) {
  const refinement = readMotoRefinement(q);
  const m = c.medidas;
  if (m.ancho === undefined || m.llanta === undefined) throw new Error("the size is checked before");
  const r = await allMotoTyres(api, { medidas: { ...m, ancho: m.ancho, llanta: m.llanta } });
  if (!r.ok) return { refinement, results: null, facets: NO_FACETS, error: motoError(r, "tyres") };
  const refined = refine([r.data], refinement);
  return { refinement, results: refined.lists[0] ?? null, facets: refined.facets, error: null as MotoError | null };
}

export async function loadModelResults(api: ApiFetch, c: MotoChoices, q: URLSearchParams) {
  const refinement = readMotoRefinement(q);
  const empty = { refinement, byPosition: [] as PositionResults[], facets: NO_FACETS as Facets };
  const sizes = await fetchParsed(api, "/modelos/moto/getMedidasTyre", MotoModelSizesResponse, {
    method: "POST",
    body: c.modelo,
  });
  if (!sizes.ok) return { ...empty, error: motoError(sizes, "tyreCheck") };
  // the spec's error flag: a size without width and rim cannot be searched
  let error: MotoError | null = sizes.data.error ? { message: MOTO_ERRORS.tyreCheck, retry: false } : null;
  let byPosition: PositionResults[] = [];
  for (const posicion of ["delantera", "trasera"] as const) {
    const size = sizes.data[posicion];
    if (!size) continue;
    const r = await allMotoTyres(api, { medidas: size, posicion });
    if (!r.ok) error ??= motoError(r, "tyres");
    byPosition.push({ posicion, size, results: r.ok ? r.data : null });
  }
  const refined = refine(
    byPosition.map((p) => p.results),
    refinement,
  );
  byPosition = byPosition.map((p, i) => ({ ...p, results: refined.lists[i] ?? null }));
  return { refinement, byPosition, facets: refined.facets, error };
}
