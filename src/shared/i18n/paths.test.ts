import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECKOUT_STEPS } from "../basket/checkout.ts";
import { CONTENT_PAGES } from "../content/pages.ts";
import { ASSISTANT_STEPS, PICK_STEPS } from "../revision/steps.ts";
import { HUBS, OZONE_KITS_PATH, SERVICE_PAGES } from "../services/pages/service-pages.ts";
import { MEASURE_STEPS, MODEL_STEPS, PREFERENCE_STEPS } from "../tyres/moto-steps.ts";
import { STEPS as SELECTOR_STEPS } from "../tyres/selector.ts";
import { PORTUGUESE_ONLY, portugueseWordsIn } from "./portuguese-words.ts";
import { TYPE_LANDINGS, SERVICE_LANDINGS } from "../tyres/landings.ts";
import {
  canonicalPath,
  canonicalQuery,
  langOfPath,
  localPath,
  MOVED_SPANISH_PATHS,
  ptPath,
  ptSegment,
  ptSegmentUnder,
  spanishRoutePattern,
  switchLanguagePath,
} from "./paths.ts";

describe("the Spanish route map", () => {
  it("names the spec's Spanish pages", () => {
    expect(localPath("es", "/carrinho")).toBe("/cesta");
    expect(localPath("es", "/marcacao-previa")).toBe("/cita-previa");
    expect(localPath("es", "/area-privado")).toBe("/area-privada");
    expect(localPath("es", "/carrinho/pagamento?x=1#a")).toBe("/cesta/pago?x=1#a");
    expect(localPath("es", "/oficinas-mecanicas/lisboa")).toBe("/talleres/lisboa");
    expect(localPath("es", "/")).toBe("/es");
    expect(localPath("es", "/blog/pneus-de-inverno")).toBe("/es/blog/pneus-de-inverno");
    expect(localPath("pt", "/carrinho")).toBe("/carrinho");
  });

  it("tells the language of a path", () => {
    expect(langOfPath("/cesta/pago")).toBe("es");
    expect(langOfPath("/es")).toBe("es");
    expect(langOfPath("/es/blog")).toBe("es");
    expect(langOfPath("/carrinho")).toBe("pt");
    expect(langOfPath("/")).toBe("pt");
    expect(langOfPath("/pneus/michelin")).toBe("pt");
  });

  it("goes back and forth between the two languages", () => {
    for (const p of [
      "/",
      "/carrinho/oficinas",
      "/marcacao-previa/selecao-oficina",
      "/pneus/michelin/x",
      "/blog",
      "/login",
    ])
      expect(ptPath(localPath("es", p))).toBe(p);
    expect(switchLanguagePath("/cesta/fecha-y-hora", "pt")).toBe("/carrinho/data-e-hora");
    expect(switchLanguagePath("/carrinho/data-e-hora", "es")).toBe("/cesta/fecha-y-hora");
    expect(ptSegment("pago")).toBe("pagamento");
    // the car selector's steps are translated; the motorbike selector's are Spanish words on both sites
    expect(localPath("es", "/seletor/largura?x=1")).toBe("/selector/ancho?x=1");
    expect(ptPath("/selector/llanta")).toBe("/seletor/jante");
    expect(localPath("es", "/selector-moto/ancho")).toBe("/es/selector-moto/ancho");
    expect(ptPath("/es/selector-moto/ancho")).toBe("/selector-moto/ancho");
    expect(ptSegment("temporada")).toBe("estacao");
    expect(ptSegment("michelin")).toBe("michelin");
  });

  it("translates route patterns and keeps their parameters", () => {
    expect(spanishRoutePattern("carrinho/:step?")).toBe("cesta/:step?");
    expect(spanishRoutePattern("pneus/:marca/:rest")).toBe("neumaticos/:marca/:rest");
    expect(spanishRoutePattern("blog/:slug")).toBe("es/blog/:slug");
  });
});

