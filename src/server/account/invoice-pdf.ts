/** Invoice PDF (pdf-lib, standard Helvetica with WinAnsi text, so Portuguese accents print). */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { formatEur } from "../../shared/money.ts";

export type InvoiceForPdf = {
  number: string;
  issuedAt: Date;
  billing: Record<string, string>;
  lines: Array<{ nombre: string; cantidad: number; precio: number; total: number }>;
  taxLabel: string;
  taxPct: number;
  taxCents: number;
  totalCents: number;
};

const plain = (s: string) => s.replace(/\u00a0/g, " ");

export async function invoicePdf(inv: InvoiceForPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fatura ${inv.number}`);
  pdf.setAuthor("RodaCerta — Pneus e Oficinas, Lda.");
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.09, 0.15, 0.39);
  let y = 790;
  const text = (t: string, x: number, size = 10, f = font) => page.drawText(plain(t), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  page.drawText("RodaCerta", { x: 50, y, size: 22, font: bold, color: brand });
  y -= 18;
  text("RodaCerta — Pneus e Oficinas, Lda. · NIF 509 999 993 · Av. da Liberdade 100, 1250-146 Lisboa", 50, 8);
  y -= 36;
  text(`Fatura ${inv.number}`, 50, 16, bold);
  y -= 18;
  text(`Data: ${inv.issuedAt.toISOString().slice(8, 10)}/${inv.issuedAt.toISOString().slice(5, 7)}/${inv.issuedAt.toISOString().slice(0, 4)}`, 50);
  y -= 24;
  for (const [k, v] of Object.entries(inv.billing)) {
    if (!v) continue;
    text(`${k}: ${v}`, 50, 9);
    y -= 13;
  }
  y -= 16;
  text("Descrição", 50, 10, bold);
  text("Qtd.", 360, 10, bold);
  text("Preço", 410, 10, bold);
  text("Total", 490, 10, bold);
  y -= 16;
  for (const l of inv.lines) {
    text(l.nombre.slice(0, 60), 50, 9);
    text(String(l.cantidad), 365, 9);
    text(formatEur(l.precio), 410, 9);
    text(formatEur(l.total), 490, 9);
    y -= 14;
  }
  y -= 16;
  text(`${inv.taxLabel} ${inv.taxPct} % incluído: ${formatEur(inv.taxCents)}`, 360, 10);
  y -= 16;
  text(`Total: ${formatEur(inv.totalCents)}`, 360, 13, bold);
  return pdf.save();
}
