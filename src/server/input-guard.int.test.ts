/**
 * Bad input never gives a 5xx: NUL characters and lone surrogates anywhere in params, query, body (keys included),
 * deep bodies, `null` bodies, an empty address, TRACE; PostgreSQL data errors are 400; the logs of a failed query
 * carry neither its parameters nor the error message.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { tyres, users } from "./db/schema.ts";
import { INVALID_CHARACTERS_MESSAGE, MAX_BODY_DEPTH } from "./input-guard.ts";
import { safeUrl } from "./errors.ts";
import { eachDatabase, freshDatabase, testEnv } from "./test-support/db.ts";
import { captureLogs } from "./test-support/logs.ts";

const API = "/api/rodacerta/pt";
const registration = {
  nombre: "Joana",
  apellidos: "Ferreira",
  password: "segredo9",
  confirmPassword: "segredo9",
  telefono: "913 456 789",
  codigo_postal: "4700-320",
  privacidad: true,
  permiso_comercial: true,
};
const contact = {
  reason: "quote",
  nombre: "Rui Costa",
  email: "rui@example.pt",
  comentario: "Queria um orçamento para quatro pneus.",
};
const nested = (levels: number): unknown => {
  let v: unknown = "fundo";
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

eachDatabase("input guard", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let logs: string[];
  let ip = 0;
  let token = "";
  let userId = 0;
  /** `payload` is sent as JSON (a string given as `{ raw }` is sent as it is); each call from its own address. */
  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: method as "GET",
      url: url.startsWith("/api") ? url : `${API}${url}`,
      ...(payload !== undefined
        ? {
            payload:
              typeof payload === "object" && payload !== null && "raw" in payload
                ? String(payload.raw)
                : JSON.stringify(payload),
            headers: { "content-type": "application/json", ...headers },
          }
        : { headers }),
      remoteAddress: `10.77.${kind === "pglite" ? 1 : 2}.${++ip}`,
    });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ database, env: testEnv({ LOG_LEVEL: "info" }), webBuildDir: null });
    // Two routes that reach the database with what the guard cannot see (values built by the server).
    app.post("/__test/nul-insert", async () => {
      await database.db.insert(users).values({
        email: "nul@example.pt",
        passwordHash: "scrypt$16384$8$1$SEGREDO-DO-HASH",
        nombre: "Jo\u0000ana",
        apellidos: "Ferreira",
        telefono: "+351913456789",
        codigoPostal: "4700-320",
        provincia: "Braga",
      });
      return { ok: true };
    });
    app.post("/__test/duplicate", async () => {
      const values = {
        email: "dup@example.pt",
        passwordHash: "scrypt$16384$8$1$OUTRO-HASH-SECRETO",
        nombre: "Ana",
        apellidos: "Dias",
        telefono: "+351913456780",
        codigoPostal: "1000-001",
        provincia: "Lisboa",
      };
      await database.db.insert(users).values(values);
      await database.db.insert(users).values(values);
      return { ok: true };
    });
    await app.ready();
    logs = captureLogs(app);
    const reg = await call("POST", "/users", { ...registration, email: "guarda@example.pt" });
    expect(reg.statusCode).toBe(201);
    token = reg.json().token;
    userId = reg.json().user.id_site_usuario;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("refuses a NUL in a body field with 400 INVALID_CHARACTERS and the field's path, in pt-PT", async () => {
    const res = await call("POST", "/users", { ...registration, email: "nul@example.pt", nombre: "Jo\u0000ana" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "INVALID_CHARACTERS",
      message: INVALID_CHARACTERS_MESSAGE,
      errors: { nombre: "Este campo contém um carácter inválido." },
    });
    expect(res.json().message).toContain("carácter");
    const deep = await call(
      "PATCH",
      `/users/${userId}`,
      { address: { calle: "Rua\u0000 Augusta" } },
      { authorization: `Bearer ${token}` },
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual({ "address.calle": "Este campo contém um carácter inválido." });
    const inArray = await call("POST", "/contactar", { data: { ...contact, services: ["ok", "mau\u0000"] } });
    expect(inArray.statusCode).toBe(400);
    expect(Object.keys(inArray.json().errors)).toEqual(["data.services.1"]);
  });

  it("refuses a NUL in a path parameter and in the querystring, before the brand check and the schema", async () => {
    const inPath = await call("GET", `/users/reset-password/${"a".repeat(30)}%00`);
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toMatchObject({ error: "INVALID_CHARACTERS", errors: { token: expect.any(String) } });
    const inBrand = await call("GET", "/api/roda%00certa/pt/site-init");
    expect(inBrand.statusCode).toBe(400);
    expect(inBrand.json().errors).toHaveProperty("brand");
    const inQuery = await call("GET", "/tyres-model?marca=Mich%00elin&modelo=Primacy");
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().errors).toEqual({ marca: "Este campo contém um carácter inválido." });
    const bookingToken = await call("GET", `/cita-previa/00000000-0000-0000-0000-000000000000?token=%00`);
    expect(bookingToken.statusCode).toBe(400);
    expect(bookingToken.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses lone surrogates (in values and keys) where they would reach a jsonb column, and keeps real emoji", async () => {
    const lone = await call("POST", "/contactar", { data: { ...contact, services: ["\ud800"] } });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error).toBe("INVALID_CHARACTERS");
    const low = await call("POST", "/contactar", { data: { ...contact, vehicle: "Clio \udc00" } });
    expect(low.json().errors).toEqual({ "data.vehicle": "Este campo contém um carácter inválido." });
    const key = await call("POST", "/contactar", { data: { ...contact, ["x\ud800"]: 1, ["y\u0000"]: 2 } });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors).toEqual({
      "data.x\ufffd": "O nome deste campo contém um carácter inválido.",
      "data.y\ufffd": "O nome deste campo contém um carácter inválido.",
    });
    const emoji = await call("POST", "/contactar", {
      data: { ...contact, comentario: "Quero pneus novos 🚗, obrigado!", services: ["montagem 🛞"] },
    });
    expect(emoji.statusCode).toBe(201);
  });

  it("a lone surrogate in a basket's jsonb state is refused instead of failing in PostgreSQL", async () => {
    const [tyre] = await database.db.select({ id: tyres.id }).from(tyres).limit(1);
    const add = await call("POST", `/cesta-product/${tyre!.id}`, { cantidad: 1 });
    expect(add.statusCode).toBe(201);
    const res = await call("POST", "/cesta/update", {
      cestaState: { cestaID: add.json().cestaID, matricula: "AA\ud83d" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ "cestaState.matricula": "Este campo contém um carácter inválido." });
  });

  it(`refuses bodies nested more than ${MAX_BODY_DEPTH} levels, with a clear message; ${MAX_BODY_DEPTH} levels pass through`, async () => {
    for (const levels of [MAX_BODY_DEPTH + 1, 1000]) {
      const res = await call("POST", "/contactar", { data: { ...contact, extra: nested(levels - 2) } });
      expect(res.statusCode, `${levels} levels`).toBe(400);
      expect(res.json()).toEqual({ error: "BODY_TOO_DEEP", message: expect.stringContaining("demasiados níveis") });
    }
    // 150 000 levels in 0.9 MB (built as text: JSON.stringify itself would overflow the stack).
    const huge = await call("POST", "/contactar", { raw: `${'{"a":'.repeat(150_000)}1${"}".repeat(150_000)}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe("BODY_TOO_DEEP");
    const ok = await call("POST", "/contactar", { data: { ...contact, extra: nested(MAX_BODY_DEPTH - 2) } });
    expect(ok.statusCode).toBe(201);
  });

  it("a null body is a 400 VALIDATION_ERROR with Portuguese messages (it crashed the password confirmation check)", async () => {
    const reset = `/users/reset-password/${"b".repeat(30)}`;
    for (const [method, url, headers] of [
      ["POST", "/users", {}],
      ["PUT", reset, {}],
      ["PATCH", `/users/${userId}`, { authorization: `Bearer ${token}` }],
    ] as const) {
      const res = await call(method, url, null, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: "VALIDATION_ERROR",
        message: "Há campos com erros. Reveja os dados assinalados.",
      });
      expect(res.json().errors._).toBe(
        "Os dados do pedido estão em falta ou não são um objeto JSON com os campos do formulário.",
      );
    }
    // Wrong types inside the body are Portuguese too, and the document check no longer reads a missing number.
    const wrong = await call(
      "PATCH",
      `/users/${userId}`,
      { nombre: 5, documento: { tipo_documento: "PASSAPORTE", pais_documento: "PT", numero_documento: 7 } },
      { authorization: `Bearer ${token}` },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      nombre: "Valor inválido: era esperado texto.",
      "documento.numero_documento": "O campo número do documento é obrigatório",
    });
    const noNumber = await call(
      "PATCH",
      `/users/${userId}`,
      { documento: { tipo_documento: "NIF", pais_documento: "PT" } },
      { authorization: `Bearer ${token}` },
    );
    expect(noNumber.statusCode).toBe(400);
  });

  it("kilometres beyond what a car can have (or the integer column can hold) are a validation error, not a 500", async () => {
    const res = await call(
      "POST",
      "/matricula/add-vehicle-db",
      {
        idUsuario: userId,
        matriculaNumber: "AA-00-AA",
        vehicleData: { marca: "Renault", modelo: "Clio", kms: 2147483648 },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ "vehicleData.kms": "Os quilómetros não podem passar de 9 999 999" });
  });

  it("a body over the size limit is a 413 in Portuguese", async () => {
    const res = await call("POST", "/contactar", { data: { ...contact, comentario: "x".repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "BODY_TOO_LARGE", message: "O pedido é demasiado grande." });
  });

  it("PATCH /users/:id with an empty address changes nothing and answers 200", async () => {
    const res = await call("PATCH", `/users/${userId}`, { address: {} }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updateSuccess: true, address: { codigo_postal: "4700-320" } });
    const some = await call(
      "PATCH",
      `/users/${userId}`,
      { address: { calle: "Rua do Souto" } },
      { authorization: `Bearer ${token}` },
    );
    expect(some.json().address.calle).toBe("Rua do Souto");
  });

  it("TRACE and CONNECT answer 405 (an unknown method never reaches a handler)", async () => {
    for (const method of ["TRACE", "CONNECT"]) {
      for (const url of ["/", `${API}/site-init`, "/qualquer/pagina"]) {
        const res = await app.inject({ method: method as "GET", url });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.json()).toEqual({ error: "METHOD_NOT_ALLOWED", message: `O método ${method} não é permitido.` });
        // The guard's answers carry the security headers like every other answer.
        expect(res.headers["x-frame-options"], `${method} ${url}`).toBe("SAMEORIGIN");
        expect(res.headers["content-security-policy"], `${method} ${url}`).toContain("default-src 'self'");
      }
    }
  });

  it("a data error PostgreSQL raises is a 400, and its log line has neither the SQL parameters nor the message", async () => {
    logs.length = 0;
    const res = await app.inject({ method: "POST", url: "/__test/nul-insert" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "INVALID_CHARACTERS",
      message: expect.stringContaining("caracteres inválidos"),
    });
    const line = logs.find((l) => l.includes("input refused by the database"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      err: { type: "DrizzleQueryError", sqlState: "22021" },
      route: "POST /__test/nul-insert",
      reqId: expect.any(String),
    });
    for (const l of logs) {
      expect(l).not.toContain("SEGREDO-DO-HASH");
      expect(l).not.toContain("nul@example.pt");
      expect(l).not.toContain("Failed query");
    }
  });

  it("the 500 log line of a failed query has the SQLSTATE, the constraint, the route and the request id only", async () => {
    logs.length = 0;
    const res = await app.inject({ method: "POST", url: "/__test/duplicate" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe("INTERNAL_ERROR");
    const line = logs.find((l) => l.includes("unhandled error"));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry).toMatchObject({
      level: 50,
      route: "POST /__test/duplicate",
      reqId: expect.any(String),
      err: { type: "DrizzleQueryError", sqlState: "23505", constraint: expect.stringContaining("email") },
    });
    expect(entry.err.message).toBeUndefined();
    for (const l of logs) {
      expect(l).not.toContain("OUTRO-HASH-SECRETO");
      expect(l).not.toContain("dup@example.pt");
      expect(l).not.toContain("insert into");
    }
  });

  it("request logs do not carry reset tokens from the URL", async () => {
    logs.length = 0;
    const secret = "c".repeat(40);
    await call("GET", `/users/reset-password/${secret}`);
    await call("GET", `/unsubscribe-newsletter/${secret}`);
    await call("GET", `/cita-previa/00000000-0000-0000-0000-000000000000?token=${secret}`);
    expect(logs.some((l) => l.includes("incoming request"))).toBe(true);
    for (const l of logs) expect(l).not.toContain(secret);
  });

  it("the database itself refuses what the guard catches (the guard is not hiding a working path)", async () => {
    await expect(database.db.execute(sql`select ${"a\u0000b"}::text`)).rejects.toMatchObject({
      cause: { code: "22021" },
    });
    await expect(database.db.execute(sql`select ${JSON.stringify(["\ud800"])}::jsonb`)).rejects.toMatchObject({
      cause: { code: "22P02" },
    });
  });
});

describe("TRACE with the web app mounted", () => {
  let database: Database;
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    // The smallest build React Router's handler accepts at creation: the web catch-all route is registered for
    // every method Fastify knows, TRACE included, and `new Request()` throws on TRACE — that was the 500.
    dir = mkdtempSync(join(tmpdir(), "rc-web-"));
    mkdirSync(join(dir, "server"));
    mkdirSync(join(dir, "client", "assets"), { recursive: true });
    writeFileSync(
      join(dir, "server", "index.js"),
      "export const entry = { module: {} };\nexport const routes = {};\nexport const assets = { version: 'x', url: '/m.js', entry: { module: '/e.js', imports: [] }, routes: {} };\nexport const future = {};\nexport const publicPath = '/';\nexport const assetsBuildDirectory = '';\nexport const ssr = true;\nexport const isSpaMode = false;\nexport const prerender = [];\nexport const routeDiscovery = { mode: 'initial' };\n",
    );
    database = await freshDatabase("pglite");
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: dir });
    await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers TRACE with 405 instead of 500", async () => {
    for (const url of ["/", "/pneus", "/api/rodacerta/pt/site-init"]) {
      const res = await app.inject({ method: "TRACE", url });
      expect(res.statusCode, `TRACE ${url}`).toBe(405);
      expect(res.headers.allow).toContain("GET");
    }
  });

  it("over a real socket, TRACE, TRACK and unknown methods get a 4xx", async () => {
    const { port } = app.server.address() as { port: number };
    const statusOf = (method: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () =>
          socket.write(`${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
        );
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString("latin1")));
        socket.on("end", () => resolve(Number(data.split(" ")[1])));
        socket.on("error", reject);
      });
    for (const method of ["TRACE", "TRACK", "FOO", "PROPFIND"]) {
      const status = await statusOf(method);
      expect(status, method).toBeGreaterThanOrEqual(400);
      expect(status, method).toBeLessThan(500);
    }
  });
});

describe("safe URLs in logs", () => {
  it("masks tokens in paths and sensitive query values, and keeps the rest", () => {
    expect(safeUrl("/api/rodacerta/pt/users/reset-password/abcdef?x=1")).toBe(
      "/api/rodacerta/pt/users/reset-password/[REDACTED]?x=1",
    );
    expect(safeUrl("/api/rodacerta/pt/newsletter/tok")).toBe("/api/rodacerta/pt/newsletter/[REDACTED]");
    expect(safeUrl("/marcacao-previa/alteracao?cita=12&token=abc&email=a%40b.pt")).toBe(
      "/marcacao-previa/alteracao?cita=12&token=[REDACTED]&email=[REDACTED]",
    );
    expect(safeUrl("/api/rodacerta/pt/newsletter")).toBe("/api/rodacerta/pt/newsletter");
  });
});
