import { describe, expect, it } from "vitest";
import { langOfPath, localPath, ptPath, ptSegment, spanishRoutePattern, switchLanguagePath } from "./paths.ts";

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