describe("the oil assistant's steps and the ozone kits in Spanish", () => {
  it("translates the assistant's steps, only under the assistant", () => {
    const base = "/mudanca-de-oleo-filtros/assistente";
    expect(localPath("es", `${base}/quilometros?matricula=AA-00-AA`)).toBe(
      "/cambio-de-aceite-y-filtros/asistente/kilometros?matricula=AA-00-AA",
    );
    expect(localPath("es", `${base}/oleo?kms=1`)).toBe("/cambio-de-aceite-y-filtros/asistente/aceite?kms=1");
    expect(localPath("es", `${base}/servicos`)).toBe("/cambio-de-aceite-y-filtros/asistente/servicios");
    expect(ptPath("/cambio-de-aceite-y-filtros/asistente/aceite")).toBe(`${base}/oleo`);
    expect(ptPath("/cambio-de-aceite-y-filtros/asistente/kilometros")).toBe(`${base}/quilometros`);
    expect(ptSegment("aceite")).toBe("oleo");
    expect(ptSegment("kilometros")).toBe("quilometros");
    expect(ptSegment("ancho")).toBe("largura");
    // the tyre assistant has no such steps, and "oleo" elsewhere is not a step
    expect(localPath("es", "/pneus-de-troca/assistente")).toBe("/neumaticos-de-cambio/asistente");
    expect(localPath("es", "/oleo")).toBe("/es/oleo");
  });

  it("gives the ozone kits a Spanish address", () => {
    expect(localPath("es", OZONE_KITS_PATH)).toBe("/kits-de-ozono");
    expect(langOfPath("/kits-de-ozono")).toBe("es");
    expect(switchLanguagePath("/kits-de-ozono", "pt")).toBe("/kits-ozono");
  });

  it("moves the Spanish addresses served before the translation to their Spanish spelling", () => {
    const es = "/cambio-de-aceite-y-filtros/asistente";
    expect(canonicalPath(`${es}/oleo?matricula=AA-00-AA&kms=9`)).toBe(`${es}/aceite?matricula=AA-00-AA&kms=9`);
    expect(canonicalPath(`${es}/quilometros`)).toBe(`${es}/kilometros`);
    expect(canonicalPath("/es/kits-ozono")).toBe("/kits-de-ozono");
    for (const moved of MOVED_SPANISH_PATHS) expect(canonicalPath(`/${moved}`)).not.toBe(`/${moved}`);
    // today's addresses stay where they are, in both languages
    for (const p of [
      `${es}/aceite`,
      `${es}/kilometros`,
      `${es}/marca`,
      es,
      "/cesta/pago",
      "/es",
      "/es/selector-moto/ancho",
      "/selector/llanta",
      "/mudanca-de-oleo-filtros/assistente/oleo",
      "/kits-ozono",
      "/",
    ])
      expect(canonicalPath(p)).toBe(p);
  });
});

/**
 * Every Spanish address the site serves: the Portuguese route patterns of src/web/routes.ts (read as text: shared code
 * does not import the web app) and the service and content pages, translated; each step-like parameter expanded with
 * the steps it takes.
 */
