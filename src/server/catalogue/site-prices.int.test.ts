/**
 * The Spanish site's prices before a workshop is chosen carry mainland Spain's IVA (21 %), the Portuguese site's
 * mainland Portugal's (23 %): the tyre search, a tyre's page, a model, the service offers, the maintenance packs,
 * the batteries and a basket without a workshop, each on /api/rodacerta/es against /api/rodacerta/pt.
 */
import { expect, it } from "vitest";
import { zoneGross } from "#src/shared/pricing/tax-zone.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

/** A Portuguese gross amount with Spain's IVA instead: net (÷ 1.23) × 1.21. */
const es = (pt: number) => zoneGross(pt, "ES");

eachDatabase("prices on the Spanish and the Portuguese site", (kind) => {
  const t = testApp(kind);
  const call = (lang: "pt" | "es", method: "GET" | "POST", url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/rodacerta/${lang}${url}`, payload: payload as object });
  const both = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const [pt, spain] = await Promise.all([call("pt", method, url, payload), call("es", method, url, payload)]);
    expect(pt.statusCode, pt.body).toBe(200);
    expect(spain.statusCode, spain.body).toBe(200);
    return { pt: pt.json(), es: spain.json() };
  };

  it("the tyre search: every card's price and eco-tax and the fitting, in the same order (by price too)", async () => {
    type Card = { id: string; precio: number; ecotasa: number };
    for (const order of [{}, { order: "precio", direction: "asc" }]) {
      const body = { filters: { ancho: 205, serie: 55, llanta: 16 }, ...order };
      const r = await both("POST", "/neumaticos/selector", body);
      expect(r.pt.montaje).toBe(1200);
      expect(r.es.montaje).toBe(es(1200));
      expect(r.es.montaje).toBeLessThan(r.pt.montaje);
      expect(r.es.neumaticos.map((c: Card) => c.id)).toEqual(r.pt.neumaticos.map((c: Card) => c.id));
      expect(r.es.recomendados.map((c: Card) => c.id)).toEqual(r.pt.recomendados.map((c: Card) => c.id));
      r.pt.neumaticos.forEach((c: Card, i: number) => {
        expect(r.es.neumaticos[i].precio).toBe(es(c.precio));
        expect(r.es.neumaticos[i].ecotasa).toBe(es(c.ecotasa));
      });
      // Asked again (from the answers' cache), each site keeps its own prices.
      const again = await both("POST", "/neumaticos/selector", body);
      expect(again.es.neumaticos[0].precio).toBe(r.es.neumaticos[0].precio);
      expect(again.pt.neumaticos[0].precio).toBe(r.pt.neumaticos[0].precio);
    }
  });

  it("a tyre's page, its variants and its model", async () => {
    const search = await call("pt", "POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } });
    const id = search.json().neumaticos[0].id as string;
    const r = await both("GET", `/neumaticos/${id}`);
    expect(r.es.precio).toBe(es(r.pt.precio));
    expect(r.es.ecotasa).toBe(es(r.pt.ecotasa));
    expect(r.es.montaje).toBe(es(r.pt.montaje));
    r.pt.variantes.forEach((v: { precio: number }, i: number) => expect(r.es.variantes[i].precio).toBe(es(v.precio)));
    const m = await both("GET", `/tyres-model?marca=${r.pt.marcaSlug}&modelo=${r.pt.modeloSlug}`);
    expect(m.es.montaje).toBe(es(m.pt.montaje));
    m.pt.neumaticos.forEach((x: { precio: number }, i: number) => expect(m.es.neumaticos[i].precio).toBe(es(x.precio)));
  });

  it("the oil assistant's price per litre", async () => {
    type Oil = { id_site_revision_aceite: string; precio_litro: number };
    const vehicle = { marca: "Volkswagen", modelo: "Golf VIII", motor: "2.0 TDI 150" };
    const r = await both("POST", "/aceite-por-matricula", { matricula: "ZZ99ZZ", vehicle });
    expect(r.pt.vehicleOils.length).toBeGreaterThan(0);
    r.pt.vehicleOils.forEach((o: Oil, i: number) => expect(r.es.vehicleOils[i].precio_litro).toBe(es(o.precio_litro)));
    const sel = await both("POST", "/selector-aceite", { matricula: "ZZ99ZZ", vehicle, kms: 60000 });
    sel.pt.listaAceites.forEach((o: Oil, i: number) =>
      expect(sel.es.listaAceites[i].precio_litro).toBe(es(o.precio_litro)),
    );
  });

  it("the service offers, the maintenance packs and the batteries", async () => {
    const s = await both("GET", "/servicos?categoria=car");
    expect(s.pt.servicos.length).toBeGreaterThan(0);
    const esById = new Map(s.es.servicos.map((x: { id: string; precio: number }) => [x.id, x.precio]));
    for (const x of s.pt.servicos as Array<{ id: string; precio: number }>) expect(esById.get(x.id)).toBe(es(x.precio));
    const p = await both("GET", "/packs-mantenimiento");
    expect(p.pt.length).toBeGreaterThan(0);
    p.pt.forEach((x: { precio: number }, i: number) => expect(p.es[i].precio).toBe(es(x.precio)));
    const b = await both("GET", "/baterias/search");
    expect(b.pt.items.length).toBeGreaterThan(0);
    b.pt.items.forEach((x: { precio: number; montaje: number }, i: number) => {
      const y = b.es.items[i];
      expect(y.precio).toBe(es(x.precio));
      expect(y.montaje).toBe(es(x.montaje));
      expect(y.precioTotal).toBe(y.precio + y.montaje);
    });
  });

  it("a basket without a workshop: the Spanish site's lines, services and totals with IVA 21 %, no note, no notice", async () => {
    const search = await call("pt", "POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } });
    const id = search.json().neumaticos.find((c: { stock: number }) => c.stock >= 2).id as string;
    const add = async (lang: "pt" | "es") => {
      const res = await call(lang, "POST", `/cesta-product/${id}`, { cantidad: 2 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const [pt, spain] = [await add("pt"), await add("es")];
    expect(pt.totals).toMatchObject({ impuestoLabel: "IVA", impuestoPct: 23, envio: 0 });
    expect(spain.totals).toMatchObject({ impuestoLabel: "IVA", impuestoPct: 21, envio: 0 });
    expect(spain.products[0].precio).toBe(es(pt.products[0].precio));
    expect(spain.products[0].ecotasa).toBe(es(pt.products[0].ecotasa));
    pt.services.forEach((x: { precio: number }, i: number) => expect(spain.services[i].precio).toBe(es(x.precio)));
    expect(spain.totals.total).toBe(spain.totals.productos + spain.totals.servicios - spain.totals.descuento);
    expect(spain.totals.total).toBeLessThan(pt.totals.total);
    for (const b of [pt, spain]) {
      expect(b.notaPrecos).toBeNull();
      expect(b.avisos).toEqual([]);
    }
    // Read again, the Spanish basket keeps its site's prices.
    const again = await call("es", "GET", `/cesta/${spain.cestaID}`);
    expect(again.json().totals).toEqual(spain.totals);
  });
});
