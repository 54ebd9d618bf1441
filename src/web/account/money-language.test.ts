/**
 * Euros on customer pages in the page's language (formatEur(cents, lang)): an amount of 10 000 € or more is grouped
 * "12.345,67 €" on a Spanish page and "12 345,67 €" (no-break spaces) on its Portuguese twin; four-digit amounts are
 * not grouped in Spanish ("1234,56 €") but are in Portuguese ("1 234,56 €"). The components are rendered as the
 * private area and the tyre pages render them, with the page's language taken from its address.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import type { CustomerInvoice, CustomerOrder } from "#src/shared/account/private-area.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { TyrePrice } from "#src/web/tyres/tyre-price.tsx";
import { InvoicesTab } from "./invoices-tab.tsx";
import { OrdersTab } from "./orders-tab.tsx";

const NBSP = "\u00a0";
const BIG: Record<Lang, string> = { pt: `12${NBSP}345,67${NBSP}€`, es: `12.345,67${NBSP}€` };
const SMALL: Record<Lang, string> = { pt: `1${NBSP}234,56${NBSP}€`, es: `1234,56${NBSP}€` };
const other = (lang: Lang): Lang => (lang === "pt" ? "es" : "pt");

/** Renders `element` on the private area's page in `lang` (the page's language comes from its path). */
const onPage = (lang: Lang, ptPath: string, element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [localPath(lang, ptPath)] }, element));

const orders: CustomerOrder[] = [
  { numero: "RC-000123", fecha: "2026-11-20T10:00:00.000Z", total: 1_234_567, estado: "confirmed" },
  { numero: "RC-000124", fecha: "2026-11-21T10:00:00.000Z", total: 123_456, estado: "expired" },
];
const invoices: CustomerInvoice[] = [
  {
    numero: "FT 2026/123",
    fecha: "2026-11-20T10:00:00.000Z",
    total: 1_234_567,
    notasCredito: [{ numero: "NC 2026/7", fecha: "2026-11-22T10:00:00.000Z", total: 123_456, motivo: "Devolução" }],
  },
];

describe.each(["pt", "es"] as const)("euros on the %s site", (lang) => {
  it("the private area's orders", () => {
    const html = onPage(
      lang,
      "/area-privado",
      createElement(OrdersTab, { userId: 1, orders, action: undefined, busy: false }),
    );
    expect(html).toContain(BIG[lang]);
    expect(html).toContain(SMALL[lang]);
    expect(html).not.toContain(BIG[other(lang)]);
    expect(html).not.toContain(SMALL[other(lang)]);
  });

  it("the private area's invoices and their credit notes", () => {
    const html = onPage(lang, "/area-privado", createElement(InvoicesTab, { invoices, downloadError: null }));
    expect(html).toContain(BIG[lang]);
    expect(html).toContain(SMALL[lang]);
    expect(html).not.toContain(BIG[other(lang)]);
    expect(html).not.toContain(SMALL[other(lang)]);
  });

  it("a tyre's price: the unit price and the all-in price of four", () => {
    const html = onPage(
      lang,
      "/pneus",
      // 3 086,42 € a tyre, no fitting or ecotax: four come to 12 345,68 €.
      createElement(TyrePrice, { precio: 308_642, ecotasa: 0, montaje: 0, oferta: null, cantidad: 4 }),
    );
    const unit = lang === "pt" ? `3${NBSP}086,42${NBSP}€` : `3086,42${NBSP}€`;
    const four = lang === "pt" ? `12${NBSP}345,68${NBSP}€` : `12.345,68${NBSP}€`;
    expect(html).toContain(unit);
    expect(html).toContain(four);
    expect(html).not.toContain(lang === "pt" ? `12.345,68${NBSP}€` : `12${NBSP}345,68${NBSP}€`);
  });
});
