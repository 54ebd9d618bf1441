/**
 * Invoice PDF (pdf-lib, A4, standard Helvetica with WinAnsi text so Portuguese accents print), laid out as an
 * accountant reads one: issuer block with its legal particulars, document title with number, date, "Original" and
 * ATCUD; buyer block with labelled fields in a fixed order; lines (description, quantity, unit price without tax,
 * rate, value without tax); tax summary per rate; totals; payment and order; and, on the last page, the ATCUD right
 * above the AT QR code (drawn as vector squares) with the "Processado por programa…" line.
 */
import { encodeQR } from "@paulmillr/qr";
import { type PDFFont, PDFDocument, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import "#src/shared/i18n/catalogue/register-all.ts";
import { type MessageKey, type MessageValues, t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { PAYMENT_METHOD_LABELS } from "#src/shared/basket/checkout.ts";
import { groupNif, SELLER } from "#src/shared/invoices/seller.ts";
import type { TaxRegion } from "#src/shared/money.ts";
import { formatDate } from "../mail/format.ts";
import { formatEur } from "#src/shared/money.ts";
import type { InvoiceDocument } from "./invoice-document.ts";

const A4: [number, number] = [595.28, 841.89];
const LEFT = 42;
const RIGHT = A4[0] - 42;
const BRAND = rgb(0.09, 0.15, 0.39);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.78, 0.8, 0.84);
const SHADE = rgb(0.95, 0.96, 0.98);
const WHITE = rgb(1, 1, 1);
/** The QR code: 34 mm square (the AT asks for at least 30 mm) with a 4-module quiet zone inside it. */
export const QR_SIZE = 96;
const FOOTER_TOP = 178;

/** WinAnsi has no glyph for every character a customer may type: keep accents, drop marks it lacks, else "?". */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\u2212/g, "-")
    .normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code < 0x20) out += " ";
    else {
      const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base && [...base].every((c) => c.codePointAt(0)! <= 0xff) ? base : "?";
    }
  }
  return out;
}

const REGION_KEYS: Record<TaxRegion, MessageKey> = {
  PT: "mail.invoiceRegionPT",
  "PT-MA": "mail.invoiceRegionMadeira",
  "PT-AC": "mail.invoiceRegionAzores",
  ES: "mail.invoiceRegionES",
  "ES-CN": "mail.invoiceRegionCanarias",
};

/**
 * The payment as the invoice stored it (its Portuguese words, written when it was issued: orders.service.ts), said in
 * the language the invoice is printed in; a payment method's own name (MB WAY, Bizum) stays as it is.
 */
const PAYMENT_KEYS: Record<string, MessageKey> = {
  "Na oficina": "mail.invoicePaymentWorkshop",
  "A crédito (fatura mensal)": "mail.invoicePaymentOnAccount",
  [PAYMENT_METHOD_LABELS.card]: "mail.invoicePaymentCard",
  [PAYMENT_METHOD_LABELS.multibanco]: "mail.invoicePaymentMultibanco",
  Cartão: "mail.invoicePaymentCardShort",
};
function paymentIn(lang: Lang, stored: string): string {
  const key = PAYMENT_KEYS[stored];
  return key ? t(lang, key) : stored;
}

/**
 * A line's description in the printed language: the eco-tax and rounding lines the figures add, and the discount line
 * the invoice stored in Portuguese (orders.service.ts); product names are printed as sold.
 */
function lineDescription(lang: Lang, line: { kind: string; description: string }, spain: boolean): string {
  if (line.kind === "ecotax") return t(lang, spain ? "mail.invoiceEcotaxLineSignus" : "mail.invoiceEcotaxLine");
  if (line.kind === "rounding") return t(lang, "mail.invoiceRoundingLine");
  return line.description === "Desconto" ? t(lang, "mail.invoiceDiscountLine") : line.description;
}

type Pen = {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
};

function draw(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: "left" | "right" | "center" } = {},
) {
  const size = opts.size ?? 9;
  const font = opts.bold ? pen.bold : pen.font;
  const t = winAnsi(text);
  const width = font.widthOfTextAtSize(t, size);
  const left = opts.align === "right" ? x - width : opts.align === "center" ? x - width / 2 : x;
  pen.page.drawText(t, { x: left, y, size, font, color: opts.color ?? INK });
}

function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const words = winAnsi(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) current = candidate;
    else {
      if (current) lines.push(current);
      current = word;
      while (font.widthOfTextAtSize(current, size) > maxWidth && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > maxWidth) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}

