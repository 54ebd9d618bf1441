/**
 * Credit notes in the back office (issue 14, item 4): customer service and the administration credit an invoiced
 * order in full (the rest) or in part, with a reason. The note is a document of its own type (NC) in its own
 * gapless series, references the invoice and is written with its audit row in one transaction that locks the
 * invoice first: two concurrent notes for the rest of one invoice queue on that lock and the second finds nothing
 * left to credit. The PDF reuses the invoice layout with the title "Nota de crédito" and the original invoice.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import {
  creditAmounts,
  type CreditNoteInput,
  creditNoteNumber,
  creditNoteSeries,
  creditRequestOf,
} from "#src/shared/invoices/credit-note.ts";
import type { CreditNoteView, CreditNotesAnswer } from "#src/shared/invoices/credit-note-api.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import { atcud, atQrPayload, qrBuyerCountry, qrTaxRegion } from "#src/shared/invoices/at-qr.ts";
import { invoiceFigures } from "#src/shared/invoices/invoice-lines.ts";
import { SELLER } from "#src/shared/invoices/seller.ts";
import { canRefund } from "#src/shared/operator/orders.ts";
import { findOwnCreditNote } from "../account/account.queries.ts";
import { type InvoiceDocument, invoiceDocument } from "../account/invoice-document.ts";
import { invoicePdf } from "../account/invoice-pdf.ts";
import type { AppDeps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { atValidationCode, type Env } from "../env.ts";
import { ForbiddenError, InvalidInputError, NotFoundError, RuleBrokenError, UnavailableError } from "../errors.ts";
import {
  type CreditNoteRow,
  creditedSoFar,
  creditNotesOfInvoice,
  findCreditNote,
  insertCreditNote,
  invoiceOfOrder,
  type InvoiceRow,
  lockInvoice,
  takeNextSeq,
} from "./credit-notes.queries.ts";
import { writeAudit } from "./operator.queries.ts";
import { findOrderForOperator } from "./orders.queries.ts";
import type { Staff } from "./staff.ts";

/** Who may issue and read credit notes: customer service and the administration (the refund roles). */
function requireCreditRole(actor: Staff) {
  if (!canRefund(actor))
    throw new ForbiddenError(
      "OPERATOR_FORBIDDEN",
      "Só o apoio ao cliente e a administração podem emitir e consultar notas de crédito.",
    );
}

const orderNotFound = () => new NotFoundError("ORDER_NOT_FOUND", "Esta encomenda não existe.");
const noInvoice = () =>
  new RuleBrokenError("ORDER_NOT_INVOICED", "Esta encomenda não tem fatura: não há nada a creditar.");

function view(n: CreditNoteRow, invoiceNumber: string): CreditNoteView {
  return {
    id: n.id,
    numero: n.number,
    emitidaEm: n.issuedAt.toISOString(),
    valor: n.totalCents,
    imposto: n.taxCents,
    motivo: n.reason,
    fatura: invoiceNumber,
  };
}

async function orderInvoice(db: Db, number: string): Promise<InvoiceRow | null> {
  const row = await findOrderForOperator(db, number);
  if (!row) throw orderNotFound();
  return invoiceOfOrder(db, row.o.id);
}

export async function listCreditNotes(db: Db, actor: Staff, number: string): Promise<CreditNotesAnswer> {
  requireCreditRole(actor);
  const inv = await orderInvoice(db, number);
  if (!inv) return { fatura: null, creditado: 0, porCreditar: 0, notas: [] };
  const notes = await creditNotesOfInvoice(db, inv.id);
  const credited = notes.reduce((s, n) => s + n.totalCents, 0);
  return {
    fatura: { numero: inv.number, total: inv.totalCents },
    creditado: credited,
    porCreditar: Math.max(0, inv.totalCents - credited),
    notas: notes.map((n) => view(n, inv.number)),
  };
}

