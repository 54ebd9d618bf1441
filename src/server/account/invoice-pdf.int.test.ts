/**
 * The invoice PDF as a customer downloads it: a paid order through the API, the PDF through the API, rendered to
 * PNG with pdftoppm and read back with pdftotext (poppler-utils), then checked the way an accountant would: ATCUD,
 * labelled buyer fields, quantity × unit price = line value, lines = base, base + tax = total, and the QR code
 * decoded from the rendered page carrying the AT fields.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import decodeQR from "@paulmillr/qr/decode.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { parseAtQr } from "#src/shared/invoices/at-qr.ts";
import { invoices, tyres, workshops } from "../db/schema.ts";
import { demoSeriesCode } from "../env.ts";
import { createMailer } from "../mail/mailer.ts";
import { invoiceDocument } from "./invoice-document.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { paidFittingOrder, TEST_BILLING } from "../test-support/orders.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const env = testEnv();
const mailer = createMailer(env);
const poppler = spawnSync("pdftotext", ["-v"]).error === undefined && spawnSync("pdftoppm", ["-v"]).error === undefined;
if (!poppler) console.warn("invoice PDF tests skipped: pdftoppm/pdftotext missing (apt-get install -y poppler-utils)");

/** "1 234,56" → 123456 cents; "96,865" → 968650 ten-thousandths (scale 4). */
function amount(text: string, scale: 2 | 4): number {
  const m = /^(-?)([\d ]+),(\d+)$/.exec(text.replace(/\u00a0/g, " ").trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  const units = Number(m[2]!.replace(/ /g, ""));
  const decimals = Number(m[3]!.padEnd(scale, "0"));
  return (m[1] ? -1 : 1) * (units * 10 ** scale + decimals);
}

/** The QR code read back from the page rendered in grey (PGM), as a phone would read the printout. */
function decodePage(pdfPath: string, dir: string): string {
  execFileSync("pdftoppm", ["-r", "150", "-gray", "-singlefile", pdfPath, join(dir, "page")]);
  const pgm = readFileSync(join(dir, "page.pgm"));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString("latin1"));
  if (!header) throw new Error("unexpected PGM header");
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  const data = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const v = pgm[start + p]!;
    data[p * 4] = v;
    data[p * 4 + 1] = v;
    data[p * 4 + 2] = v;
    data[p * 4 + 3] = 255;
  }
  return decodeQR({ width, height, data });
}

