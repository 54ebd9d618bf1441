/**
 * Helpers of the API contract tests (docs/decisions/020-api-contract.md): call /api/rodacerta/:lang the way a page
 * does, check an answer against its response schema from src/shared, and register a customer to call as.
 */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { SessionAnswer } from "#src/shared/account/account-api.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { TestApp } from "./app.ts";

/**
 * The answer has the status and parses with the schema; `whole`: the schema lists every field the server sent
 * (parsing dropped nothing). Returns the parsed answer.
 */
export function expectAnswer<S extends z.ZodType>(
  res: LightMyRequestResponse,
  schema: S,
  opts: { status?: number; whole?: boolean } = {},
): z.output<S> {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(opts.status ?? 200);
  const body: unknown = res.json();
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], res.body.slice(0, 200)).toEqual([]);
  if (opts.whole) expect(parsed.data, "the schema lists every field of the answer").toEqual(body);
  return parsed.data as z.output<S>;
}

export type ContractCall = (
  lang: Lang,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
  token?: string,
) => Promise<LightMyRequestResponse>;

/**
 * Calls the app's API in a language, each call from its own address in 10.`subnet`.x.y (so the rate limits of one
 * test do not reach the next), with the customer's bearer token when given.
 */
export function contractCaller(t: TestApp, subnet: number): ContractCall {
  let ip = 0;
  return (lang, method, url, payload, token) =>
    t.app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.${subnet}.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** Registers a customer with `email` on the language's site; the session answer, checked whole. */
export async function registerCustomer(call: ContractCall, lang: Lang, email: string) {
  const res = await call(lang, "POST", "/users", {
    nombre: "Rita",
    apellidos: "Marques",
    email,
    password: "segredo1",
    confirmPassword: "segredo1",
    telefono: "912345678",
    codigo_postal: "1100-053",
    privacidad: true,
    permiso_comercial: true,
  });
  return expectAnswer(res, SessionAnswer, { status: 201, whole: true });
}

/** A Lisbon customer's billing data, as the checkout's form sends it. */
export const LISBON_BILLING = {
  nombre: "Rita",
  apellidos: "Marques",
  nif: "123456789",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};
