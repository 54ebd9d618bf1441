/**
 * What a page's first load brings (issue 15, goal 3: "no zod or libphonenumber in pages that don't validate"),
 * checked on the built app (needs a build: `BUILD_DIR=build-… npx react-router build`; skipped without one): every
 * script a page names (module scripts, modulepreloads, the inline `import`s) is read from the build and looked
 * through for zod and for libphonenumber's metadata. The professional form still validates in the browser with the
 * shared schema: its route module imports it lazily, when the visitor starts filling the form.
 * bench/page-weight.ts measures the sizes; this test guards what they depend on.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { localPath } from "#src/shared/i18n/paths.ts";
import { PROFESSIONAL_KINDS } from "#src/shared/professional/application.schema.ts";
import { BUILD_DIR, startPageApp, webBuilt } from "./test-support/pages.ts";

/** Strings only zod (its core's type names) and libphonenumber-js (its metadata's keys) hold. */
const ZOD = "$ZodType";
const LIBPHONENUMBER = "country_calling_codes";

const asset = (url: string) => readFileSync(join(BUILD_DIR, "client", url), "utf8");

/** Every script the page's HTML names: its first load. */
function firstLoad(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import(?:\(| \* as \w+ from |\s*)"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  return [...urls];
}

/** A chunk and the chunks it imports statically (`from"./x.js"`, `import"./x.js"`), transitively. */
function withStaticImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const m of asset(url).matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
    withStaticImports(`/assets/${m[1]!}`, seen);
  return seen;
}

/** The chunks a module loads later (`import("./x.js")`), with what they import. */
function lazyImports(url: string): string[] {
  const out = new Set<string>();
  for (const m of asset(url).matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g))
    for (const u of withStaticImports(`/assets/${m[1]!}`)) out.add(u);
  return [...out];
}

/** The scripts among `urls` that hold `marker`. */
const holding = (urls: Iterable<string>, marker: string) => [...urls].filter((u) => asset(u).includes(marker));

describe.skipIf(!webBuilt("web-pages-weight"))(
  "first-load JavaScript: zod and libphonenumber only where a form validates",
  () => {
    const site = startPageApp();
    let cookie = "";

    beforeAll(async () => {
      const created = await site.app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/users",
        payload: {
          nombre: "Rita",
          apellidos: "Peso",
          email: "rita.peso@example.pt",
          password: "secreto9",
          confirmPassword: "secreto9",
          telefono: "912345678",
          codigo_postal: "1000-001",
          privacidad: true,
          permiso_comercial: false,
        },
      });
      expect(created.statusCode).toBe(201);
      cookie = `rc_session=${encodeURIComponent(created.json().token as string)}`;
    });

    it("the control: the markers are found in the build (zod and libphonenumber-js are in it, for the forms)", () => {
      const scripts = readdirSync(join(BUILD_DIR, "client", "assets"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => `/assets/${f}`);
      expect(holding(scripts, ZOD).length).toBeGreaterThan(0);
      expect(holding(scripts, LIBPHONENUMBER).length).toBeGreaterThan(0);
    });

    const PUBLIC = ["/", "/acesso-profissionais", "/kits-ozono", "/carro/travoes", "/login", "/contato"];
    for (const path of PUBLIC.flatMap((p) => [p, localPath("es", p)]))
      it(`${path}: neither zod nor libphonenumber in the first load`, async () => {
        const page = await site.get(path);
        expect(page.statusCode, path).toBe(200);
        const scripts = firstLoad(page.body);
        expect(scripts.length, path).toBeGreaterThan(3);
        expect(holding(scripts, ZOD), path).toEqual([]);
        expect(holding(scripts, LIBPHONENUMBER), path).toEqual([]);
      });

    it("the professional form checks the shared schema in the browser, loaded once the visitor fills it", async () => {
      const page = await site.get("/acesso-profissionais", { cookie });
      expect(page.body).toContain("Enviar candidatura");
      const routeModule = /import \* as route1 from "(\/assets\/professional-access-[\w-]+\.js)"/.exec(page.body)?.[1];
      expect(routeModule, "the page's route module").toBeDefined();
      const later = lazyImports(routeModule!);
      // The schema (its NIF message), zod and the phone rule's metadata arrive with that lazy import.
      expect(holding(later, "validation.professionalNifInvalid")).not.toEqual([]);
      expect(holding(later, ZOD)).not.toEqual([]);
      expect(holding(later, LIBPHONENUMBER)).not.toEqual([]);
      expect(holding(firstLoad(page.body), ZOD)).toEqual([]);
      // The kinds of business the page lists without the schema's values: the schema's, in its order.
      const select = /<select[^>]*name="tipo"[^>]*>([\s\S]*?)<\/select>/.exec(page.body)?.[1] ?? "";
      const options = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
      expect(options).toEqual(["", ...PROFESSIONAL_KINDS]);
    });

    it("the ozone kits page does not carry the service pages' copy", async () => {
      const page = await site.get("/kits-ozono");
      expect(page.statusCode).toBe(200);
      // A sentence of the brakes page (service-pages.ts data), not shown on the kits page.
      expect(holding(firstLoad(page.body), "Chiadeira metálica ao travar")).toEqual([]);
    });

    it("the workshop pages name weekdays without the slot rules' time-zone library", async () => {
      for (const path of ["/oficinas-mecanicas", "/oficinas-mecanicas/lisboa", "/talleres"]) {
        const page = await site.get(path);
        expect(page.statusCode, path).toBe(200);
        // @date-fns/tz's TZDate (its `constructDateFrom` symbol): what booking/slots.ts brought with WEEKDAY_LABEL.
        expect(holding(firstLoad(page.body), "constructDateFrom"), path).toEqual([]);
      }
    });

    it("a page preloads no namespace for a message or two: the buy button's and the AC page's have their own", async () => {
      const namespaces = async (path: string) =>
        [...(await site.get(path)).body.matchAll(/href="\/assets\/messages-(?:pt|es)-(\w+)-[\w-]+\.js"/g)].map(
          (m) => m[1],
        );
      const results = await site.get("/seletor/resultados?ancho=205&serie=55&llanta=16");
      const product = /href="(\/pneus\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(results.body)?.[1];
      expect(product, "a product page").toBeDefined();
      const productNs = await namespaces(product!);
      expect(productNs).toContain("tyres");
      expect(productNs).not.toContain("checkout");
      expect(await namespaces("/carrinho")).toContain("checkout");
      for (const hub of ["/carro", "/carro/travoes", "/coche"]) {
        const ns = await namespaces(hub);
        expect(ns, hub).toContain("services");
        expect(ns, hub).not.toContain("ac");
      }
      expect(await namespaces("/carro/carga-de-ar-condicionado")).toEqual(expect.arrayContaining(["services", "ac"]));
    });

    it("the private area shows the phone as people read it, formatted by the server, without libphonenumber", async () => {
      for (const path of ["/area-privado", "/area-privada"]) {
        const page = await site.get(path, { cookie });
        expect(page.statusCode, path).toBe(200);
        expect(page.body, path).toContain("+351 912 345 678");
        const scripts = firstLoad(page.body);
        expect(holding(scripts, LIBPHONENUMBER), path).toEqual([]);
        expect(holding(scripts, ZOD), path).toEqual([]);
      }
    });
  },
);
