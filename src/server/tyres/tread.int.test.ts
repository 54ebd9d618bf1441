import { describe, expect, it } from "vitest";
import { testApp } from "#src/server/test-support/app.ts";
import { treadImagePath } from "#src/shared/tyres/tread.ts";

/** GET /piso/{marca}/{modelo}/{temporada}.svg: the drawing result lists link instead of inlining it. */
describe("tread drawing as an image", () => {
  const t = testApp("pglite");

  it("answers an SVG image the browser may keep, locked down", async () => {
    const path = treadImagePath({
      marca: "Michelin",
      marcaSlug: "michelin",
      modeloSlug: "primacy-4",
      temporada: "verano",
    });
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toContain("max-age=");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg[^>]+data-season="verano"/);
  });

  it.each([
    "/piso/michelin/primacy-4/verao.svg",
    "/piso/michelin/primacy-4/verano.png",
    "/piso/Michelin%3Cx%3E/primacy-4/verano.svg",
    "/piso/michelin/-/verano.svg",
  ])("answers 404 in Portuguese for %s", async (path) => {
    const res = await t.app.inject(`/api/rodacerta/pt${path}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Esta imagem não existe.");
  });
});