eachDatabase("invoice PDF: lawful, readable and adding up", (kind) => {
  const t = testApp(kind, { now: () => NOW, mailer });
  let tyreId: string;
  let ecotaxPerTyre: number;
  let lisbon: string;
  let canary: string;
  let madrid: string;
  const dir = mkdtempSync(join(tmpdir(), `rodacerta-invoice-${kind}-`));
  const api = t.api;

  let userSeq = 0;
  /** A fitting order paid at the workshop (confirmed at once, invoice issued), then its invoice PDF downloaded. */
  async function buyAndDownload(codTienda: string, label: string, buyer = TEST_BILLING, lang: Lang = "pt") {
    const { customer: u, order } = await paidFittingOrder(t.app, {
      lang,
      email: `fatura${++userSeq}.${kind}@example.pt`,
      tyreId,
      codTienda,
      timeIndex: userSeq,
      billing: buyer,
      idempotencyKey: `invoice-${kind}-${label}-0001`,
    });
    expect(order.factura).toMatch(/^FT RC(IC)?2026\/\d{6}$/);
    const res = await api("GET", `/users/${u.id}/get-factura/${encodeURIComponent(order.factura)}`, undefined, u.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const fileName = `${lang === "es" ? "factura" : "fatura"}-${order.factura.replace(/[ /]/g, "_")}.pdf`;
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    const pdfPath = join(dir, `${label}.pdf`);
    writeFileSync(pdfPath, res.rawPayload);
    const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.number, order.factura));
    return { order, inv: inv!, pdfPath };
  }

  /** Renders the page (PNG kept for a look), extracts the text with its layout. */
  function read(pdfPath: string, label: string): string {
    execFileSync("pdftoppm", ["-r", "100", "-png", "-singlefile", pdfPath, join(dir, label)]);
    expect(statSync(join(dir, `${label}.png`)).size).toBeGreaterThan(10_000);
    return execFileSync("pdftotext", ["-layout", pdfPath, "-"]).toString("utf8");
  }

  /** The lines table and totals, checked line by line as an accountant would. */
  function checkArithmetic(text: string, tax: "IVA" | "IGIC", totalCents: number, without = "s/") {
    // Every amount, unit prices included, has exactly two decimals; the rate is written "23 %".
    expect(text).not.toMatch(/\d,\d{3,} €/);
    expect(text).not.toMatch(/\d%/);
    const rows = [
      ...text.matchAll(/^\s*(\S.*?)\s{2,}(\d+)\s+(-?[\d ]*\d,\d{2}) €\s+(\d+) %\s+(-?[\d ]*\d,\d{2}) €\s*$/gm),
    ].map((m) => ({
      description: m[1]!,
      qty: Number(m[2]),
      unit: amount(m[3]!, 2),
      pct: Number(m[4]),
      value: amount(m[5]!, 2),
    }));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // The unit price is the line value divided by the quantity, rounded to the cent: off by at most half a cent each.
    for (const r of rows)
      expect(Math.abs(r.qty * r.unit - r.value) * 2, `${r.description}: ${r.qty} × unit ≈ value`).toBeLessThanOrEqual(
        r.qty,
      );
    const net = amount(new RegExp(`Total ${without} ${tax}\\s+([\\d ]+,\\d{2}) €`).exec(text)![1]!, 2);
    const taxAmount = amount(new RegExp(`${tax} \\(\\d+\\s*%\\)\\s+([\\d ]+,\\d{2}) €`).exec(text)![1]!, 2);
    const total = amount(/Total a pagar\s+([\d ]+,\d{2}) €/.exec(text)![1]!, 2);
    expect(rows.reduce((s, r) => s + r.value, 0)).toBe(net);
    expect(net + taxAmount).toBe(total);
    expect(total).toBe(totalCents);
    const summary = new RegExp(`${tax} (\\d+)\\s*%\\s+([\\d ]+,\\d{2}) €\\s+([\\d ]+,\\d{2}) €`).exec(text)!;
    expect([amount(summary[2]!, 2), amount(summary[3]!, 2)]).toEqual([net, taxAmount]);
    return { rows, net, taxAmount, total };
  }

  beforeAll(async () => {
    const all = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    const tyre = all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0]!;
    tyreId = tyre.id;
    ecotaxPerTyre = tyre.ecotaxCents;
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const ws = await t.database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
    canary = ws.find((w) => w.province === "Las Palmas" && w.webBookings && w.services.includes("car"))!.code;
    madrid = ws.find((w) => w.province === "Madrid" && w.webBookings && w.services.includes("car"))!.code;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!poppler)(
    "a mainland invoice: seller and buyer blocks, ATCUD, eco-tax line, lines that multiply and add up, a QR that scans",
    async () => {
      const { order, inv, pdfPath } = await buyAndDownload(lisbon, "mainland");
      const text = read(pdfPath, "mainland");
      // Title, date, original, ATCUD (series validation code - sequential number), near the title and above the QR.
      const code = `${demoSeriesCode(inv.series)}-${inv.seq}`;
      expect(text).toContain(`Fatura`);
      expect(text).toContain(order.factura);
      expect(text).toContain("Original");
      expect(text).toContain("23/11/2026");
      expect(text.match(/Data de emissão/g)).toHaveLength(1);
      expect(text.match(new RegExp(`ATCUD:${code}\\b`, "g"))!.length).toBeGreaterThanOrEqual(3);
      // Seller block.
      expect(text).toContain("RodaCerta — Pneus e Oficinas, Lda.");
      expect(text).toContain("NIF 509 999 993");
      expect(text).toMatch(/Capital social 50 000,00 €/);
      expect(text).toMatch(/Conservatória do Registo Comercial de Lisboa/);
      // Buyer block: labelled, in a fixed order, no raw keys.
      const labels = [
        /Nome\s+Rita Marques/,
        /NIF\s+123456789/,
        /Morada\s+Rua Augusta, 12/,
        /Código postal e localidade\s+1100-053 Lisboa/,
        /Distrito\s+Lisboa/,
      ];
      const at = labels.map((re) => text.search(re));
      expect(
        at.every((i) => i >= 0),
        String(at),
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(text).not.toMatch(/\b(nombre|nif|morada|localidade|codigo_postal|distrito|encomenda|pagamento):/);
      expect(text).toMatch(new RegExp(`Encomenda n.º\\s+${order.numero}`));
      expect(text).toMatch(/Pagamento\s+Na oficina/);
      // Lines and totals.
      expect(text).toMatch(/Descrição\s+Qtd\.\s+Preço unit\. s\/ IVA\s+IVA %\s+Valor s\/ IVA/);
      const { rows, net, taxAmount, total } = checkArithmetic(text, "IVA", order.total);
      expect(taxAmount).toBe(inv.taxCents);
      const eco = rows.find((r) => r.description.startsWith("Ecovalor (gestão de pneus usados, Valorpneu)"));
      expect(eco, "eco-tax line").toBeDefined();
      expect(text).toContain("O ecovalor dos pneus usados (Valorpneu) está sujeito a IVA.");
      expect(text).not.toContain("SIGNUS");
      expect(eco!.qty).toBe(4);
      expect(Math.abs(eco!.value * 123 - ecotaxPerTyre * 4 * 100)).toBeLessThanOrEqual(123 * 2);
      expect(text).toContain("Processado por programa não certificado");
      // The confirmation e-mail links straight to this PDF.
      const mail = (mailer.outbox ?? []).find((m) => m.subject.includes(order.numero));
      expect(mail?.text).toContain(`${env.PUBLIC_URL}/area-privado/fatura?n=${encodeURIComponent(order.factura)}`);
      // The QR code read from the rendered page.
      const fields = parseAtQr(decodePage(pdfPath, dir));
      expect(fields.map(([k]) => k)).toEqual([
        "A",
        "B",
        "C",
        "D",
        "E",
        "F",
        "G",
        "H",
        "I1",
        "I7",
        "I8",
        "N",
        "O",
        "Q",
        "R",
      ]);
      expect(Object.fromEntries(fields)).toEqual({
        A: "509999993",
        B: "123456789",
        C: "PT",
        D: "FT",
        E: "N",
        F: "20261123",
        G: order.factura,
        H: code,
        I1: "PT",
        I7: (net / 100).toFixed(2),
        I8: (taxAmount / 100).toFixed(2),
        N: (taxAmount / 100).toFixed(2),
        O: (total / 100).toFixed(2),
        Q: "0",
        R: "0",
      });
    },
  );

  it("uses the series' configured AT validation code; in production a series without one is refused, never made up", async () => {
    const { inv } = await buyAndDownload(lisbon, "configured");
    const configured = await invoiceDocument(
      t.database.db,
      { demo: false, AT_SERIES_CODES: { [inv!.series]: "JJKKLLMM" } },
      inv!,
    );
    expect(configured.atcud).toBe(`JJKKLLMM-${inv!.seq}`);
    expect(configured.atcudDemo).toBe(false);
    expect(configured.qrPayload).toContain(`*H:JJKKLLMM-${inv!.seq}*`);
    await expect(invoiceDocument(t.database.db, { demo: false, AT_SERIES_CODES: {} }, inv!)).rejects.toMatchObject({
      code: "ATCUD_UNAVAILABLE",
      status: 503,
    });
  });

  it.skipIf(!poppler)(
    "a Canary Islands invoice says IGIC everywhere and its QR names the Spanish tax region",
    async () => {
      const { order, inv, pdfPath } = await buyAndDownload(canary, "canary", {
        ...TEST_BILLING,
        nif: "12345678Z",
        codigo_postal: "35001",
        poblacion: "Las Palmas de Gran Canaria",
        provincia: "Las Palmas",
      });
      expect(inv.taxLabel).toBe("IGIC");
      const text = read(pdfPath, "canary");
      expect(text).toMatch(/Preço unit\. s\/ IGIC\s+IGIC %\s+Valor s\/ IGIC/);
      expect(text).toContain("Resumo do IGIC");
      expect(text).not.toMatch(/\bIVA\b/);
      expect(text).toMatch(/Província\s+Las Palmas/);
      expect(text).toContain("Transporte e despesas aduaneiras");
      const { net, taxAmount, total } = checkArithmetic(text, "IGIC", order.total);
      const fields = Object.fromEntries(parseAtQr(decodePage(pdfPath, dir)));
      expect(fields).toMatchObject({
        B: "12345678Z",
        C: "ES",
        G: order.factura,
        H: `${demoSeriesCode(inv.series)}-${inv.seq}`,
        I1: "ES",
        I7: (net / 100).toFixed(2),
        I8: (taxAmount / 100).toFixed(2),
        O: (total / 100).toFixed(2),
      });
    },
  );

  it.skipIf(!poppler)(
    "a Spanish order's invoice is in Spanish: «factura-…» file, SIGNUS eco-tax, the issue date once, two-decimal prices",
    async () => {
      const { order, pdfPath } = await buyAndDownload(
        madrid,
        "spain",
        {
          ...TEST_BILLING,
          nif: "12345678Z",
          calle: "Calle Mayor",
          numero: "5",
          codigo_postal: "28013",
          poblacion: "Madrid",
          provincia: "Madrid",
        },
        "es",
      );
      const text = read(pdfPath, "spain");
      expect(text).toContain("Factura");
      expect(text.match(/Fecha de emisión/g)).toHaveLength(1);
      expect(text).toMatch(/Precio unit\. sin IVA\s+IVA %\s+Importe sin IVA/);
      expect(text).toMatch(new RegExp(`N\\.º de pedido\\s+${order.numero}`));
      const { rows } = checkArithmetic(text, "IVA", order.total, "sin");
      const eco = rows.find((r) => r.description.startsWith("Ecotasa (gestión de neumáticos fuera de uso, SIGNUS)"));
      expect(eco, "SIGNUS eco-tax line").toBeDefined();
      expect(text).toContain("La ecotasa de los neumáticos fuera de uso (SIGNUS) está sujeta a IVA.");
      expect(text).not.toMatch(/Valorpneu|Ecovalor|Fatura|Encomenda/);
      expect(text).toMatch(/IVA 21 %/);
    },
  );
});
