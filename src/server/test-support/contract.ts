/**
 * Helpers of the API contract tests (docs/decisions/020-api-contract.md): check an answer against its response schema
 * from src/shared, whole. The calls are the other tests' (`t.call` of app.ts, `registerCustomer` of orders.ts).
 */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { SessionAnswer } from "#src/shared/account/account-api.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { TestApp } from "./app.ts";
import { registerCustomer } from "./orders.ts";

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

/** Registers a customer with `email` on the language's site (`registerCustomer`); the session answer, checked whole. */
export async function registeredSession(t: TestApp, lang: Lang, email: string) {
  const { res } = await registerCustomer(t.app, email, lang);
  return expectAnswer(res, SessionAnswer, { status: 201, whole: true });
}

/** The 2xx statuses the OpenAPI document gives a route under /api/{brand}/{lang} (`path` in OpenAPI's `{param}` form). */
export async function documented2xx(t: TestApp) {
  const doc = (await t.app.inject("/api/docs/json")).json() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  return (method: string, path: string) =>
    Object.keys(doc.paths[`/api/{brand}/{lang}${path}`]?.[method]?.responses ?? {}).filter((s) => s.startsWith("2"));
}
