import { describe, expect, it } from "vitest";
import { listingIndexing } from "./listing.ts";

const SIZE = ["ancho", "serie", "llanta", "marca"];

describe("listingIndexing", () => {
  it("keeps a size listing indexable, with its size as canonical", () => {
    expect(listingIndexing("/seletor/resultados", "?ancho=205&serie=55&llanta=16", SIZE)).toEqual({
      canonical: "/seletor/resultados?ancho=205&serie=55&llanta=16",
      indexable: true,
    });
  });

  it("puts the defining parameters in a fixed order, whatever order the URL has", () => {
    expect(listingIndexing("/r", "?llanta=16&marca=3&ancho=205&serie=55", SIZE).canonical).toBe(
      "/r?ancho=205&serie=55&llanta=16&marca=3",
    );
  });

  it("collapses filters, sorts and pages onto the canonical and marks them noindex", () => {
    for (const q of [
      "?ancho=205&serie=55&llanta=16&temporada=invierno",
      "?ancho=205&serie=55&llanta=16&orden=precio-asc",
      "?ancho=205&serie=55&llanta=16&pagina=2",
      "?ancho=205&serie=55&llanta=16&matricula=AA-00-AA",
      "?ancho=205&serie=55&llanta=16&marca=3&marca=7",
      "?ancho=205&serie=55&llanta=16&marca=3,7",
    ]) {
      const r = listingIndexing("/seletor/resultados", q, SIZE);
      expect(r.indexable, q).toBe(false);
      expect(r.canonical, q).toBe("/seletor/resultados?ancho=205&serie=55&llanta=16");
    }
  });

  it("keeps a single brand in the canonical even when other filters are on", () => {
    expect(listingIndexing("/r", "?ancho=205&serie=55&llanta=16&marca=3&runflat=1", SIZE)).toEqual({
      canonical: "/r?ancho=205&serie=55&llanta=16&marca=3",
      indexable: false,
    });
  });

  it("treats page 1 and campaign tracking as the listing itself", () => {
    expect(listingIndexing("/carro/baterias", "?pagina=1&utm_source=news&gclid=x")).toEqual({
      canonical: "/carro/baterias",
      indexable: true,
    });
    expect(listingIndexing("/carro/baterias", "?ah=60-70")).toEqual({ canonical: "/carro/baterias", indexable: false });
  });

  it("escapes what it keeps", () => {
    expect(listingIndexing("/r", "?ancho=<x>&y", ["ancho"]).canonical).toBe("/r?ancho=%3Cx%3E");
  });
});
