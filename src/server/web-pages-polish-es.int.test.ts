/**
 * The Spanish site's polish (a tester's walk through /es), rendered by the built app: the tyre landings' Spanish
 * addresses (and 301s from the old ones), no Portuguese word in any /sitemap-es.xml address, the Spanish 404 for a
 * browser that prefers Spanish, the new-password page with a made-up token, the selector results reached with the
 * Portuguese parameter names, the private area's phone, and the Portuguese twins unchanged. Needs a build
 * (`BUILD_DIR=build-… npx react-router build`); without one the suite is skipped with a warning.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { portugueseWordsIn } from "#src/shared/i18n/portuguese-words.ts";
import { BUILD_DIR, expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

const ORIGIN = "https://www.rodacerta.pt";
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

describe.skipIf(!webBuilt("web-pages-polish-es"))("the Spanish site's polish", () => {
  const site = startPageApp();
  let cookie = "";

  beforeAll(async () => {
    const created = await site.app.inject({
      method: "POST",
      url: "/api/rodacerta/es/users",
      payload: {
        nombre: "Lucía",
        apellidos: "García",
        email: "pulido.es@example.es",
        password: "secreto9",
        confirmPassword: "secreto9",
        telefono: "+34 612 345 678",
        codigo_postal: "28013",
        privacidad: true,
        permiso_comercial: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    cookie = `rc_session=${encodeURIComponent(created.json().token as string)}`;
  });

  it("serves the tyre landings on Spanish addresses and moves the old ones there (301)", async () => {
    for (const path of [
      "/neumaticos/furgoneta",
      "/neumaticos/calidad-precio",
      "/neumaticos/alineacion-de-neumaticos",
      "/neumaticos/equilibrado-de-neumaticos",
      "/neumaticos/reparacion-de-pinchazos",
      "/neumaticos/seguro-del-neumatico",
      "/neumaticos/michelin-moto",
    ]) {
      const canonical = `<link rel="canonical" href="${ORIGIN}${path}"/>`;
      const { html } = expectPage("es", await site.get(path), [canonical], { within: "html" });
      for (const old of ["carrinha", "quality", "alinhamento", "equilibragem", "reparacao-de-furos", "seguro-do-pneu"])
        expect(html, `${path}: ${old}`).not.toContain(`href="/neumaticos/${old}`);
    }
    for (const [old, now] of [
      ["/neumaticos/carrinha", "/neumaticos/furgoneta"],
      ["/neumaticos/quality?pagina=2", "/neumaticos/calidad-precio?pagina=2"],
      ["/neumaticos/alinhamento-de-pneus", "/neumaticos/alineacion-de-neumaticos"],
      ["/neumaticos/equilibragem-de-pneus", "/neumaticos/equilibrado-de-neumaticos"],
      ["/neumaticos/reparacao-de-furos", "/neumaticos/reparacion-de-pinchazos"],
      ["/neumaticos/seguro-do-pneu", "/neumaticos/seguro-del-neumatico"],
      ["/neumaticos/michelin-mota", "/neumaticos/michelin-moto"],
    ] as const) {
      const res = await site.get(old);
      expect([res.statusCode, res.headers.location], old).toEqual([301, now]);
    }
    // The Portuguese pages keep their addresses and their words.
    for (const path of ["/pneus/carrinha", "/pneus/quality", "/pneus/seguro-do-pneu", "/pneus/michelin-mota"])
      expectPage("pt", await site.get(path), [`<link rel="canonical" href="${ORIGIN}${path}"/>`], { within: "html" });
  });

  it("lists no address with a Portuguese word in /sitemap-es.xml, and the menu links to the Spanish landings", async () => {
    const res = await site.get("/sitemap-es.xml");
    expect(res.statusCode).toBe(200);
    const paths = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));
    expect(paths).toEqual(expect.arrayContaining(["/neumaticos/furgoneta", "/neumaticos/michelin-moto"]));
    // A tyre model's and a product's own names (brand, model, size) are data, not words of the site.
    const ours = paths.filter((p) => !/^\/neumaticos\/[^/]+\/[^/]+/.test(p));
    expect(ours.length).toBeGreaterThan(50);
    const leaks = ours.flatMap((p) => portugueseWordsIn(p).map((w) => `${p}: ${w}`));
    expect(leaks).toEqual([]);
    const { html } = expectPage("es", await site.get("/neumaticos"), ['href="/neumaticos/furgoneta"'], {
      within: "html",
    });
    expect(html).not.toMatch(/href="\/neumaticos\/(carrinha|quality|[a-z-]+-mota)"/);
  });

  it("answers an unknown address with the Spanish 404 when the browser prefers Spanish, else the Portuguese one", async () => {
    const spanish = await site.get("/esta-pagina-no-existe?x=1", { "accept-language": "es-ES,es;q=0.9,en;q=0.8" });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe("/es/esta-pagina-no-existe?x=1");
    expect(String(spanish.headers.vary)).toMatch(/Accept-Language/i);
    const es = await site.get("/es/esta-pagina-no-existe?x=1", { "accept-language": "es-ES" });
    expectPage("es", es, [], { status: 404 });
    for (const header of [undefined, "pt-PT,pt;q=0.9,es;q=0.8", "en-GB"]) {
      const pt = await site.get("/esta-pagina-no-existe", header ? { "accept-language": header } : {});
      expectPage("pt", pt, [], { status: 404 });
    }
    // /404.html is the Portuguese page whatever the browser says.
    expectPage("pt", await site.get("/404.html", { "accept-language": "es" }), [], { status: 404 });
  });

  it("says that a made-up reset link is not valid (not «fields with errors»), on opening it and on saving", async () => {
    for (const [lang, url, expired, notSaid] of [
      ["es", "/nueva-contrasena?token=falso", "El enlace ya no es válido", "Hay campos con errores"],
      ["pt", "/nova-password?token=falso", "O link já não é válido", "Há campos com erros"],
    ] as const) {
      expectPage(lang, await site.get(url), [expired], { absent: [notSaid] });
      const saved = await site.post(url, { password: "nueva123", confirmPassword: "nueva123" }, SAME_ORIGIN);
      expectPage(lang, saved, [expired], { absent: [notSaid] });
    }
  });

  it("shows the selector results reached with the Portuguese parameter names on both sites", async () => {
    expectPage("es", await site.get("/selector/resultados?largura=205&serie=55&jante=16"), ["205/55 R16"]);
    expectPage("es", await site.get("/selector/resultados?ancho=205&serie=55&llanta=16"), ["205/55 R16"]);
    expectPage("pt", await site.get("/seletor/resultados?largura=205&serie=55&jante=16"), ["205/55 R16"]);
  });

  it("writes the phone of the private area's summary grouped, and the gender as optional", async () => {
    expectPage("es", await site.get("/area-privada", { cookie }), ["+34 612 34 56 78"], {
      absent: ["+34612345678"],
    });
    expectPage("es", await site.get("/registro"), ["Género (opcional)"], { absent: ["optativo"] });
  });

  it("writes the date step's days in lower case on the Spanish site (the style sheet capitalizes Portuguese only)", () => {
    const dir = join(BUILD_DIR, "client", "assets");
    const css = readdirSync(dir)
      .filter((f) => f.endsWith(".css"))
      .map((f) => readFileSync(join(dir, f), "utf8"))
      .join("\n");
    expect(css).toMatch(/html\[lang=(es-ES|"es-ES")\] \.day-list \.day\{text-transform:none\}/);
  });
});
