/**
 * Fuzz: every route and method of the OpenAPI document gets malformed input — a NUL or a lone surrogate in each path
 * parameter, query parameter and body field (and in keys), wrong types (number for text, array for object, object for
 * text, null, booleans), numbers PostgreSQL cannot hold, 1 MB strings, a `null`/array/text body, invalid JSON, bodies
 * 1000 levels deep — without a token, with a junk `Authorization: Bearer x`, and with a real customer's token. No
 * answer may be a 5xx. Set FUZZ_SUMMARY=1 to print the numbers when everything passes.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { tyres } from "./db/schema.ts";
import { eachDatabase, freshDatabase, testEnv } from "./test-support/db.ts";
import { captureLogs } from "./test-support/logs.ts";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Auth = "none" | "junk" | "valid";
type Case = { method: string; url: string; body?: string; auth: Auth; label: string; op: string };

const ONE_MB = "a".repeat(1_000_000);
const deep = (levels: number): unknown => {
  let v: unknown = "x";
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const DEEP_1000 = deep(1000);

/** Bad values for a path or query parameter, already percent-encoded. */
const BAD_URL_VALUES: [string, string][] = [
  ["NUL", "a%00b"],
  ["NUL alone", "%00"],
  ["lone surrogate (CESU-8)", "%ED%A0%80"],
  ["lone surrogate (raw)", "\ud800"],
  ["invalid UTF-8", "%FF%FE"],
  ["text for number", "abc"],
  ["negative", "-1"],
  ["int overflow", "99999999999999999999"],
  ["int4 overflow", "2147483648"],
  ["fraction", "1.5"],
  ["exponent", "1e309"],
  ["JSON object", "%7B%22a%22%3A1%7D"],
  ["1 MB", ONE_MB],
];
/** Wrong values for any body field. */
const BAD_FIELD_VALUES: [string, unknown][] = [
  ["NUL", "a\u0000b"],
  ["lone high surrogate", "x\ud800"],
  ["lone low surrogate", "\udc00y"],
  ["number", 12345],
  ["int4 overflow", 2147483648],
  ["huge number", 1e308],
  ["negative", -1],
  ["fraction", 1.5],
  ["object", { a: 1 }],
  ["array", ["x"]],
  ["null", null],
  ["boolean", true],
  ["empty string", ""],
  ["date text", "31/02/2026"],
];

function resolve(doc: OpenApi, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && s.$ref; i++) s = doc.components?.schemas?.[s.$ref.split("/").pop()!] ?? {};
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((x) => resolve(doc, x)));
  return s;
}

/** Real ids from the seeded database, so that plausible requests reach the handlers' deeper paths. */
type Known = { userId: number; tyreId: string; cestaId: string };

/** A value the schema probably accepts, guided by field names for the formats the shop checks (phone, postcode, …). */
function plausible(doc: OpenApi, schema: Schema | undefined, name: string, known: Known, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (depth > 8) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length)
    return plausible(doc, alt.find((a) => resolve(doc, a).type !== "null") ?? alt[0], name, known, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  const n = name.toLowerCase();
  if (type === "object" || s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(doc, v, k, known, depth + 1)]),
    );
  }
  if (type === "array")
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(doc, s.items, name, known, depth + 1));
  if (type === "boolean") return true;
  if (type === "integer" || type === "number") {
    if (/user|usuario|^id$/.test(n)) return known.userId;
    if (n === "ancho") return 205;
    if (n === "serie") return 55;
    if (n === "llanta") return 16;
    if (n === "ic") return 91;
    return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
  }
  if (s.format === "email" || n.includes("email")) return "fuzz@example.pt";
  if (s.format === "uuid" || /cesta|uuid/.test(n)) return known.cestaId;
  if (s.format === "date-time") return "2026-12-01T10:00:00.000Z";
  if (/telefono|phone|movil/.test(n)) return "912345678";
  if (/post|^cp$/.test(n)) return "1000-001";
  if (/matricula|plate/.test(n)) return "AA-00-AA";
  if (/fecha|date|dia/.test(n)) return "01/12/2026";
  if (/^(time|hora)$/.test(n)) return "10:00";
  if (/password/.test(n)) return "segredo1";
  if (/nif|documento|dni/.test(n)) return "123456789";
  if (/token/.test(n)) return "t".repeat(40);
  if (/codtienda|^code$/.test(n)) return "1001";
  if (/navision|product/.test(n)) return known.tyreId;
  if (/servic/.test(n)) return "ALINEACION";
  if (/^kms?$/.test(n)) return "120000";
  if (n === "cv") return "V";
  if (n === "numero") return "12";
  if (s.default !== undefined) return s.default;
  const digits = s.pattern?.match(/^\^\\d\{(\d+)/);
  if (digits) return n === "id" ? known.tyreId : "1".repeat(Number(digits[1]));
  return "abc".padEnd(s.minLength ?? 3, "c");
}

