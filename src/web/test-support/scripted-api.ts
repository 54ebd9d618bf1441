/**
 * A scripted API for the tests of pages' server modules (loaders and actions on an ApiFetch): src/web may not import
 * the server, so the in-process API is replaced by answers of the shapes its response schemas promise. Also what a
 * loader or action threw: a redirect (its address and headers) or an error page (its status and text).
 */
import { expect } from "vitest";
import type { ApiFetch, ApiResponse } from "#src/web/api-context.ts";

type Rule = [RegExp, number, unknown];
export type Call = { call: string; body: unknown; headers: Record<string, string> };

/**
 * An API answering `METHOD /path` by the first matching rule (`/^POST \/cesta\/update$/`); an unmatched call is a
 * 500 with the API's error shape, so a test sees an unexpected call as a server error, not a silent success.
 */
export function scriptedApi(rules: Rule[]): ApiFetch & { calls: Call[] } {
  const calls: Call[] = [];
  const api: ApiFetch = async (path, init = {}): Promise<ApiResponse> => {
    const call = `${init.method ?? "GET"} ${path}`;
    calls.push({ call, body: init.body, headers: init.headers ?? {} });
    const rule = rules.find(([re]) => re.test(call));
    if (!rule) return { status: 500, json: () => ({ error: "INTERNAL_ERROR", message: `unexpected ${call}` }) };
    return { status: rule[1], json: () => structuredClone(rule[2]) };
  };
  return Object.assign(api, { calls });
}

/** What the loader or action threw: a redirect (its address and headers) or an error page (its status and text). */
export async function thrown(
  p: Promise<unknown>,
): Promise<{ status: number; to?: string | null; body?: unknown; headers?: Headers }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return { status: e.status, to: e.headers.get("location"), headers: e.headers };
    const d = e as { data: unknown; init: { status: number } | null };
    expect(d).toHaveProperty("data");
    return { status: d.init?.status ?? 200, body: d.data };
  }
  throw new Error("expected a throw");
}

/** The address a redirect goes to (fails the test when something else came back). */
export async function redirectsTo(p: Promise<unknown>): Promise<string | null | undefined> {
  const r = await thrown(p);
  expect(r.status, JSON.stringify(r)).toBe(302);
  return r.to;
}
