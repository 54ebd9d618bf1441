/**
 * The catalogue's own texts on the Spanish site: a tyre model's description, a product's reviews and a brand's
 * country are Spanish on /api/rodacerta/es and unchanged on /pt (the stored Portuguese texts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Tier } from "#src/shared/tyres/types.ts";
import { tyreBrands, tyreModels } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { countryName, modelDescription } from "./localised-catalogue.ts";

type Model = { descripcion: string; neumaticos: Array<{ id: string }> };
type Product = { descripcion: string; resenas: Array<{ autor: string; comentario: string; estrellas: number }> };
type Landing = { brand: { name: string; country: string } };

/** Words only the Portuguese descriptions and reviews use. */
const PORTUGUESE = /pneu\b|ção|ões|travagem|piso molhado|automóveis|carrinhas|estações|quem faz|quilómetros|ótim/;

eachDatabase("catalogue texts in Spanish", (kind) => {
  const t = testApp(kind);
  const get = async <T>(lang: "pt" | "es", url: string): Promise<T> => {
    const res = await t.app.inject({ url: `/api/rodacerta/${lang}${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it("every stored description is the catalogue's Portuguese sentence, and the Spanish one has no Portuguese", async () => {
    const rows = await t.database.db
      .select({
        brand: tyreBrands.name,
        tier: tyreBrands.tier,
        model: tyreModels.name,
        season: tyreModels.season,
        kind: tyreModels.kind,
        description: tyreModels.description,
      })
      .from(tyreModels)
      .innerJoin(tyreBrands, eq(tyreModels.brandId, tyreBrands.id));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.some((r) => r.kind.startsWith("moto-"))).toBe(true);
    for (const r of rows) {
      const facts = { ...r, tier: r.tier as Tier };
      expect(modelDescription("pt", facts)).toBe(r.description);
      const es = modelDescription("es", facts);
      expect(es, es).not.toMatch(PORTUGUESE);
      expect(es.startsWith(`${r.brand} ${r.model}: neumático `), es).toBe(true);
    }
  });

  it("a model page's description: Spanish on /es, the stored Portuguese one on /pt", async () => {
    const url = "/tyres-model?marca=michelin&modelo=primacy-4";
    const es = await get<Model>("es", url);
    const pt = await get<Model>("pt", url);
    expect(es.descripcion).toBe(
      "Michelin Primacy 4+: neumático de verano para turismos. Gama premium con la mejor frenada en mojado.",
    );
    expect(pt.descripcion).toBe(
      "Michelin Primacy 4+: pneu de verão para automóveis de turismo. Gama premium com a melhor travagem em piso molhado.",
    );
    const van = await get<Model>("es", "/tyres-model?marca=michelin&modelo=agilis-3");
    expect(van.descripcion).toContain("para furgonetas y vehículos comerciales, con carcasa reforzada");
  });

  it("a product's description and reviews: Spanish on /es, Portuguese on /pt, the same stars", async () => {
    const model = await get<Model>("pt", "/tyres-model?marca=michelin&modelo=crossclimate-2");
    const id = model.neumaticos[0]?.id;
    expect(id).toBeDefined();
    const es = await get<Product>("es", `/neumaticos/${id}`);
    const pt = await get<Product>("pt", `/neumaticos/${id}`);
    expect(es.descripcion).toBe(
      "Michelin CrossClimate 2: neumático para todas las estaciones para turismos, con marcado 3PMSF. Gama premium con la mejor frenada en mojado.",
    );
    expect(pt.descripcion).toContain("pneu para todas as estações para automóveis de turismo, com marcação 3PMSF.");
    expect(es.resenas.length).toBeGreaterThan(0);
    expect(es.resenas.map((r) => r.estrellas)).toEqual(pt.resenas.map((r) => r.estrellas));
    for (const r of es.resenas) expect(r.comentario, r.comentario).not.toMatch(PORTUGUESE);
    expect(es.resenas.map((r) => r.comentario)).not.toEqual(pt.resenas.map((r) => r.comentario));
  });

  it("a brand's country: Spanish on /es, the stored Portuguese name on /pt", async () => {
    expect((await get<Landing>("es", "/tyres-landing?marca=michelin")).brand.country).toBe("Francia");
    expect((await get<Landing>("pt", "/tyres-landing?marca=michelin")).brand.country).toBe("França");
    expect((await get<Landing>("es", "/tyres-landing?marca=hankook")).brand.country).toBe("Corea del Sur");
    const esBrands = await get<Array<{ slug: string; country: string }>>("es", "/marcas");
    const ptBrands = await get<Array<{ slug: string; country: string }>>("pt", "/marcas");
    expect(esBrands.map((b) => b.slug)).toEqual(ptBrands.map((b) => b.slug));
    expect(esBrands.find((b) => b.slug === "continental")?.country).toBe("Alemania");
    expect(ptBrands.find((b) => b.slug === "continental")?.country).toBe("Alemanha");
    // Every stored country has its Spanish name (none left in Portuguese).
    for (const b of ptBrands)
      if (!["Portugal", "China", "Estados Unidos", "Reino Unido", "Europa"].includes(b.country))
        expect(countryName("es", b.country), b.country).not.toBe(b.country);
  });
});

describe("a brand's country", () => {
  it("is the stored name on the Portuguese site and the region's Spanish name on the Spanish one", () => {
    expect(countryName("pt", "República Checa")).toBe("República Checa");
    expect(countryName("es", "República Checa")).toBe("Chequia");
    expect(countryName("es", "Países Baixos")).toBe("Países Bajos");
    expect(countryName("es", "Japão")).toBe("Japón");
    expect(countryName("es", "Atlântida")).toBe("Atlântida");
  });
});
