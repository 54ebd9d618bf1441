/**
 * Euros on the customer pages in the page's language, served by the built app (needs a build:
 * `BUILD_DIR=… npx react-router build`): an amount of 10 000 € or more reads "12.345,67 €" on a Spanish page and
 * "12 345,67 €" on its Portuguese twin (formatEur(cents, lang)). Each page is in its language with no message of the
 * other. Prices this high are set in the test's own database (a tyre, the motorbike revision's bands).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { formatEur } from "#src/shared/money.ts";
import { zoneGross } from "#src/shared/pricing/tax-zone.ts";
import { services, tyres } from "./db/schema.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

/** Money as the page's visible text reads it (non-breaking spaces are plain spaces there). */
const eur = (cents: number, lang: Lang) => formatEur(cents, lang).replace(/\s/g, " ");
/** Five-digit euro amounts as each language groups them, in the visible text. */
const GROUPED: Record<Lang, RegExp> = { pt: /\b\d{2} \d{3},\d{2} €/, es: /\b\d{2}\.\d{3},\d{2} €/ };
const other = (lang: Lang): Lang => (lang === "pt" ? "es" : "pt");

/** A visitor who already gave the selector's lead data. */
const LEAD = { cookie: "rc_lead=1" };
const REVISION_CENTS = 1_234_567;

describe.skipIf(!webBuilt("web-pages-money-es"))("euros in the page's language", () => {
  const site = startPageApp();
  let tyreId = "";

  beforeAll(async () => {
    const sized = await site.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (sized.find((x) => x.deliveryDays <= 2) ?? sized[0])!.id;
    // 4 000 € a tyre: the all-in price of four is over 16 000 €.
    await site.database.db.update(tyres).set({ stock: 500, priceCents: 400_000 }).where(eq(tyres.id, tyreId));
    await site.database.db
      .update(services)
      .set({ priceCents: REVISION_CENTS })
      .where(eq(services.tipoProducto, "revision_moto"));
  });

  for (const lang of ["es", "pt"] as const)
    it(`${lang}: a tyre's page groups five-digit euros as ${lang} writes them`, async () => {
      const api = (await site.app.inject(`/api/rodacerta/${lang}/neumaticos/${tyreId}`)).json();
      const { text } = expectPage(lang, await site.get(localPath(lang, api.url), LEAD), [
        eur(api.precio, lang),
        lang === "es" ? "IVA incluido" : "IVA incluído",
      ]);
      expect(text).toMatch(GROUPED[lang]);
      expect(text).not.toMatch(GROUPED[other(lang)]);
      expect(text).not.toContain(eur(api.precio, other(lang)));
    });

  for (const lang of ["es", "pt"] as const)
    it(`${lang}: the motorbike revision's prices`, async () => {
      // The Spanish site's prices carry Spain's IVA (21 %) instead of Portugal's (23 %).
      const price = lang === "es" ? zoneGross(REVISION_CENTS, "ES") : REVISION_CENTS;
      const { text } = expectPage(lang, await site.get(localPath(lang, "/mota/revisao")), [
        t(lang, "booking.motoRevTitle"),
        t(lang, "booking.motoRevPricesTitle"),
        eur(price, lang),
      ]);
      expect(eur(price, lang)).toBe(lang === "es" ? "12.144,93 €" : "12 345,67 €");
      expect(text).not.toContain(eur(price, other(lang)));
      expect(text).not.toMatch(GROUPED[other(lang)]);
    });
});
