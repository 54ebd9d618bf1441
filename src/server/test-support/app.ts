/**
 * The API on a fresh seeded database, for integration tests: `const t = testApp(kind, { now })` inside
 * `eachDatabase(...)`, then `t.api("POST", "/cesta-product/1", body, token)`, or in a language
 * `apiCaller(() => t.app, net)("es", "GET", …)`. Each request comes from its own address (per-address limits apply per
 * test, as for separate customers); `beforeAll`/`afterAll` are registered here.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { buildApp, type BuildOptions } from "../app.ts";
import type { Database } from "../db/client.ts";
import { type DbKind, freshDatabase, testEnv } from "./db.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `/api/rodacerta/<lang>` + url, JSON payload, optional bearer token. */
export type ApiCall = (
  lang: Lang,
  method: Method,
  url: string,
  payload?: unknown,
  token?: string,
) => Promise<LightMyRequestResponse>;

export type TestApp = {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** `/api/rodacerta/pt` + url, JSON payload, optional bearer token. */
  api: (method: Method, url: string, payload?: unknown, token?: string) => Promise<LightMyRequestResponse>;
};

let subnet = 0;
let ip = 0;

/**
 * The one way tests call the API: on `app()`, each call from its own address in 10.`net`.x.y (the sequence is shared
 * by every caller, so the rate limits of one call never reach another), with the customer's bearer token when given.
 */
export function apiCaller(app: () => FastifyInstance, net: number): ApiCall {
  return (lang, method, url, payload, token) => {
    ip++;
    return app().inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.${net}.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
}

export function testApp(kind: DbKind, opts: Omit<Partial<BuildOptions>, "database"> = {}): TestApp {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const net = ++subnet % 250;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      env: testEnv(),
      logger: false,
      webBuildDir: null,
      paymentRetries: false,
      ...opts,
      database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error("testApp: used before beforeAll ran");
    return x;
  };
  const call = apiCaller(() => started(app), net);
  return {
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    api: (method, url, payload, token) => call("pt", method, url, payload, token),
  };
}
