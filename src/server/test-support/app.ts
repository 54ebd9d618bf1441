/**
 * The API on a fresh seeded database, for integration tests: `const t = testApp(kind, { now })` inside
 * `eachDatabase(...)`, then `t.api("POST", "/cesta-product/1", body, token)`. Each request comes from its own
 * address (per-address limits apply per test, as for separate customers); `beforeAll`/`afterAll` are registered here.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type BuildOptions } from "../app.ts";
import type { Database } from "../db/client.ts";
import { type DbKind, freshDatabase, testEnv } from "./db.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type TestApp = {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** `/api/rodacerta/pt` + url, JSON payload, optional bearer token. */
  api: (method: Method, url: string, payload?: unknown, token?: string) => Promise<LightMyRequestResponse>;
};

let subnet = 0;

export function testApp(kind: DbKind, opts: Omit<Partial<BuildOptions>, "database"> = {}): TestApp {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const net = ++subnet % 250;
  let ip = 0;
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
  return {
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    api: (method, url, payload, token) =>
      started(app).inject({
        method,
        url: `/api/rodacerta/pt${url}`,
        payload: payload as object,
        remoteAddress: `10.${net}.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
  };
}