function rule(pen: Pen, y: number, x1 = LEFT, x2 = RIGHT, color = RULE, thickness = 0.6) {
  pen.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
}

/** The QR code as filled squares, one rectangle per run of dark modules in a row. */
function drawQr(pen: Pen, payload: string, x: number, y: number, size: number) {
  const modules = encodeQR(payload, "raw", { ecc: "medium", border: 4 });
  const n = modules.length;
  const m = size / n;
  pen.page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  modules.forEach((row, r) => {
    let c = 0;
    while (c < n) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && row[c]) c++;
      // A hair of overlap so that renderers leave no seam between rows.
      pen.page.drawRectangle({
        x: x + start * m,
        y: y + size - (r + 1) * m - 0.05,
        width: (c - start) * m,
        height: m + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  });
}

// Lines table columns: right edges of the numeric columns.
const COL = { desc: LEFT + 6, qty: 330, unit: 418, rate: 466, value: RIGHT - 6 };
const DESC_WIDTH = COL.qty - 40 - COL.desc;

export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const lang = doc.lang;
  const tr = (key: MessageKey, values?: MessageValues) => t(lang, key, values);
  const eur = (cents: number) => winAnsi(formatEur(cents, lang));
  // Unit prices print with two decimals like every other amount (the line value stays the exact figure).
  const unit = (tenThousandths: number) => eur(Math.sign(tenThousandths) * Math.round(Math.abs(tenThousandths) / 100));
  // Tyres fitted in Spain pay SIGNUS's eco-tax, in Portugal Valorpneu's.
  const spain = doc.taxRegion === "ES" || doc.taxRegion === "ES-CN";
  const dateInZone = (d: Date, timeZone: string) => formatDate(lang, d, timeZone);
  const pdf = await PDFDocument.create();
  const title = tr(doc.credit ? "mail.invoiceCreditTitle" : "mail.invoiceTitle");
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(SELLER.name);
  pdf.setSubject(`ATCUD:${doc.atcud}`);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const tax = doc.taxLabel === "IGIC" ? "IGIC" : "IVA";
  const issued = dateInZone(doc.issuedAt, doc.timeZone);
  const pages: Pen[] = [];

  const newPage = (first: boolean): Pen => {
    const pen: Pen = { page: pdf.addPage(A4), font, bold };
    pages.push(pen);
    // Issuer.
    draw(pen, SELLER.brand, LEFT, 792, { size: 22, bold: true, color: BRAND });
    draw(pen, SELLER.name, LEFT, 772, { size: 9.5, bold: true });
    draw(pen, `${SELLER.address}, ${SELLER.postcode} ${SELLER.town} · Portugal`, LEFT, 760, { size: 8.5 });
    // The same words in both languages (NIF, Tel.).
    draw(pen, `NIF ${groupNif(SELLER.nif)} · Tel. ${SELLER.phone} · ${SELLER.email}`, LEFT, 749, { size: 8.5 });
    draw(pen, tr("mail.invoiceSellerCapital", { capital: SELLER.shareCapital, registry: SELLER.registry }), LEFT, 738, {
      size: 7.5,
      color: MUTED,
    });
    draw(pen, tr("mail.invoiceSellerRegistration", { nif: groupNif(SELLER.nif) }), LEFT, 728, {
      size: 7.5,
      color: MUTED,
    });
    // Document.
    const bx = 352;
    pen.page.drawRectangle({
      x: bx,
      y: 722,
      width: RIGHT - bx,
      height: 84,
      borderColor: BRAND,
      borderWidth: 1,
      color: SHADE,
    });
    draw(pen, tr("mail.invoiceOriginal"), RIGHT - 8, 794, { size: 8, bold: true, color: BRAND, align: "right" });
    draw(pen, title, bx + 10, 786, { size: 17, bold: true, color: BRAND });
    draw(pen, doc.number, bx + 10, 768, { size: 12, bold: true });
    draw(pen, tr("mail.invoiceIssueDate"), bx + 10, 752, { size: 7.5, color: MUTED });
    draw(pen, issued, bx + 10, 741, { size: 9.5 });
    draw(pen, tr("mail.invoiceCurrency"), bx + 110, 752, { size: 7.5, color: MUTED });
    draw(pen, "EUR", bx + 110, 741, { size: 9.5 });
    draw(pen, `ATCUD:${doc.atcud}`, bx + 10, 728, { size: 9, bold: true });
    if (!first) draw(pen, tr("mail.invoiceContinued"), RIGHT - 8, 768, { size: 8, color: MUTED, align: "right" });
    return pen;
  };

  let pen = newPage(true);
  let y = 700;

  // Buyer and order blocks.
  const blockTop = y;
  draw(pen, tr("mail.invoiceBuyer"), LEFT, y, { size: 10, bold: true, color: BRAND });
  draw(pen, tr("mail.invoiceOrderAndPayment"), 352, y, { size: 10, bold: true, color: BRAND });
  rule(pen, y - 5, LEFT, 330, BRAND, 0.8);
  rule(pen, y - 5, 352, RIGHT, BRAND, 0.8);
  y -= 19;
  for (const [index, f] of doc.buyer.entries()) {
    draw(pen, f.label, LEFT, y, { size: 7.5, color: MUTED });
    const valueLines = wrap(font, f.value, 9.5, 330 - (LEFT + 118));
    valueLines
      .slice(0, 2)
      .forEach((line, i) => draw(pen, line, LEFT + 118, y - i * 11, { size: 9.5, bold: index === 0 }));
    y -= 14 + (Math.min(valueLines.length, 2) - 1) * 11;
  }
  const buyerBottom = y;
  let oy = blockTop - 19;
  const orderFields: Array<[string, string]> = [
    ...(doc.credit
      ? ([
          [tr("mail.invoiceOriginInvoice"), doc.credit.invoiceNumber],
          [tr("mail.invoiceOriginDate"), dateInZone(doc.credit.invoiceIssuedAt, doc.timeZone)],
        ] as Array<[string, string]>)
      : []),
    [tr("mail.invoiceOrderNumber"), doc.orderNumber ?? "—"],
    [tr("mail.invoicePayment"), doc.payment ? paymentIn(lang, doc.payment) : "—"],
    [tr("mail.invoiceTaxArea"), tr(REGION_KEYS[doc.taxRegion])],
  ];
  for (const [label, value] of orderFields) {
    draw(pen, label, 352, oy, { size: 7.5, color: MUTED });
    draw(pen, value, 352 + 80, oy, { size: 9.5 });
    oy -= 14;
  }
  y = Math.min(buyerBottom, oy) - 14;

  // Lines.
  const header = (p: Pen, top: number) => {
    p.page.drawRectangle({ x: LEFT, y: top - 6, width: RIGHT - LEFT, height: 20, color: BRAND });
    const head = { size: 8, bold: true, color: WHITE } as const;
    draw(p, tr("mail.invoiceColumnDescription"), COL.desc, top, head);
    draw(p, tr("mail.invoiceColumnQuantity"), COL.qty, top, { ...head, align: "right" });
    draw(p, tr("mail.invoiceColumnUnitPrice", { tax }), COL.unit, top, { ...head, align: "right" });
    draw(p, tr("mail.invoiceColumnRate", { tax }), COL.rate, top, { ...head, align: "right" });
    draw(p, tr("mail.invoiceColumnValue", { tax }), COL.value, top, { ...head, align: "right" });
  };
  header(pen, y);
  y -= 22;
  doc.figures.lines.forEach((l, i) => {
    const desc = wrap(font, lineDescription(lang, l, spain), 8.5, DESC_WIDTH);
    const height = 8 + desc.length * 10.5;
    if (y - height < FOOTER_TOP + 20) {
      draw(pen, tr("mail.invoiceNextPage"), RIGHT, y + 2, { size: 7.5, color: MUTED, align: "right" });
      pen = newPage(false);
      y = 700;
      header(pen, y);
      y -= 22;
    }
    if (i % 2 === 1) pen.page.drawRectangle({ x: LEFT, y: y - height + 10, width: RIGHT - LEFT, height, color: SHADE });
    desc.forEach((line, k) =>
      draw(pen, line, COL.desc, y - k * 10.5, { size: 8.5, color: l.kind === "item" ? INK : MUTED }),
    );
    draw(pen, String(l.quantity), COL.qty, y, { size: 8.5, align: "right" });
    draw(pen, unit(l.unitNet), COL.unit, y, { size: 8.5, align: "right" });
    // "7 %": the sign drawn apart, a clear space from the figure, so that no reader (or text extractor) glues them.
    draw(pen, "%", COL.rate, y, { size: 8.5, align: "right" });
    draw(pen, String(l.taxPct), COL.rate - font.widthOfTextAtSize("%", 8.5) - 3.5, y, { size: 8.5, align: "right" });
    draw(pen, eur(l.netCents), COL.value, y, { size: 8.5, align: "right" });
    y -= height;
  });
  rule(pen, y + 8, LEFT, RIGHT, BRAND, 0.8);

  // Tax summary and totals need about 110 pt above the footer.
  if (y - 110 < FOOTER_TOP) {
    pen = newPage(false);
    y = 700;
  }
  y -= 14;
  const summaryTop = y;
  draw(pen, tr("mail.invoiceTaxSummary", { tax }), LEFT, y, { size: 9.5, bold: true, color: BRAND });
  y -= 15;
  draw(pen, tr("mail.invoiceTaxRate"), LEFT, y, { size: 7.5, bold: true, color: MUTED });
  draw(pen, tr("mail.invoiceTaxBase"), LEFT + 150, y, { size: 7.5, bold: true, color: MUTED, align: "right" });
  draw(pen, tax, LEFT + 240, y, { size: 7.5, bold: true, color: MUTED, align: "right" });
  rule(pen, y - 4, LEFT, LEFT + 245);
  y -= 15;
  for (const r of doc.figures.rates) {
    draw(pen, `${tax} ${r.taxPct} %`, LEFT, y, { size: 9 });
    draw(pen, eur(r.netCents), LEFT + 150, y, { size: 9, align: "right" });
    draw(pen, eur(r.taxCents), LEFT + 240, y, { size: 9, align: "right" });
    y -= 13;
  }
  const taxNote = doc.figures.lines.some((l) => l.kind === "ecotax")
    ? tr(spain ? "mail.invoiceEcotaxNoteSignus" : "mail.invoiceEcotaxNote", { tax })
    : null;
  if (taxNote) {
    y -= 4;
    draw(pen, taxNote, LEFT, y, { size: 7.5, color: MUTED });
    y -= 11;
  }

  let ty = summaryTop;
  const tx = 352;
  const totals: Array<[string, string]> = [
    [tr("mail.invoiceTotalNet", { tax }), eur(doc.figures.netCents)],
    [doc.figures.rates.length === 1 ? `${tax} (${doc.figures.rates[0]!.taxPct} %)` : tax, eur(doc.figures.taxCents)],
  ];
  for (const [label, value] of totals) {
    draw(pen, label, tx, ty, { size: 9.5 });
    draw(pen, value, RIGHT - 8, ty, { size: 9.5, align: "right" });
    ty -= 16;
  }
  rule(pen, ty + 8, tx - 8, RIGHT);
  ty -= 10;
  pen.page.drawRectangle({ x: tx - 8, y: ty - 9, width: RIGHT - tx + 8, height: 26, color: BRAND });
  draw(pen, tr(doc.credit ? "mail.invoiceTotalToCredit" : "mail.invoiceTotalToPay"), tx, ty, {
    size: 11.5,
    bold: true,
    color: WHITE,
  });
  draw(pen, eur(doc.figures.totalCents), RIGHT - 8, ty, { size: 11.5, bold: true, color: WHITE, align: "right" });
  ty -= 28;
  draw(pen, tr("mail.invoicePricesNote"), RIGHT - 8, ty, {
    size: 7.5,
    color: MUTED,
    align: "right",
  });

  // Footer of the last page: ATCUD right above the QR code, the program line, page numbers.
  const qx = LEFT;
  const qy = 52;
  draw(pen, `ATCUD:${doc.atcud}`, qx + 4, qy + QR_SIZE + 6, { size: 8.5, bold: true });
  drawQr(pen, doc.qrPayload, qx, qy, QR_SIZE);
  const fx = qx + QR_SIZE + 18;
  let fy = qy + QR_SIZE - 6;
  const program = doc.demo
    ? [tr("mail.invoiceDemoProgram"), tr("mail.invoiceDemoDocument")]
    : [tr("mail.invoiceProgram")];
  if (doc.atcudDemo) program.push(tr("mail.invoiceDemoAtcud"));
  for (const line of program) {
    draw(pen, line, fx, fy, { size: 8, bold: line === program[0], color: INK });
    fy -= 12;
  }
  fy -= 4;
  draw(pen, tr("mail.invoiceQrNote"), fx, fy, { size: 7.5, color: MUTED });

  pages.forEach((p, i) => {
    rule(p, 40, LEFT, RIGHT);
    draw(p, `${SELLER.name} · NIF ${groupNif(SELLER.nif)}`, LEFT, 28, { size: 7, color: MUTED });
    const page = tr("mail.invoicePageOf", { page: String(i + 1), pages: String(pages.length) });
    draw(p, `${doc.number} · ATCUD:${doc.atcud} · ${page}`, RIGHT, 28, {
      size: 7,
      color: MUTED,
      align: "right",
    });
  });
  return pdf.save();
}
