/**
 * Prices on the Spanish site before a workshop is chosen carry mainland Spain's IVA (21 %), on the Portuguese site
 * mainland Portugal's (23 %): a size's results, a tyre's page and the basket's order step, served by the built app
 * (needs a build: `BUILD_DIR=… npx react-router build`). Each page is in its language with no message of the other.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { formatEur as formatEurNbsp } from "#src/shared/money.ts";
import { zoneGross } from "#src/shared/pricing/tax-zone.ts";
import { tyres } from "./db/schema.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

/** Money as the page's visible text reads it (non-breaking spaces are plain spaces there). */
const formatEur = (cents: number, lang: Lang) => formatEurNbsp(cents, lang).replace(/\s/g, " ");

/** A visitor who already gave the selector's lead data (so a results address is not sent to that step first). */
const LEAD = { cookie: "rc_lead=1" };
const SIZE = "ancho=205&serie=55&llanta=16";
/** The catalogue's fitting price per tyre (gross, IVA 23 %) and the same with Spain's IVA. */
const FITTING_PT = 1200;
const FITTING_ES = zoneGross(FITTING_PT, "ES");

describe.skipIf(!webBuilt("web-pages-zone-es"))("the site's own tax before a workshop is chosen", () => {
  const site = startPageApp();
  let tyreId = "";

  beforeAll(async () => {
    const sized = await site.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (sized.find((x) => x.deliveryDays <= 2) ?? sized[0])!.id;
    await site.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
  });

  it("a size's results: the Spanish site's fitting and prices with IVA 21 %, the Portuguese site's with 23 %", async () => {
    expect(FITTING_ES).toBe(1180);
    const es = expectPage("es", await site.get(`/selector/resultados?${SIZE}`, LEAD), [
      "Neumáticos 205/55 R16",
      "IVA incluido",
      `Incluye montaje en taller ${formatEur(FITTING_ES, "es")}/neumático`,
    ]);
    expect(es.text).not.toContain("23 %");
    expect(es.text).not.toContain(formatEur(FITTING_PT, "es"));
    const pt = expectPage("pt", await site.get(`/seletor/resultados?${SIZE}`, LEAD), [
      "Pneus 205/55 R16",
      `IVA incluído. Inclui montagem na oficina ${formatEur(FITTING_PT, "pt")}/pneu`,
    ]);
    expect(pt.text).not.toContain(formatEur(FITTING_ES, "pt"));
  });

  it("a tyre's page shows the site's price", async () => {
    const api = (lang: Lang) => site.app.inject(`/api/rodacerta/${lang}/neumaticos/${tyreId}`);
    const [ptTyre, esTyre] = [(await api("pt")).json(), (await api("es")).json()];
    expect(esTyre.precio).toBe(zoneGross(ptTyre.precio, "ES"));
    const es = expectPage("es", await site.get(localPath("es", ptTyre.url), LEAD), [
      "IVA incluido",
      formatEur(esTyre.precio, "es"),
      formatEur(FITTING_ES, "es"),
    ]);
    expect(es.text).not.toContain(formatEur(ptTyre.precio, "es"));
    expect(es.text).not.toContain("23 %");
    const pt = expectPage("pt", await site.get(ptTyre.url, LEAD), [formatEur(ptTyre.precio, "pt")]);
    expect(pt.text).not.toContain(formatEur(esTyre.precio, "pt"));
  });

  for (const lang of ["es", "pt"] as const)
    it(`a basket without a workshop on the ${lang === "es" ? "Spanish" : "Portuguese"} site says its own IVA`, async () => {
      const add = await site.app.inject({
        method: "POST",
        url: `/api/rodacerta/${lang}/cesta-product/${tyreId}`,
        payload: { cantidad: 2 },
        remoteAddress: site.address(),
      });
      expect(add.statusCode, add.body).toBe(201);
      const basket = add.json();
      expect(basket.totals.impuestoPct).toBe(lang === "es" ? 21 : 23);
      expect(basket.notaPrecos).toBeNull();
      expect(basket.avisos).toEqual([]);
      const page = await site.get(localPath(lang, "/carrinho/pedido"), { cookie: `rc_cesta=${basket.cestaID}` });
      const taxLine =
        lang === "es"
          ? `IVA 21 % incluido: ${formatEur(basket.totals.impuesto, "es")}`
          : `IVA 23 % incluído: ${formatEur(basket.totals.impuesto, "pt")}`;
      const { text } = expectPage(lang, page, [taxLine, formatEur(basket.totals.total, lang)]);
      expect(text).not.toContain(lang === "es" ? "23 %" : "21 %");
    });
});
