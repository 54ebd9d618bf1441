/**
 * Credit notes (notas de crédito, issue 14 item 4): the form's payload, the amount rules and the numbering. A credit
 * note is its own document type (NC) with its own gapless series per year, references one invoice and never takes
 * the credited sum past the invoice's total. Amounts are tax-inclusive cents; the tax is the invoice's in proportion,
 * and the note that credits the rest takes exactly the rest of the invoice's tax, so a fully credited invoice's notes
 * add up to its total and its tax. The note's one printed line ("Crédito sobre a fatura …: reason") is written in the
 * order's language by the server (src/server/operator/credit-notes.ts, catalogue key mail.invoiceCreditLine).
 */
import { z } from "zod";
import { formatEur } from "../money.ts";

export const CREDIT_REASON_MIN = 5;
export const CREDIT_REASON_MAX = 300;

/** "12,50", "12.50", "1 234,5", "12 €" → cents; null when it is not an amount with at most two decimals. */
export function parseEurosToCents(text: string): number | null {
  const t = text
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/€$/, "")
    .replace(/\.(?=\d{3}(\D|$))/g, "");
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** The form's payload: the whole rest of the invoice, or an amount (euros as typed), with the reason. */
export const CreditNoteInput = z
  .object({
    modo: z.enum(["full", "partial"], { error: "Escolha se credita o valor todo ou uma parte." }),
    valor: z.string().trim().max(20, "Valor inválido.").optional(),
    motivo: z
      .string({ error: "Indique o motivo da nota de crédito." })
      .trim()
      .min(CREDIT_REASON_MIN, `Indique o motivo da nota de crédito (pelo menos ${CREDIT_REASON_MIN} caracteres).`)
      .max(CREDIT_REASON_MAX, `O motivo tem no máximo ${CREDIT_REASON_MAX} caracteres.`),
  })
  .superRefine((v, ctx) => {
    if (v.modo !== "partial") return;
    if (!v.valor) {
      ctx.addIssue({ code: "custom", path: ["valor"], message: "Indique o valor a creditar, em euros." });
      return;
    }
    const cents = parseEurosToCents(v.valor);
    if (cents === null)
      ctx.addIssue({ code: "custom", path: ["valor"], message: "Escreva o valor em euros, por exemplo 25,50." });
    else if (cents <= 0)
      ctx.addIssue({ code: "custom", path: ["valor"], message: "O valor a creditar tem de ser maior do que zero." });
  });
export type CreditNoteInput = z.infer<typeof CreditNoteInput>;

export type CreditRequest = { kind: "rest" } | { kind: "amount"; cents: number };

export function creditRequestOf(input: CreditNoteInput): CreditRequest {
  if (input.modo === "full") return { kind: "rest" };
  return { kind: "amount", cents: parseEurosToCents(input.valor ?? "") ?? 0 };
}

export type CreditAmounts = { totalCents: number; taxCents: number };

export type CreditRefusal = { code: "NOTHING_TO_CREDIT" | "CREDIT_EXCEEDS_REST"; message: string; field?: "valor" };

/**
 * The amounts of the next credit note of an invoice, or why there is none. `credited` is the sum of the earlier
 * notes (their totals and their tax).
 */
export function creditAmounts(
  invoice: CreditAmounts,
  credited: CreditAmounts,
  request: CreditRequest,
): { ok: true; amounts: CreditAmounts } | { ok: false; refusal: CreditRefusal } {
  const rest = invoice.totalCents - credited.totalCents;
  const restTax = invoice.taxCents - credited.taxCents;
  if (rest <= 0)
    return {
      ok: false,
      refusal: { code: "NOTHING_TO_CREDIT", message: "Esta fatura já foi creditada na totalidade." },
    };
  const cents = request.kind === "rest" ? rest : request.cents;
  if (cents > rest)
    return {
      ok: false,
      refusal: {
        code: "CREDIT_EXCEEDS_REST",
        field: "valor",
        message: `O valor excede o que falta creditar nesta fatura (${formatEur(rest, "pt")}).`,
      },
    };
  const taxCents =
    cents === rest
      ? restTax
      : Math.min(restTax, Math.max(0, Math.round((cents * invoice.taxCents) / invoice.totalCents)));
  return { ok: true, amounts: { totalCents: cents, taxCents } };
}

/** The credit note series of an invoice series' tax and a year: RCNC2026 (IVA) or RCICNC2026 (IGIC). */
export function creditNoteSeries(taxLabel: string, year: number): string {
  return taxLabel === "IGIC" ? `RCICNC${year}` : `RCNC${year}`;
}

export function creditNoteNumber(series: string, seq: number): string {
  return `NC ${series}/${String(seq).padStart(6, "0")}`;
}
