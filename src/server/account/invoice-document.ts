/**
 * Everything a lawful invoice prints, gathered from the stored invoice (no new column): the lines made to add up,
 * the eco-tax from the order's tyres, the tax region from the order's workshop, the ATCUD from the series'
 * validation code (AT_SERIES_CODES) and the AT QR payload.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { and, eq, inArray } from "drizzle-orm";
import { regionForWorkshop } from "#src/shared/basket/regional.ts";
import { atcud, atQrPayload, qrBuyerCountry, qrTaxRegion } from "#src/shared/invoices/at-qr.ts";
import { type InvoiceFigures, invoiceFigures, type StoredInvoiceLine } from "#src/shared/invoices/invoice-lines.ts";
import { SELLER } from "#src/shared/invoices/seller.ts";
import { zoneGross } from "#src/shared/pricing/tax-zone.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import type { TaxRegion } from "#src/shared/money.ts";
import type { Db } from "../db/client.ts";
import { invoices, orderLines, orders, tyres, workshops } from "../db/schema.ts";
import { atValidationCode, type Env } from "../env.ts";
import { UnavailableError } from "../errors.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

export type InvoiceDocument = {
  number: string;
  documentType: string;
  issuedAt: Date;
  timeZone: string;
  atcud: string;
  /** The ATCUD's validation code is a made-up demo code (no AT_SERIES_CODES entry; demo mode only). */
  atcudDemo: boolean;
  /** Non-certified program in demo mode: printed as such. */
  demo: boolean;
  qrPayload: string;
  /** Buyer fields in print order; empty values are shown as a dash, never left out. */
  buyer: Array<{ label: string; value: string }>;
  finalConsumer: boolean;
  orderNumber: string | null;
  payment: string | null;
  taxLabel: string;
  taxRegion: TaxRegion;
  figures: InvoiceFigures;
  /** The language it is printed in: the order's (the site it was placed on). */
  lang: Lang;
  /** Set on a credit note: the invoice it credits and why (printed under the title "Nota de crédito"). */
  credit?: { invoiceNumber: string; invoiceIssuedAt: Date; reason: string };
};

/** The region whose tax the invoice carries: from the order's workshop, else from the label and rate. */
function regionOf(
  workshop: { country: string; province: string } | undefined,
  taxLabel: string,
  taxPct: number,
): TaxRegion {
  if (workshop) return regionForWorkshop(workshop);
  if (taxLabel === "IGIC") return "ES-CN";
  if (taxPct === 22) return "PT-MA";
  if (taxPct === 16) return "PT-AC";
  if (taxPct === 21) return "ES";
  return "PT";
}

export async function invoiceDocument(
  db: Db,
  env: Pick<Env, "demo" | "AT_SERIES_CODES">,
  inv: InvoiceRow,
): Promise<InvoiceDocument> {
  const validation = atValidationCode(env, inv.series);
  if (!validation)
    throw new UnavailableError(
      "ATCUD_UNAVAILABLE",
      msg("api.invoiceNoAtCode", { number: inv.number, series: inv.series }),
    );

  const [order] = await db
    .select({ workshopId: orders.workshopId, lang: orders.lang })
    .from(orders)
    .where(eq(orders.id, inv.orderId));
  const lang: Lang = isLang(order?.lang) ? order.lang : "pt";
  const [workshop] = order?.workshopId
    ? await db
        .select({ country: workshops.country, province: workshops.province })
        .from(workshops)
        .where(eq(workshops.id, order.workshopId))
    : [];
  const region = regionOf(workshop, inv.taxLabel, inv.taxPct);

  // The order lines say which invoice lines are tyres; the catalogue gives their eco-tax per unit (mainland gross),
  // re-taxed per unit for the region as the basket did (zoneGross × quantity, the amount inside the line). Order
  // lines do not store it: a changed catalogue value would show.
  const sold = await db
    .select({
      productId: orderLines.productId,
      nombre: orderLines.nombre,
      quantity: orderLines.quantity,
      totalCents: orderLines.totalCents,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, inv.orderId), eq(orderLines.productType, "neumatico")));
  const eco = sold.length
    ? await db
        .select({ id: tyres.id, ecotaxCents: tyres.ecotaxCents })
        .from(tyres)
        .where(
          inArray(
            tyres.id,
            sold.map((s) => s.productId),
          ),
        )
    : [];
  const ecoById = new Map(eco.map((e) => [e.id, e.ecotaxCents]));
  const unmatched = [...sold];
  const stored = inv.lines as Array<Partial<StoredInvoiceLine>>;
  const lines: StoredInvoiceLine[] = stored.map((l) => {
    const line: StoredInvoiceLine = {
      nombre: String(l.nombre ?? ""),
      cantidad: Number(l.cantidad ?? 1),
      precio: Number(l.precio ?? 0),
      total: Number(l.total ?? 0),
    };
    const at = unmatched.findIndex(
      (s) => s.nombre === line.nombre && s.quantity === line.cantidad && s.totalCents === line.total,
    );
    if (at >= 0) {
      const [tyre] = unmatched.splice(at, 1);
      const perUnit = ecoById.get(tyre!.productId) ?? 0;
      if (perUnit > 0) line.ecotaxCents = zoneGross(perUnit, region) * line.cantidad;
    }
    return line;
  });
  const figures = invoiceFigures({ lines, taxPct: inv.taxPct, totalCents: inv.totalCents, taxCents: inv.taxCents });

  const b = inv.billing;
  const nif = (b.nif ?? "").trim();
  const postcode = (b.codigo_postal ?? "").trim();
  const buyer = [
    { label: t(lang, "mail.invoiceBuyerName"), value: b.nombre ?? b.cliente ?? "" },
    // "Consumidor final" is the same in both languages.
    { label: t(lang, "mail.invoiceBuyerNif"), value: nif || "Consumidor final" },
    { label: t(lang, "mail.invoiceBuyerAddress"), value: b.morada ?? "" },
    {
      label: t(lang, "mail.invoiceBuyerPostcodeTown"),
      value: [postcode, b.localidade ?? ""].filter(Boolean).join(" "),
    },
    {
      label: t(lang, /^\d{5}$/.test(postcode) ? "mail.invoiceBuyerProvince" : "mail.invoiceBuyerDistrict"),
      value: b.distrito ?? "",
    },
  ].map((f) => ({ label: f.label, value: f.value.trim() || "—" }));

  const documentType = /^([A-Z]{2}) /.exec(inv.number)?.[1] ?? "FT";
  const code = atcud(validation.code, inv.seq);
  const qrPayload = atQrPayload({
    issuerNif: SELLER.nif,
    buyerNif: nif,
    buyerCountry: qrBuyerCountry({ nif, postcode }),
    documentType,
    issuedAt: inv.issuedAt,
    timeZone: SELLER.timeZone,
    documentId: inv.number,
    atcud: code,
    taxRegion: qrTaxRegion(region),
    rates: figures.rates,
    totalTaxCents: figures.taxCents,
    totalCents: figures.totalCents,
  });
  return {
    number: inv.number,
    documentType,
    issuedAt: inv.issuedAt,
    timeZone: SELLER.timeZone,
    atcud: code,
    atcudDemo: validation.demo,
    demo: env.demo,
    qrPayload,
    buyer,
    finalConsumer: !nif,
    orderNumber: b.encomenda ?? null,
    payment: b.pagamento ?? null,
    taxLabel: inv.taxLabel,
    taxRegion: region,
    figures,
    lang,
  };
}