function spanishAddresses(): string[] {
  const source = readFileSync(join(import.meta.dirname, "../../web/routes.ts"), "utf8");
  const patterns = [...source.matchAll(/route\("([^"]+)",\s*"([^"]+)"/g)]
    // staff pages and error pages are not translated; old addresses that only redirect are not pages
    .filter(([, p, file]) => !/^(operador|500$|404\.html$|es\/)/.test(p!) && !/redirect|moved/.test(file!))
    .map(([, p]) => p!);
  patterns.push(
    ...HUBS.map((h) => h.path.slice(1)),
    ...SERVICE_PAGES.map((p) => p.path.slice(1)),
    OZONE_KITS_PATH.slice(1),
    ...CONTENT_PAGES.map((p) => p.slug),
    // /pneus/:slug's values: the type and service landings and a brand's motorbike page
    ...[...TYPE_LANDINGS, ...SERVICE_LANDINGS].map((l) => `pneus/${l.slug}`),
    "pneus/michelin-mota",
  );
  const steps: Record<string, readonly string[]> = {
    "seletor/:step?": SELECTOR_STEPS,
    "mudanca-de-oleo-filtros/assistente/:step?": [...ASSISTANT_STEPS, ...PICK_STEPS],
    "carrinho/:step": CHECKOUT_STEPS,
    "selector-moto/:step": [...MEASURE_STEPS, ...PREFERENCE_STEPS, ...MODEL_STEPS],
    // src/web/account/private-area.server.ts (TAB_SLUGS), src/web/booking, src/web/moto-revision/links.ts
    "area-privado/:tab?": ["historial", "os-meus-dados", "veiculos", "marcacoes", "encomendas", "faturas"],
    "marcacao-previa/*": [
      "selecao-oficina",
      "servicos",
      "data-e-hora",
      "os-seus-dados",
      "confirmacao",
      "alteracao",
      "cancelar",
      "trotineta",
    ],
    "mota/revisao/:id/:step": ["marca", "modelo", "revisao"],
  };
  const out: string[] = [];
  for (const pattern of patterns) {
    out.push(spanishRoutePattern(pattern));
    for (const step of steps[pattern] ?? [])
      out.push(localPath("es", `/${pattern.replace(/\/(:step\??|:tab\?|\*)$/, "")}/${step}`).slice(1));
  }
  return out;
}

describe("no Portuguese word in a Spanish address", () => {
  it("reads the whole route table, the steps included", () => {
    const all = spanishAddresses();
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContain("cambio-de-aceite-y-filtros/asistente/aceite");
    expect(all).toContain("cesta/pago");
    expect(all).toContain("area-privada/pedidos");
    expect(all).toContain("kits-de-ozono");
  });

  it("every static segment of every Spanish route and step is Spanish (or a brand, a code, a neutral word)", () => {
    const leaks = spanishAddresses().flatMap((address) =>
      portugueseWordsIn(address).map((segment) => `${address}: ${segment}`),
    );
    expect(leaks).toEqual([]);
  });

  it("the check sees a Portuguese word", () => {
    expect(PORTUGUESE_ONLY.has("oleo") && PORTUGUESE_ONLY.has("quilometros")).toBe(true);
    expect(portugueseWordsIn("/neumaticos/carrinha")).toEqual(["carrinha"]);
    expect(portugueseWordsIn("/neumaticos/michelin-mota?x=1")).toEqual(["michelin-mota"]);
    expect(portugueseWordsIn("/neumaticos/furgoneta")).toEqual([]);
    expect(localPath("es", "/mudanca-de-oleo-filtros/assistente/quilometros")).not.toMatch(/quilometros/);
  });
});

describe("the tyre landings' Spanish addresses", () => {
  it("give the type and service landings and a brand's motorbike page Spanish slugs, and read them back", () => {
    const pairs: Array<[string, string]> = [
      ["/pneus/carrinha", "/neumaticos/furgoneta"],
      ["/pneus/quality", "/neumaticos/calidad-precio"],
      ["/pneus/alinhamento-de-pneus", "/neumaticos/alineacion-de-neumaticos"],
      ["/pneus/equilibragem-de-pneus", "/neumaticos/equilibrado-de-neumaticos"],
      ["/pneus/reparacao-de-furos", "/neumaticos/reparacion-de-pinchazos"],
      ["/pneus/seguro-do-pneu", "/neumaticos/seguro-del-neumatico"],
      ["/pneus/michelin-mota", "/neumaticos/michelin-moto"],
      ["/pneus/mota", "/neumaticos/moto"],
      ["/pneus/premium", "/neumaticos/premium"],
      ["/pneus/michelin/primacy-4", "/neumaticos/michelin/primacy-4"],
    ];
    for (const [pt, es] of pairs) {
      expect(localPath("es", pt)).toBe(es);
      expect(ptPath(es)).toBe(pt);
      expect(switchLanguagePath(es, "pt")).toBe(pt);
      expect(switchLanguagePath(pt, "es")).toBe(es);
    }
    expect(ptSegment("furgoneta")).toBe("carrinha");
    expect(ptSegmentUnder("neumaticos", "michelin-moto")).toBe("michelin-mota");
    expect(ptSegmentUnder("pneus", "michelin-moto")).toBe("michelin-mota");
    expect(ptSegmentUnder("neumaticos", "furgoneta")).toBe("carrinha");
    expect(ptSegmentUnder("neumaticos", "michelin")).toBe("michelin");
    // only under the tyres: other segments ending in -moto keep their name
    expect(ptSegment("selector-moto")).toBe("selector-moto");
    expect(ptSegmentUnder("cita-previa", "servicio-moto")).toBe("servicio-moto");
    expect(localPath("es", "/selector-moto/ancho")).toBe("/es/selector-moto/ancho");
  });

  it("moves (301) the Spanish addresses that still had the Portuguese slug to the Spanish one", () => {
    expect(canonicalPath("/neumaticos/carrinha")).toBe("/neumaticos/furgoneta");
    expect(canonicalPath("/neumaticos/quality?x=1")).toBe("/neumaticos/calidad-precio?x=1");
    expect(canonicalPath("/neumaticos/seguro-do-pneu")).toBe("/neumaticos/seguro-del-neumatico");
    expect(canonicalPath("/neumaticos/michelin-mota")).toBe("/neumaticos/michelin-moto");
    for (const p of ["/neumaticos/furgoneta", "/neumaticos/michelin-moto", "/neumaticos/michelin", "/pneus/carrinha"])
      expect(canonicalPath(p)).toBe(p);
  });
});

describe("the selector results' query in the other language", () => {
  it("gives the Portuguese parameter names the names both results pages read", () => {
    expect(switchLanguagePath("/seletor/resultados?largura=205&serie=55&jante=16", "es")).toBe(
      "/selector/resultados?ancho=205&serie=55&llanta=16",
    );
    expect(switchLanguagePath("/selector/resultados?ancho=205&serie=55&llanta=16&marca=1#x", "pt")).toBe(
      "/seletor/resultados?ancho=205&serie=55&llanta=16&marca=1#x",
    );
    expect(switchLanguagePath("/seletor/resultados/todos?largura=205", "es")).toBe(
      "/selector/resultados/todos?ancho=205",
    );
    // other pages' queries are left alone
    expect(switchLanguagePath("/seletor/largura?largura=205", "es")).toBe("/selector/ancho?largura=205");
    expect(canonicalQuery("/seletor/resultados", "?ancho=205&jante=16")).toBe("?ancho=205&llanta=16");
    expect(canonicalQuery("/carrinho", "?largura=1")).toBe("?largura=1");
  });
});

describe("the booking flow's services query in Spanish (servicios)", () => {
  it("is written in Spanish on the Spanish site, and renamed by the language switcher both ways", () => {
    expect(localPath("es", "/marcacao-previa?servicos=CITA_REVISAO")).toBe("/cita-previa?servicios=CITA_REVISAO");
    expect(localPath("es", "/marcacao-previa/selecao-oficina?tipo=car&servicos=A&servicos=B#x")).toBe(
      "/cita-previa/seleccion-taller?tipo=car&servicios=A&servicios=B#x",
    );
    expect(localPath("es", "/marcacao-previa-preset?taller=1&servicos=A")).toBe(
      "/cita-previa-preset?taller=1&servicios=A",
    );
    expect(localPath("pt", "/marcacao-previa?servicos=A")).toBe("/marcacao-previa?servicos=A");
    // other pages' queries are left alone
    expect(localPath("es", "/carrinho?servicos=A")).toBe("/cesta?servicos=A");
    expect(switchLanguagePath("/cita-previa/fecha-y-hora?taller=1&servicios=A", "pt")).toBe(
      "/marcacao-previa/data-e-hora?taller=1&servicos=A",
    );
    expect(switchLanguagePath("/marcacao-previa/data-e-hora?taller=1&servicos=A", "es")).toBe(
      "/cita-previa/fecha-y-hora?taller=1&servicios=A",
    );
    // an old Spanish link with the Portuguese name switches cleanly as well
    expect(switchLanguagePath("/cita-previa?servicos=A", "pt")).toBe("/marcacao-previa?servicos=A");
    expect(canonicalQuery("/marcacao-previa/servicos", "?servicios=A&tipo=motorbike")).toBe(
      "?servicos=A&tipo=motorbike",
    );
  });
});
