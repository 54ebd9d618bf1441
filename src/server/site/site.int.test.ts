import { expect, it, vi } from "vitest";
import { maintenanceWindows } from "../db/schema.ts";
import { eachDatabase } from "../test-support/db.ts";
import { testApp } from "#src/server/test-support/app.ts";

eachDatabase("site API", (kind) => {
  const t = testApp(kind, { now: () => now });
  let now = new Date("2026-11-22T10:00:00Z");

  it("GET /site-init answers the site settings and the catalogue size", async () => {
    const res = await t.app.inject("/api/rodacerta/pt/site-init");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      idioma: "pt",
      pais: "PT",
      moneda: "EUR",
      versiones: { basket: 7, selector: 2, motoSelector: 4 },
    });
    expect(body.catalogo.neumaticos).toBeGreaterThanOrEqual(20000);
    expect(body.mantenimiento.activo).toBe(false);
  });

  it("GET /site-init says the site runs in demo mode (simulated payments) unless NODE_ENV is production", async () => {
    const body = (await t.app.inject("/api/rodacerta/pt/site-init")).json();
    expect(body.demo).toBe(true);
  });

  it("maintenance becomes active when now + 2 h lies within a window", async () => {
    await t.database.db.insert(maintenanceWindows).values({
      activo: true,
      fechaInicio: new Date("2026-11-22T11:30:00Z"),
      fechaFin: new Date("2026-11-22T13:00:00Z"),
    });
    // site-init reads the windows from memory: the insert's trigger announces it and the read model reloads.
    await vi.waitFor(
      async () =>
        expect((await t.app.inject("/api/rodacerta/pt/mantenimiento")).json()).toContainEqual(
          expect.objectContaining({ fecha_inicio: "2026-11-22T11:30:00.000Z" }),
        ),
      { timeout: 5000, interval: 20 },
    );
    now = new Date("2026-11-22T09:00:00Z"); // +2 h = 11:00, before the start
    expect((await t.app.inject("/api/rodacerta/pt/site-init")).json().mantenimiento.activo).toBe(false);
    now = new Date("2026-11-22T10:00:00Z"); // +2 h = 12:00, inside
    expect((await t.app.inject("/api/rodacerta/pt/site-init")).json().mantenimiento.activo).toBe(true);
    const list = (await t.app.inject("/api/rodacerta/pt/mantenimiento")).json();
    expect(list).toContainEqual({
      activo: true,
      fecha_inicio: "2026-11-22T11:30:00.000Z",
      fecha_fin: "2026-11-22T13:00:00.000Z",
    });
  });

  it("health check reports the database", async () => {
    const res = await t.app.inject("/api/rodacerta/pt/health");
    expect(res.json()).toEqual({ status: "ok", db: kind, catalogue: 1 });
  });

  it("sets helmet security headers", async () => {
    const res = await t.app.inject("/api/rodacerta/pt/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("unknown brand and unknown path get the error shape", async () => {
    const brand = await t.app.inject("/api/xpto/pt/site-init");
    expect(brand.statusCode).toBe(404);
    expect(brand.json()).toMatchObject({ error: "UNKNOWN_BRAND" });
    // A language the API does not have, or one written encoded (it would be read as Portuguese by the answer).
    for (const lang of ["fr", "%65s"]) {
      const res = await t.app.inject(`/api/rodacerta/${lang}/site-init`);
      expect(res.statusCode, lang).toBe(404);
      expect(res.json()).toMatchObject({ error: "UNKNOWN_LANGUAGE" });
    }
    expect((await t.app.inject("/api/rodacerta/es/site-init")).statusCode).toBe(200);
    const path = await t.app.inject("/api/rodacerta/pt/nada-aqui");
    expect(path.statusCode).toBe(404);
    expect(path.json()).toMatchObject({ error: "NOT_FOUND", message: expect.any(String) });
  });

  it("validation errors name the field in Portuguese", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/callback",
      payload: { telefono: "12ab" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "VALIDATION_ERROR",
      message: expect.any(String),
      errors: { telefono: "O telefone só pode ter algarismos" },
    });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/callback",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("INVALID_JSON");
  });

  it("refuses blacklisted phones and rate-limits call-back requests", async () => {
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/callback",
      payload: { telefono: "910 000 000" },
      remoteAddress: "10.9.9.9",
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error).toBe("BLACKLISTED");
    // The Spanish site reads 910 000 000 as a Madrid number, but it is refused there too (+351910000000 is listed).
    const onSpanishSite = await t.app.inject({
      method: "POST",
      url: "/api/rodacerta/es/callback",
      payload: { telefono: "910 000 000" },
      remoteAddress: "10.9.9.8",
    });
    expect(onSpanishSite.json().error).toBe("BLACKLISTED");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/callback",
        payload: { telefono: "912 345 678" },
        remoteAddress: "10.1.1.1",
        headers: { "x-forwarded-for": `1.2.3.${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers["retry-after"]).toBeDefined();
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe("RodaCerta API");
    expect(Object.keys(doc.paths)).toContain("/api/{brand}/{lang}/site-init");
    expect((await t.app.inject("/api/docs")).statusCode).toBeLessThan(400);
  });
});
