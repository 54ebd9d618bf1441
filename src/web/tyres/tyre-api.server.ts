/**
 * The car tyre pages' API reads (server only), parsed with the response schemas of src/shared/tyres/catalogue.schema.ts
 * instead of trusting a cast. Like loadApi: a 404 is the 404 page, other failures the 500 page, and a bad gateway,
 * throttling or lost connection is tried again up to 3 times; a reply of another shape is the 500 page too.
 */
import { data } from "react-router";
import type { z } from "zod";
import { type ApiFetch, type ApiResponse, isApiError } from "#src/web/api-context.ts";

/** The message of the 500 page when the API answered something the page cannot read. */
export const UNREADABLE_REPLY = "Resposta inválida do servidor";

export async function loadParsed<S extends z.ZodType>(
  api: ApiFetch,
  path: string,
  schema: S,
  init?: Parameters<ApiFetch>[1],
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<z.infer<S>> {
  let res: ApiResponse | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    res = await api(path, init).catch(() => null);
    if (res && res.status <= 500 && res.status !== 429) break;
    if (attempt < 3) await wait(100 * (attempt + 1));
  }
  if (!res) throw data("Erro de ligação", { status: 500 });
  const body = res.json();
  const message = isApiError(body) ? body.message : null;
  if (res.status === 404) throw data(message ?? "Página não encontrada", { status: 404 });
  if (res.status >= 400) throw data(message ?? "Erro", { status: res.status >= 500 ? 500 : res.status });
  return parseOr500(schema, body);
}

/** A 2xx reply's body read with its schema; another shape is the 500 page, never a crash further down. */
export function parseOr500<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw data(UNREADABLE_REPLY, { status: 500 });
  return parsed.data;
}

/** Brands the car pages offer: car brands, and of the motorbike-only ones those that also make car tyres. */
export const CAR_BRANDS_OF_MOTO_MAKERS = ["Michelin", "Pirelli", "Bridgestone", "Dunlop", "Continental"];
export function carBrands<B extends { name: string; moto: boolean }>(brands: B[]): B[] {
  return brands.filter((b) => !b.moto || CAR_BRANDS_OF_MOTO_MAKERS.includes(b.name));
}
