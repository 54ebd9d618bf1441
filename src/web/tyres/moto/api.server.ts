/** The motorbike selector's API reads, parsed with the shared response schemas; a failure keeps its API message. */
import type { z } from "zod";
import { type ApiFetch, isApiError } from "#src/web/api-context.ts";
import { type Facet, type MotoRefinement, refineMotoResults } from "#src/shared/tyres/moto-results.ts";
import { MotoOptionsResponse, type MotoResults, MotoResultsResponse } from "#src/shared/tyres/moto.schema.ts";

/** A read that worked, or why not: `retry` when trying again may help (network, server error, unreadable reply). */
export type Fetched<T> = { ok: true; data: T } | { ok: false; message: string | null; retry: boolean };

export async function fetchParsed<S extends z.ZodType>(
  api: ApiFetch,
  path: string,
  schema: S,
  init?: Parameters<ApiFetch>[1],
): Promise<Fetched<z.infer<S>>> {
  const res = await api(path, init).catch(() => null);
  if (!res) return { ok: false, message: null, retry: true };
  const body = res.json();
  if (res.status >= 400)
    return {
      ok: false,
      message: isApiError(body) ? body.message : null,
      retry: res.status >= 500 || res.status === 429,
    };
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: null, retry: true };
}

/** The options of one choice (a measure or a step of the model cascade). */
export async function fetchOptions(api: ApiFetch, path: string): Promise<Fetched<string[]>> {
  const r = await fetchParsed(api, path, MotoOptionsResponse);
  return r.ok ? { ok: true, data: r.data.options } : r;
}

export type SizeQuery = { ancho: number; alto?: number; llanta: number; ic?: number; cv?: string };

/** Every tyre of one size (the API pages by 50), so sort and filters see them all. */
export async function allMotoTyres(
  api: ApiFetch,
  body: { medidas: SizeQuery; posicion?: "delantera" | "trasera" },
): Promise<Fetched<MotoResults>> {
  let first: MotoResults | null = null;
  for (let page = 0; page < 10; page++) {
    const r = await fetchParsed(api, "/neumaticos-moto/selector", MotoResultsResponse, {
      method: "POST",
      body: { ...body, filtros: {}, pagination: { pageSize: 50, page } },
    });
    if (!r.ok) return first ? { ok: true, data: first } : r;
    if (!first) first = { ...r.data, neumaticos: [...r.data.neumaticos] };
    else first.neumaticos.push(...r.data.neumaticos);
    if (first.neumaticos.length >= r.data.total || r.data.neumaticos.length === 0) break;
  }
  return first ? { ok: true, data: first } : { ok: false, message: null, retry: true };
}

export type Facets = { marcas: Facet[]; gamas: Facet[]; tipos: Facet[] };
export const NO_FACETS: Facets = { marcas: [], gamas: [], tipos: [] };

/** Applies the sort and filters to each list, with facets counted over all of them. */
export function refine(
  lists: Array<MotoResults | null>,
  r: MotoRefinement,
): { lists: Array<MotoResults | null>; facets: Facets } {
  const all = lists.flatMap((x) => x?.neumaticos ?? []);
  const { marcas, gamas, tipos } = refineMotoResults(all, r);
  return {
    lists: lists.map((x) => {
      if (!x) return null;
      const kept = refineMotoResults(x.neumaticos, r).tyres;
      return { ...x, total: kept.length, neumaticos: kept };
    }),
    facets: { marcas, gamas, tipos },
  };
}
