/**
 * The pages React Router renders, served by the Fastify host (src/server/web.ts) from the built app in build/:
 * a per-request CSP nonce instead of 'unsafe-inline' for scripts, a body limit on page form posts, a safe
 * post-login redirect, and product pages that show the database's stock. Needs `npm run build` first (the e2e
 * run builds); without build/ the suite is skipped with a warning.
 */
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { eq, gte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { tyres } from "./db/schema.ts";
import { SIMULATOR_PATH } from "./payment/gateway.ts";
import { freshPglite, testEnv } from "./test-support/db.ts";

const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));
if (!built)
  console.warn("web-pages-security: build/ não existe (npm run build); os testes das páginas foram ignorados");

/** The CSP header as directive → sources. */
function parseCsp(header: string | string[] | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** The source list a browser applies to one kind of inline content (CSP3 fallbacks). */
function effective(csp: Map<string, string[]>, kind: "script-elem" | "style-elem" | "style-attr"): string[] {
  const [base] = kind.split("-") as ["script" | "style"];
  return csp.get(`${base}-src-${kind.split("-")[1]}`) ?? csp.get(`${base}-src`) ?? csp.get("default-src") ?? [];
}

/** Whether inline content without a nonce runs: 'unsafe-inline' counts only when no nonce or hash is listed. */
function allowsInlineWithoutNonce(sources: string[]): boolean {
  return sources.includes("'unsafe-inline'") && !sources.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");

describe.skipIf(!built)("pages rendered by React Router through Fastify", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: BUILD_DIR });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("the home page's CSP has a fresh nonce and no 'unsafe-inline' for scripts, and every inline script carries it", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject("/");
      expect(res.statusCode).toBe(200);
      const csp = parseCsp(res.headers["content-security-policy"]);
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice(7, -1));
      expect(nonces).toHaveLength(1);
      const nonce = nonces[0] as string;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      seen.add(nonce);
      expect(csp.get("script-src-attr")).toEqual(["'none'"]);
      // the built stylesheets and scripts come from this origin
      expect(scriptSrc).toContain("'self'");
      expect(effective(csp, "style-elem")).toContain("'self'");
      // React's style={{…}} attributes still apply.
      expect(allowsInlineWithoutNonce(effective(csp, "style-attr"))).toBe(true);
      const tags = scriptTags(res.body);
      const inline = tags.filter((attrs) => !/\bsrc=/.test(attrs));
      expect(inline.length).toBeGreaterThanOrEqual(2); // the router context and the module bootstrap
      for (const attrs of tags) expect(attrs).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(2);
  });

  it("a product page's scripts carry the nonce too (its JSON-LD is data, not a script)", async () => {
    const [row] = await database.db.select({ id: tyres.id }).from(tyres).limit(1);
    const product = (await app.inject(`/api/rodacerta/pt/neumaticos/${row?.id}`)).json();
    const res = await app.inject(product.url);
    expect(res.statusCode).toBe(200);
    const nonce = (parseCsp(res.headers["content-security-policy"]).get("script-src") ?? [])
      .find((s) => s.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(nonce).toBeTruthy();
    for (const attrs of scriptTags(res.body)) {
      if (/type="application\/ld\+json"/.test(attrs)) continue;
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it("the API's JSON and the payment simulator's page keep working under the policy", async () => {
    const health = await app.inject("/api/rodacerta/pt/health");
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe("ok");
    expect(parseCsp(health.headers["content-security-policy"]).get("script-src")).not.toContain("'unsafe-inline'");
    const sim = await app.inject(SIMULATOR_PATH);
    expect(sim.statusCode).toBe(400);
    expect(sim.body).toContain("<style>");
    const csp = parseCsp(sim.headers["content-security-policy"]);
    expect(allowsInlineWithoutNonce(effective(csp, "style-elem"))).toBe(true);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("a 2 MB form post to /login gets a quick 413 page in Portuguese", async () => {
    const started = Date.now();
    const res = await app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: `email=a%40b.pt&password=${"x".repeat(2 * 1024 * 1024)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("demasiado grande");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a streamed (chunked) 2 MB post is cut off at the limit, without reading it all", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const chunk = Buffer.alloc(16 * 1024, "x");
    const total = 2 * 1024 * 1024;
    const result = await new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/login",
          headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
        },
        (res) => {
          answered = true;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d: string) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, written }));
        },
      );
      req.on("error", (error) => (answered ? undefined : reject(error)));
      const pump = async () => {
        req.write("password=");
        while (!answered && written < total) {
          req.write(chunk);
          written += chunk.length;
          await new Promise((r) => setTimeout(r, 2));
        }
        if (!answered) req.end();
      };
      void pump();
    });
    expect(result.status).toBe(413);
    expect(result.body).toContain("demasiado grande");
    expect(result.written).toBeLessThan(total);
  });

  it("a normal login form post still signs in, and a hostile ?next= lands on the private area", async () => {
    const email = "forma@example.pt";
    const created = await app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/users",
      payload: {
        nombre: "Rita",
        apellidos: "Sousa",
        email,
        password: "segredo9",
        confirmPassword: "segredo9",
        telefono: "913 456 789",
        codigo_postal: "4700-320",
        privacidad: true,
        permiso_comercial: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const login = (next: string) =>
      app.inject({
        method: "POST",
        url: `/login?next=${encodeURIComponent(next)}`,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost:80",
          host: "localhost:80",
        },
        payload: new URLSearchParams({ email, password: "segredo9" }).toString(),
      });
    const ok = await login("/area-privado/encomendas");
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe("/area-privado/encomendas");
    expect(String(ok.headers["set-cookie"])).toMatch(/^rc_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    const evil = await login("/\\evil.example");
    expect(evil.statusCode).toBe(302);
    expect(evil.headers.location).toBe("/area-privado");
  });

  it("the product page shows the database's stock at once, not the catalogue loaded at start", async () => {
    const [row] = await database.db.select({ id: tyres.id }).from(tyres).where(gte(tyres.stock, 4)).limit(1);
    const id = row?.id as string;
    const url = (await app.inject(`/api/rodacerta/pt/neumaticos/${id}`)).json().url as string;
    // The catalogue in memory hears of the change through its trigger (decision 013): moments later, at once.
    const soon = { timeout: 5000, interval: 20 };
    await database.db.update(tyres).set({ stock: 0 }).where(eq(tyres.id, id));
    await vi.waitFor(async () => expect((await app.inject(url)).body).toContain("Sem stock de momento"), soon);
    const out = await app.inject(url);
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain("Sem stock de momento");
    expect(out.body).toContain("https://schema.org/OutOfStock");
    expect(out.body).not.toContain("https://schema.org/InStock");
    expect(out.body).toContain("Avise-me quando houver stock");
    await database.db.update(tyres).set({ stock: 2 }).where(eq(tyres.id, id));
    await vi.waitFor(async () => expect((await app.inject(url)).body).toContain("Últimas 2 unidades"), soon);
    const few = await app.inject(url);
    expect(few.body).toContain("Últimas 2 unidades");
    expect(few.body).toContain("https://schema.org/InStock");
    // the quantity list offers no more than the two left
    const select = few.body.match(/<select id="qty-[^"]+" name="cantidad"[^>]*>(.*?)<\/select>/)?.[1] ?? "";
    expect(select.match(/<option/g)).toHaveLength(2);
  });
});
