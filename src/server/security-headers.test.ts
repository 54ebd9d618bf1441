import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers.ts";

async function appWith(hsts: boolean) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.get("/page", { config: { cspNonces: true } }, async (_req, reply) => ({ nonces: reply.cspNonce }));
  // A route with a hook of its own keeps it, and still gets its nonces.
  app.get(
    "/own-hook",
    {
      config: { cspNonces: true },
      onRequest: (_req, reply, done) => {
        reply.header("x-own", "yes");
        done();
      },
    },
    async (_req, reply) => ({ nonces: reply.cspNonce }),
  );
  app.get("/api", async (_req, reply) => ({ nonces: reply.cspNonce }));
  await app.ready();
  return app;
}

describe("security headers", () => {
  it("gives a nonce route a fresh pair of nonces, in its CSP header and on the reply", async () => {
    const app = await appWith(false);
    const [a, b] = await Promise.all([app.inject("/page"), app.inject("/page")]);
    for (const res of [a, b]) {
      const { nonces } = res.json<{ nonces: { script: string; style: string } }>();
      expect(nonces.script).toMatch(/^[0-9a-f]{32}$/);
      expect(nonces.style).toMatch(/^[0-9a-f]{32}$/);
      expect(nonces.script).not.toBe(nonces.style);
      expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'nonce-${nonces.script}';`);
      expect(res.headers["content-security-policy"]).toContain(
        `style-src 'self' 'unsafe-inline' 'nonce-${nonces.style}'`,
      );
    }
    expect(a.json().nonces.script).not.toBe(b.json().nonces.script);
    await app.close();
  });

  it("keeps a route's own onRequest hook and gives it nonces too", async () => {
    const app = await appWith(false);
    const res = await app.inject("/own-hook");
    expect(res.headers["x-own"]).toBe("yes");
    const { nonces } = res.json<{ nonces: { script: string; style: string } }>();
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'nonce-${nonces.script}';`);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    await app.close();
  });

  it("gives other routes the policy as it stands, without nonces, and helmet's other headers", async () => {
    const app = await appWith(false);
    const res = await app.inject("/api");
    expect(res.json()).toEqual({ nonces: null });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // A 404 (no route) gets them too.
    expect((await app.inject("/nowhere")).headers["x-frame-options"]).toBe("SAMEORIGIN");
    await app.close();
  });

  it("sends HSTS when asked (production over https)", async () => {
    const app = await appWith(true);
    expect((await app.inject("/api")).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await app.close();
  });
});