/** Paths to every value inside `v` (leaves and containers, not the root), for one-at-a-time substitution. */
function fieldPaths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (Array.isArray(v)) v.forEach((x, i) => out.push([...prefix, i], ...fieldPaths(x, [...prefix, i])));
  else if (typeof v === "object" && v !== null)
    for (const [k, x] of Object.entries(v)) out.push([...prefix, k], ...fieldPaths(x, [...prefix, k]));
  return out;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function casesFor(
  doc: OpenApi,
  method: string,
  template: string,
  op: Operation,
  known: Known,
): Omit<Case, "auth" | "op">[] {
  const params = op.parameters ?? [];
  const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pathValue = (name: string) => {
    if (name === "brand") return "rodacerta";
    const p = params.find((x) => x.in === "path" && x.name === name);
    return encodeURIComponent(String(plausible(doc, p?.schema, name, known)));
  };
  const url = (overrides: Record<string, string> = {}, query?: string) => {
    const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => overrides[name] ?? pathValue(name));
    return query === undefined ? path : `${path}?${query}`;
  };
  const queryParams = params.filter((p) => p.in === "query");
  const baseQuery = Object.fromEntries(
    queryParams.map((p) => [p.name, String(plausible(doc, p.schema, p.name, known))]),
  );
  const qs = (q: Record<string, string>) =>
    Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join("&");
  const hasBody = !["get", "head"].includes(method);
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
  const baseBody = bodySchema ? plausible(doc, bodySchema, "", known) : hasBody ? {} : undefined;
  const json = (v: unknown) => JSON.stringify(v);
  const base = {
    method: method.toUpperCase(),
    url: url({}, queryParams.length ? qs(baseQuery) : undefined),
    ...(baseBody !== undefined ? { body: json(baseBody) } : {}),
  };
  const cases: Omit<Case, "auth" | "op">[] = [{ ...base, label: "plausible request" }];

  for (const name of pathNames) {
    for (const [label, value] of BAD_URL_VALUES)
      cases.push({
        ...base,
        url: url({ [name]: value }, queryParams.length ? qs(baseQuery) : undefined),
        label: `path ${name}: ${label}`,
      });
  }
  for (const p of queryParams) {
    for (const [label, value] of BAD_URL_VALUES) {
      const q = Object.entries(baseQuery)
        .map(([k, v]) =>
          k === p.name ? `${encodeURIComponent(k)}=${value}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
        )
        .join("&");
      cases.push({ ...base, url: url({}, q), label: `query ${p.name}: ${label}` });
    }
    cases.push({
      ...base,
      url: url({}, `${qs(baseQuery)}&${encodeURIComponent(p.name)}=outro`),
      label: `query ${p.name}: repeated (array)`,
    });
    cases.push({
      ...base,
      url: url({}, `${qs(baseQuery)}&${encodeURIComponent(p.name)}%5Ba%5D=1`),
      label: `query ${p.name}: bracket object`,
    });
  }
  if (queryParams.length) {
    cases.push({ ...base, url: url({}, ""), label: "query: none" });
    cases.push({ ...base, url: url({}, `${qs(baseQuery)}&k%00=1&%ED%A0%80=2`), label: "query: bad keys" });
  }

  if (hasBody) {
    const wholeBodies: [string, string][] = [
      ["body: null", "null"],
      ["body: array", "[]"],
      ["body: text", '"texto"'],
      ["body: number", "42"],
      ["body: empty object", "{}"],
      ["body: invalid JSON", "{"],
      ["body: 1 MB string", json(ONE_MB)],
      ["body: 1000 levels", json(DEEP_1000)],
      [
        "body: bad keys",
        json({ ...(typeof baseBody === "object" && baseBody !== null ? baseBody : {}), "k\u0000": 1, "\ud800": 2 }),
      ],
    ];
    for (const [label, body] of wholeBodies) cases.push({ ...base, body, label });
    if (typeof baseBody === "object" && baseBody !== null) {
      cases.push({ ...base, body: json({ ...baseBody, profundo: DEEP_1000 }), label: "body: field 1000 levels deep" });
      let hugeStrings = 0;
      for (const path of fieldPaths(baseBody)) {
        const at = path.join(".");
        for (const [label, value] of BAD_FIELD_VALUES)
          cases.push({ ...base, body: json(withValue(baseBody, path, value)), label: `body ${at}: ${label}` });
        // 1 MB in a few fields per route (each costs a 1 MB parse): enough to reach every length check.
        if (hugeStrings++ < 4)
          cases.push({ ...base, body: json(withValue(baseBody, path, ONE_MB)), label: `body ${at}: 1 MB string` });
      }
    }
  }
  return cases;
}

/** Which routes relied on the database refusing the value (the errors.ts belt behind the guard and the schemas). */
function beltSummary(logs: string[]): string {
  const counts = new Map<string, number>();
  for (const line of logs) {
    if (!line.includes("input refused by the database")) continue;
    const entry = JSON.parse(line) as { route?: string; err?: { sqlState?: string } };
    const key = `${entry.route} (${entry.err?.sqlState})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([k, n]) => `${k}×${n}`).join(", ");
}

eachDatabase("fuzz: malformed input never gives a 5xx", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let logs: string[];
  let token = "";
  let known: Known;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ database, env: testEnv({ LOG_LEVEL: "warn" }), webBuildDir: null });
    await app.ready();
    logs = captureLogs(app);
    const reg = await app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/users",
      payload: {
        nombre: "Fuzz",
        apellidos: "Teste",
        email: "fuzz@example.pt",
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
        permiso_comercial: true,
      },
    });
    expect(reg.statusCode).toBe(201);
    token = reg.json().token;
    const [tyre] = await database.db.select({ id: tyres.id }).from(tyres).orderBy(tyres.id).limit(1);
    const basket = await app.inject({
      method: "POST",
      url: `/api/rodacerta/pt/cesta-product/${tyre!.id}`,
      payload: { cantidad: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(basket.statusCode).toBe(201);
    known = { userId: reg.json().user.id_site_usuario, tyreId: String(tyre!.id), cestaId: basket.json().cestaID };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers every malformed request of every route with a status below 500", { timeout: 300_000 }, async () => {
    const doc = app.swagger() as unknown as OpenApi;
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const cases: Case[] = [];
    const destructiveOps = new Set<string>();
    for (const { path, method, op } of operations) {
      // The real token is not used where the request would end the session or the account mid-run.
      if (
        (method === "post" && path.endsWith("/users/logout")) ||
        (method === "delete" && path.endsWith("/users/{id}"))
      )
        destructiveOps.add(`${method.toUpperCase()} ${path}`);
      for (const c of casesFor(doc, method, path, op, known))
        cases.push({ ...c, auth: "none", op: `${method.toUpperCase()} ${path}` });
    }

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const notSent: string[] = [];
    let sent = 0;
    const started = Date.now();
    /** Sends one case; true when the input got past validation (the handler ran or may have run). */
    const run = async (c: Case): Promise<boolean> => {
      const n = ++sent;
      const headers: Record<string, string> = {};
      if (c.body !== undefined) headers["content-type"] = "application/json";
      if (c.auth === "junk") headers.authorization = "Bearer x";
      if (c.auth === "valid") headers.authorization = `Bearer ${token}`;
      let res;
      try {
        res = await app.inject({
          method: c.method as "GET",
          url: c.url,
          headers,
          ...(c.body !== undefined ? { payload: c.body } : {}),
          remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        });
      } catch (error) {
        // light-my-request itself refused to build the request (it never reached the server).
        notSent.push(`${c.method} ${c.url.slice(0, 80)} [${c.label}]: ${(error as Error).message}`);
        return false;
      }
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500)
        failures.push(
          `${res.statusCode} ${c.method} ${c.url.slice(0, 140)} [${c.label}, auth ${c.auth}] → ${res.body.slice(0, 200)}`,
        );
      if (res.statusCode === 413 || res.statusCode === 414) return false;
      if (res.statusCode !== 400) return true;
      const error = /"error":"(\w+)"/.exec(res.body)?.[1] ?? "";
      return !["VALIDATION_ERROR", "INVALID_CHARACTERS", "BODY_TOO_DEEP", "INVALID_JSON"].includes(error);
    };
    /** A few requests in flight at once, as a busy server sees them. */
    const runAll = async (list: Case[]) => {
      const passed: Case[] = [];
      const queue = [...list];
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let c = queue.shift(); c; c = queue.shift()) if (await run(c)) passed.push(c);
        }),
      );
      return passed;
    };
    // Every case without a token; then, with a junk token and with a real one, every case that got past validation.
    // (Validation runs before any handler reads the Authorization header, so a case refused there is refused the
    // same way with any token: replaying it would only repeat the same 400.)
    const passed = await runAll(cases);
    const replays = passed.flatMap((c) => [
      { ...c, auth: "junk" as const },
      ...(destructiveOps.has(c.op) ? [] : [{ ...c, auth: "valid" as const }]),
    ]);
    await runAll(replays);
    const covered = new Set(cases.map((c) => c.op));

    const summary = [
      `fuzz [${kind}]: ${sent} requests (${cases.length} cases without a token; ${replays.length} replays with a junk or a real token of the ${passed.length} that got past validation), ${covered.size}/${operations.length} operations, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ...(notSent.length ? [`${notSent.length} not sent (refused by inject): ${notSent.slice(0, 3).join("; ")}`] : []),
      `refused by PostgreSQL and answered 400 by the error handler: ${beltSummary(logs) || "none"}`,
      `statuses: ${[...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, count]) => `${s}×${count}`)
        .join(", ")}`,
    ].join("\n");
    if (failures.length > 0) {
      const errors = logs.filter((l) => l.includes('"level":50'));
      const report = `${summary}\n${failures.length} answers ≥ 500:\n${failures.slice(0, 40).join("\n")}\nserver log:\n${errors.slice(0, 10).join("").slice(0, 6000)}`;
      console.log(report);
      expect.fail(report);
    }
    if (process.env.FUZZ_SUMMARY) console.log(summary);
  });
});