export async function issueCreditNote(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Staff,
  number: string,
  input: CreditNoteInput,
): Promise<CreditNoteView> {
  requireCreditRole(actor);
  const now = deps.now();
  const found = await orderInvoice(deps.db, number);
  if (!found) throw noInvoice();
  const note = await deps.db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const inv = (await lockInvoice(t, found.id))!;
    const credited = await creditedSoFar(t, inv.id);
    const result = creditAmounts(
      { totalCents: inv.totalCents, taxCents: inv.taxCents },
      credited,
      creditRequestOf(input),
    );
    if (!result.ok) {
      const r = result.refusal;
      if (r.field) throw new InvalidInputError(r.code, r.message, { [r.field]: r.message });
      throw new RuleBrokenError(r.code, r.message);
    }
    const series = creditNoteSeries(inv.taxLabel, now.getUTCFullYear());
    const seq = await takeNextSeq(t, series);
    const created = await insertCreditNote(t, {
      series,
      seq,
      number: creditNoteNumber(series, seq),
      invoiceId: inv.id,
      staffId: actor.id,
      issuedAt: now,
      reason: input.motivo,
      taxLabel: inv.taxLabel,
      taxPct: inv.taxPct,
      taxCents: result.amounts.taxCents,
      totalCents: result.amounts.totalCents,
    });
    await writeAudit(t, {
      staffId: actor.id,
      action: "credit_note.issue",
      entity: "invoice",
      entityId: inv.number,
      before: { creditado: credited.totalCents },
      after: {
        nota: created.number,
        valor: created.totalCents,
        imposto: created.taxCents,
        motivo: created.reason,
        encomenda: number,
      },
      at: now,
    });
    return { created, invoiceNumber: inv.number };
  });
  return view(note.created, note.invoiceNumber);
}

/** The credit note as a lawful document: the invoice's buyer and region, its own number, ATCUD and QR code. */
export async function creditNoteDocument(
  db: Db,
  env: Pick<Env, "demo" | "AT_SERIES_CODES">,
  note: CreditNoteRow,
  invoice: InvoiceRow,
): Promise<InvoiceDocument> {
  const validation = atValidationCode(env, note.series);
  if (!validation)
    throw new UnavailableError(
      "ATCUD_UNAVAILABLE",
      `A nota de crédito ${note.number} não pode ser apresentada: falta o código de validação AT da série ${note.series}.`,
    );
  const base = await invoiceDocument(db, env, invoice);
  const figures = invoiceFigures({
    lines: [
      {
        // What it credits and why, in the order's language; the reason as the staff wrote it.
        nombre: t(base.lang, "mail.invoiceCreditLine", { invoice: invoice.number, reason: note.reason }),
        cantidad: 1,
        precio: note.totalCents,
        total: note.totalCents,
      },
    ],
    taxPct: note.taxPct,
    totalCents: note.totalCents,
    taxCents: note.taxCents,
  });
  const code = atcud(validation.code, note.seq);
  const nif = base.finalConsumer ? "" : (invoice.billing.nif ?? "").trim();
  const qrPayload = atQrPayload({
    issuerNif: SELLER.nif,
    buyerNif: nif,
    buyerCountry: qrBuyerCountry({ nif, postcode: (invoice.billing.codigo_postal ?? "").trim() }),
    documentType: "NC",
    issuedAt: note.issuedAt,
    timeZone: SELLER.timeZone,
    documentId: note.number,
    atcud: code,
    taxRegion: qrTaxRegion(base.taxRegion),
    rates: figures.rates,
    totalTaxCents: figures.taxCents,
    totalCents: figures.totalCents,
  });
  return {
    ...base,
    number: note.number,
    documentType: "NC",
    issuedAt: note.issuedAt,
    atcud: code,
    atcudDemo: validation.demo,
    qrPayload,
    figures,
    credit: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, reason: note.reason },
  };
}

export async function creditNotePdf(
  deps: Pick<AppDeps, "db" | "env">,
  actor: Staff,
  id: number,
): Promise<{ number: string; pdf: Uint8Array }> {
  requireCreditRole(actor);
  const found = await findCreditNote(deps.db, id);
  if (!found) throw new NotFoundError("CREDIT_NOTE_NOT_FOUND", "Esta nota de crédito não existe.");
  const doc = await creditNoteDocument(deps.db, deps.env, found.note, found.invoice);
  return { number: found.note.number, pdf: await invoicePdf(doc) };
}

/** A customer's own credit note as PDF, for the private area's invoices tab (another customer's: not found). */
export async function ownCreditNotePdf(
  deps: Pick<AppDeps, "db" | "env">,
  userId: number,
  number: string,
): Promise<{ number: string; pdf: Uint8Array; lang: Lang }> {
  const found = await findOwnCreditNote(deps.db, userId, number);
  const doc = await creditNoteDocument(deps.db, deps.env, found.note, found.invoice);
  return { number: found.note.number, pdf: await invoicePdf(doc), lang: doc.lang };
}
