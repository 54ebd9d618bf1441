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
/** A string only Lingui's runtime (`@lingui/core`'s I18n class) holds: pages format messages with i18n/format.ts. */
const LINGUI_RUNTIME = "Attempted to call a translation function without setting a locale";

/** A product page of the demo catalogue (its model page drops the size). */
const PRODUCT = "/pneus/michelin/pilot-sport-5-205-55-r16-91h-100325";

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

/** The scripts `urls` name with everything they import statically. */
function withStaticImportsOf(urls: string[]): Set<string> {
  const seen = new Set<string>();
  for (const u of urls) withStaticImports(u, seen);
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
      expect(await namespaces("/carrinho")).toContain("checkoutFrame");
      for (const hub of ["/carro", "/carro/travoes", "/coche"]) {
        const ns = await namespaces(hub);
        expect(ns, hub).toContain("services");
        expect(ns, hub).not.toContain("ac");
      }
      expect(await namespaces("/carro/carga-de-ar-condicionado")).toEqual(expect.arrayContaining(["services", "ac"]));
    });

    it("no script of the client build holds Lingui's runtime (messages are written by i18n/format.ts)", () => {
      const scripts = readdirSync(join(BUILD_DIR, "client", "assets"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => `/assets/${f}`);
      expect(scripts.length).toBeGreaterThan(20);
      expect(holding(scripts, LINGUI_RUNTIME)).toEqual([]);
      // The control: the marker is Lingui's (the package is still installed, for format.test.ts).
      const lingui = readFileSync(join("node_modules", "@lingui", "core", "dist", "index.mjs"), "utf8");
      expect(lingui).toContain(LINGUI_RUNTIME);
    });

    it("the sign-in, registration, contact and professional pages preload their screen's messages, not the account's", async () => {
      const namespaces = async (path: string, cookie?: string) => {
        const page = await site.get(path, cookie ? { cookie } : undefined);
        expect(page.statusCode, path).toBe(200);
        return [...page.body.matchAll(/href="\/assets\/messages-(?:pt|es)-(\w+)-[\w-]+\.js"/g)].map((m) => m[1]);
      };
      const expected: [string, string][] = [
        ["/login", "signin"],
        ["/registo", "signin"],
        ["/contato", "contact"],
        ["/ligamos-lhe", "contact"],
        ["/newsletter", "contact"],
        ["/acesso-profissionais", "professional"],
      ];
      for (const [pt, ns] of expected)
        for (const path of [pt, localPath("es", pt)]) {
          const preloaded = await namespaces(path);
          expect(preloaded, path).toContain(ns);
          expect(preloaded, path).not.toContain("account");
        }
      // The signed-in professional form and the private area still get the account's own messages.
      expect(await namespaces("/acesso-profissionais", cookie)).toContain("professional");
      expect(await namespaces("/area-privado", cookie)).toContain("account");
    });

    it("tyre, battery and oil-pack pages preload their screen's messages, not the other tyre screens'", async () => {
      const namespaces = async (path: string) => {
        const page = await site.get(path);
        expect(page.statusCode, path).toBe(200);
        return [...page.body.matchAll(/href="\/assets\/messages-(?:pt|es)-(\w+)-[\w-]+\.js"/g)].map((m) => m[1]);
      };
      // Each screen's own namespace (the cards' copy, `tyreCard`, goes with every page that shows a tyre or a price).
      const SCREENS = [
        "tyreResults",
        "tyreProduct",
        "tyreSelector",
        "tyreAssistant",
        "tyreLanding",
        "batteries",
        "oilPacks",
      ];
      const results = "/seletor/resultados?ancho=205&serie=55&llanta=16";
      const product = /href="(\/pneus\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec((await site.get(results)).body)?.[1];
      expect(product, "a product page").toBeDefined();
      const expected: [string, string[]][] = [
        [results, ["tyreResults", "tyreCard"]],
        [product!, ["tyreProduct", "tyreCard"]],
        ["/seletor/matricula", ["tyreSelector"]],
        ["/pneus-de-troca/assistente", ["tyreAssistant"]],
        ["/pneus", ["tyreLanding"]],
        ["/pneus/michelin", ["tyreLanding"]],
        ["/carro/baterias", ["batteries"]],
        ["/mudanca-de-oleo-filtros", ["oilPacks"]],
      ];
      for (const [pt, own] of expected)
        for (const path of [pt, localPath("es", pt)]) {
          const preloaded = await namespaces(path);
          expect(preloaded, path).toEqual(expect.arrayContaining(own));
          for (const other of SCREENS.filter((ns) => !own.includes(ns))) expect(preloaded, path).not.toContain(other);
        }
      // The error pages' and notices' messages are not part of the shell every page preloads.
      expect(await namespaces("/")).not.toContain("errors");
      const missing = await site.get("/pagina-que-nao-existe");
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toMatch(/href="\/assets\/messages-pt-errors-[\w-]+\.js"/);
    });

    it("no page's first load carries the map of every namespace chunk: preloaded chunks are imported by URL", async () => {
      const maps = readdirSync(join(BUILD_DIR, "client", "assets")).filter((f) => /^modules-(pt|es)-.*\.js$/.test(f));
      expect(maps.length, "one chunk map per language").toBe(2);
      // The control: each map names every namespace chunk of its language.
      for (const f of maps) expect(asset(`/assets/${f}`)).toMatch(/messages-(pt|es)-tyreCard-/);
      for (const path of ["/", "/es", "/carro/travoes", "/login", "/seletor/resultados?ancho=205&serie=55&llanta=16"]) {
        const scripts = [...withStaticImportsOf(firstLoad((await site.get(path)).body))];
        expect(
          scripts.filter((u) => /\/modules-(pt|es)-/.test(u)),
          path,
        ).toEqual([]);
        expect(holding(scripts, "messages-pt-tyreCard-"), path).toEqual([]);
      }
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

    /** The message namespaces a page preloads. */
    const preloads = async (path: string) => {
      const page = await site.get(path);
      expect(page.statusCode, path).toBe(200);
      return [...page.body.matchAll(/href="\/assets\/messages-(?:pt|es)-(\w+)-[\w-]+\.js"/g)].map((m) => m[1]);
    };
    /** A page's first load: the scripts its HTML names and everything they import statically. */
    const loaded = async (path: string) => {
      const page = await site.get(path);
      expect(page.statusCode, path).toBe(200);
      return [...withStaticImportsOf(firstLoad(page.body))];
    };

    it("the basket has its own route module: no other checkout step's code, no step's messages", async () => {
      // Strings only the other steps' code holds (their message keys) and the basket step's own.
      const OTHER_STEPS = [
        "checkoutBilling.billingNif",
        "checkoutConfirmation.retrySubmit",
        "checkoutRegister.registerTitle",
        "checkoutPayment.paymentContinue",
        "checkoutWorkshop.workshopsSearch",
      ];
      const scripts = readdirSync(join(BUILD_DIR, "client", "assets"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => `/assets/${f}`);
      // The control: the build holds each of them (the steps' module, checkout.tsx).
      for (const marker of [...OTHER_STEPS, "checkoutRequest.requestRemove"])
        expect(holding(scripts, marker), marker).not.toEqual([]);
      for (const path of ["/carrinho", "/cesta", "/carrinho/pedido"]) {
        const first = await loaded(path);
        expect(holding(first, "checkoutRequest.requestRemove"), path).not.toEqual([]);
        for (const marker of OTHER_STEPS) expect(holding(first, marker), `${path}: ${marker}`).toEqual([]);
        // The empty basket needs the frame's messages only.
        const ns = await preloads(path);
        expect(ns, path).toContain("checkoutFrame");
        for (const other of ["checkout", "checkoutRequest", "checkoutBilling", "checkoutConfirmation"])
          expect(ns, path).not.toContain(other);
      }
      // The other steps are still their own pages (an empty basket is sent back to the basket step).
      const step = await site.get("/carrinho/dados-de-facturacao");
      expect(step.statusCode).toBe(302);
      expect(step.headers.location).toBe("/carrinho/pedido");
    });

    it("the oil pages and the motorbike selector preload their screen's messages, not the other screens'", async () => {
      const SCREENS = ["oilAssistant", "oilPack", "oilFacts", "oilSafety", "oilPacks", "motoSteps", "motoResults"];
      const expected: [string, string[]][] = [
        ["/mudanca-de-oleo-filtros", ["oilPacks", "oilFacts"]],
        ["/mudanca-de-oleo-filtros/pack-plus", ["oilPack", "oilFacts", "oil"]],
        ["/mudanca-de-oleo-filtros/assistente", ["oilAssistant"]],
        ["/mudanca-de-oleo-filtros/teste-de-seguranca", ["oilSafety"]],
        ["/selector-moto", ["moto"]],
      ];
      for (const [pt, own] of expected)
        for (const path of [pt, localPath("es", pt)]) {
          const ns = await preloads(path);
          expect(ns, path).toEqual(expect.arrayContaining(own));
          for (const other of SCREENS.filter((s) => !own.includes(s))) expect(ns, path).not.toContain(other);
        }
      // The packs page writes no pack line: not even the oil pages' shared namespace.
      expect(await preloads("/mudanca-de-oleo-filtros")).not.toContain("oil");
    });

    it("pages that write a price without a tyre card load neither the cards' copy nor their messages", async () => {
      // The tyre cards' copy (tyre-copy.ts): its code holds this key.
      const CARD_COPY = "tyreCard.workingDays";
      const results = "/seletor/resultados?ancho=205&serie=55&llanta=16";
      // The control: a results page loads it.
      expect(holding(await loaded(results), CARD_COPY)).not.toEqual([]);
      expect(await preloads(results)).toContain("tyreCard");
      for (const pt of ["/pneus", "/pneus/michelin", "/carro/baterias", "/mudanca-de-oleo-filtros"])
        for (const path of [pt, localPath("es", pt)]) {
          expect(holding(await loaded(path), CARD_COPY), path).toEqual([]);
          expect(await preloads(path), path).not.toContain("tyreCard");
        }
      // The tyre index and the size selector name "Pneus" in their breadcrumb only: a common word, not the tyres' namespace.
      for (const path of ["/pneus", "/neumaticos", "/seletor", "/selector"])
        expect(await preloads(path), path).not.toContain("tyres");
    });

    it("the workshop finder, the size selector, the oil assistant, the booking, the results and the product pages load later screens' code on demand", async () => {
      // Strings only the code loaded on demand holds: the results' map (its OpenStreetMap tiles), the selector's lead
      // step and preferences (their message keys), the oil assistant's later steps (theirs).
      const LATER: [string, string[]][] = [
        ["/oficinas-mecanicas", ["tile.openstreetmap.org", "workshops.chooseWorkshop"]],
        ["/seletor", ["tyreSelector.leadTitle", "tyres.prefRunflatOnly"]],
        ["/mudanca-de-oleo-filtros/assistente", ["oilAssistant.kmsLabel", "oilFacts.factOil"]],
        // The booking's later steps (details, date and time), the results' banner for a plate search and the model
        // page's tyre cards.
        ["/marcacao-previa", ["booking.fieldNombre", "booking.currentBooking"]],
        ["/seletor/resultados?ancho=205&serie=55&llanta=16", ["tyreCard.bannerTitle"]],
        [PRODUCT, ["tyre-card-highlight"]],
      ];
      const scripts = readdirSync(join(BUILD_DIR, "client", "assets"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => `/assets/${f}`);
      for (const [pt, markers] of LATER)
        for (const path of [pt, localPath("es", pt)]) {
          const page = await site.get(path);
          expect(page.statusCode, path).toBe(200);
          // Written in place, not moved to the end of the page behind the script that puts them back (`$RC`), which
          // a browser without JavaScript never runs (entry.server.tsx: progressiveChunkSize).
          expect(page.body, path).not.toContain("<!--$?-->");
          const first = [...withStaticImportsOf(firstLoad(page.body))];
          // The route module imports them lazily (the control: the build and the route's lazy imports hold them).
          const later = first.flatMap(lazyImports);
          for (const marker of markers) {
            expect(holding(scripts, marker), marker).not.toEqual([]);
            expect(holding(first, marker), `${path}: ${marker}`).toEqual([]);
            expect(holding(later, marker), `${path}: ${marker} on demand`).not.toEqual([]);
          }
        }
      // The server still renders them whole and in place: the finder's cards and map, the results' filters, the
      // product's details, a later booking step.
      for (const path of ["/oficinas-mecanicas?cp=1000-001", "/marcacao-previa/selecao-oficina?cp=1000-001"])
        expect((await site.get(path)).body, path).not.toContain("<!--$?-->");
      const found = await site.get("/oficinas-mecanicas?cp=1000-001");
      expect(found.body).toContain('class="card workshop-card"');
      expect(found.body).toContain('class="workshop-map"');
      expect((await site.get("/seletor/resultados?ancho=205&serie=55&llanta=16")).body).toContain('id="filtros"');
      expect((await site.get(PRODUCT)).body).toContain('class="product-details"');
      expect((await site.get(PRODUCT.replace(/-205-.*/, ""))).body).toContain('class="card tyre-card');
    });

    it("the root layout, the SEO tags and the breadcrumbs are one chunk that every page loads (vite.config.ts)", async () => {
      // Their code holds these: the skip link's key (root layout), og:site_name (seo.ts), the breadcrumbs' label.
      const MARKERS = ["shell.skipToContent", "og:site_name", "common.breadcrumbsLabel"];
      const shells = new Set<string>();
      for (const path of ["/", "/aviso-legal", PRODUCT, "/marcacao-previa", "/es"]) {
        const page = await site.get(path);
        expect(page.statusCode, path).toBe(200);
        const first = [...withStaticImportsOf(firstLoad(page.body))];
        for (const marker of MARKERS) {
          const found = holding(first, marker);
          expect(found, `${path}: ${marker}`).toHaveLength(1);
          shells.add(found[0]!);
        }
      }
      expect([...shells]).toHaveLength(1);
    });

    it("the product page shows its tread drawing as the loader drew it, without the code that draws it", async () => {
      // A string only the drawing code holds (src/shared/tyres/tread.ts).
      const DRAWING_CODE = 'stroke-width="3.5"';
      for (const path of [PRODUCT, localPath("es", PRODUCT)]) {
        const page = await site.get(path);
        expect(page.statusCode, path).toBe(200);
        expect(page.body, path).toContain('data-season="verano"');
        expect(holding(await loaded(path), DRAWING_CODE), path).toEqual([]);
      }
      // The Spanish page names its drawing in Spanish.
      expect((await site.get(localPath("es", PRODUCT))).body).toContain("<title>Dibujo de la banda de rodadura");
      // The control: the server build holds the drawing code.
      const server = readdirSync(join(BUILD_DIR, "server", "assets")).map((f) => `/../server/assets/${f}`);
      expect(holding(server, DRAWING_CODE)).not.toEqual([]);
    });

    it("the battery list writes prices with the euro formatter alone and its labels without battery-ranges.ts", async () => {
      // The line formula (money.ts) and battery-ranges.ts's Portuguese labels, which the page does not show.
      for (const path of ["/carro/baterias", "/coche/baterias"]) {
        // Code only: the page's messages write the same words in the page's language.
        const first = (await loaded(path)).filter((u) => !/\/messages-(pt|es)-/.test(u));
        expect(holding(first, "MissingPriceValueError"), path).toEqual([]);
        expect(holding(first, "Positivo à direita"), path).toEqual([]);
        expect(holding(first, "Capacidade: menor primeiro"), path).toEqual([]);
      }
      // The control: a results page (its tyre prices) has the line formula.
      const results = "/seletor/resultados?ancho=205&serie=55&llanta=16";
      expect(holding(await loaded(results), "MissingPriceValueError")).not.toEqual([]);
    });
  },
);
