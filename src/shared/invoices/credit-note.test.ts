import { describe, expect, it } from "vitest";
import {
  creditAmounts,
  CreditNoteInput,
  creditNoteNumber,
  creditNoteSeries,
  creditRequestOf,
  parseEurosToCents,
} from "./credit-note.ts";

const errorsOf = (input: unknown) => {
  const r = CreditNoteInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("credit note amounts", () => {
  it("reads euros as typed in Portugal", () => {
    expect(parseEurosToCents("12,5")).toBe(1250);
    expect(parseEurosToCents("1.234,56 €")).toBe(123456);
    expect(parseEurosToCents("1 234,56")).toBe(123456);
    expect(parseEurosToCents("40")).toBe(4000);
    expect(parseEurosToCents("12,345")).toBeNull();
    expect(parseEurosToCents("-3")).toBeNull();
    expect(parseEurosToCents("abc")).toBeNull();
  });

  it("refuses a missing reason, a missing or bad amount, with pt-PT messages on their fields", () => {
    expect(errorsOf({ modo: "partial", motivo: "ok" })).toEqual({
      motivo: expect.stringContaining("Indique o motivo"),
      valor: "Indique o valor a creditar, em euros.",
    });
    expect(errorsOf({ modo: "partial", valor: "doze", motivo: "Pneu devolvido" })).toEqual({
      valor: "Escreva o valor em euros, por exemplo 25,50.",
    });
    expect(errorsOf({ modo: "partial", valor: "0,00", motivo: "Pneu devolvido" })).toEqual({
      valor: "O valor a creditar tem de ser maior do que zero.",
    });
    expect(errorsOf({ modo: "full", motivo: "Encomenda anulada" })).toEqual({});
    expect(
      creditRequestOf(CreditNoteInput.parse({ modo: "partial", valor: "25,50", motivo: "Pneu devolvido" })),
    ).toEqual({ kind: "amount", cents: 2550 });
  });

  it("credits in part with the invoice's tax in proportion, then exactly the rest of total and tax", () => {
    const invoice = { totalCents: 24600, taxCents: 4600 };
    const first = creditAmounts(invoice, { totalCents: 0, taxCents: 0 }, { kind: "amount", cents: 12300 });
    expect(first).toEqual({ ok: true, amounts: { totalCents: 12300, taxCents: 2300 } });
    const rest = creditAmounts(invoice, { totalCents: 12300, taxCents: 2300 }, { kind: "rest" });
    expect(rest).toEqual({ ok: true, amounts: { totalCents: 12300, taxCents: 2300 } });
    const odd = creditAmounts(invoice, { totalCents: 0, taxCents: 0 }, { kind: "amount", cents: 1 });
    expect(odd).toEqual({ ok: true, amounts: { totalCents: 1, taxCents: 0 } });
  });

  it("never credits more than what is left", () => {
    const invoice = { totalCents: 10000, taxCents: 1870 };
    const over = creditAmounts(invoice, { totalCents: 6000, taxCents: 1122 }, { kind: "amount", cents: 4001 });
    expect(over).toMatchObject({ ok: false, refusal: { code: "CREDIT_EXCEEDS_REST", field: "valor" } });
    if (!over.ok) expect(over.refusal.message).toBe("O valor excede o que falta creditar nesta fatura (40,00\u00a0€).");
    const done = creditAmounts(invoice, { totalCents: 10000, taxCents: 1870 }, { kind: "rest" });
    expect(done).toMatchObject({ ok: false, refusal: { code: "NOTHING_TO_CREDIT" } });
  });

  it("numbers notes in their own series per tax and year", () => {
    expect(creditNoteSeries("IVA", 2026)).toBe("RCNC2026");
    expect(creditNoteSeries("IGIC", 2027)).toBe("RCICNC2027");
    expect(creditNoteNumber("RCNC2026", 7)).toBe("NC RCNC2026/000007");
  });
});
