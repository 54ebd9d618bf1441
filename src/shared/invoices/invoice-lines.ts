/**
 * Invoice arithmetic that adds up. The shop sells at gross prices (tax included) and an invoice stores its lines
 * as gross integer cents; an accountant reads an invoice from the net side: quantity × unit price without tax =
 * line value, line values per rate = the taxable base (incidência), base × rate = tax, base + tax = total.
 *
 * How the gross lines become that, with no cent lost or invented:
 * 1. The eco-tax (ecovalor) inside a tyre line becomes its own line right after it.
 * 2. Per rate, the base is the gross sum less its tax part (rounded once, on the sum: the figure the order showed);
 *    it is shared out over the lines by largest remainder, so the line values add up to the base exactly.
 * 3. Each line's unit price without tax is its value ÷ quantity, printed with as many decimals as it needs, up to 4
 *    (SAF-T's UnitPrice carries more than 2 and Portuguese invoices print 3–4 when prices include tax), so that
 *    quantity × unit price = line value exactly as printed: 4 × 96,865 € = 387,46 €, never "119,14 € × 4 = 476,57 €".
 *    Only when no 4-decimal price gives the value exactly (quantities such as 3 or 7) is the unit price rounded to
 *    the cent, the line is quantity × that, and the cents left over go on one "Acerto de arredondamento" line of
 *    the same rate, so the lines still add up to the base.
 * 4. A gap between the stored lines and the stored total goes on that same rounding line, so the lines add up to
 *    the total to pay. Since the tax-zone rule (src/shared/pricing/tax-zone.ts) re-taxes unit amounts rather than
 *    whole lines, a regional order has no such gap; the step stays as a guard for stored orders.
 */
import { roundCents } from "../money.ts";

export type StoredInvoiceLine = {
  nombre: string;
  cantidad: number;
  /** Gross unit price as stored (rounded from the line total: not used for arithmetic). */
  precio: number;
  /** Gross line total, cents. */
  total: number;
  /** Gross eco-tax included in `total`, for the whole line (cents); printed as its own line. */
  ecotaxCents?: number;
  /** Tax rate of the line when it differs from the invoice's. */
  taxPct?: number;
};

export type InvoiceLineKind = "item" | "ecotax" | "rounding";

/** Unit prices are in ten-thousandths of a euro (4 decimals): 968650 = 96,865 €. */
export type InvoiceLine = {
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  taxPct: number;
  /** Unit price without tax, 1/10 000 €; `unitNet × quantity = netCents × 100` always holds. */
  unitNet: number;
  /** Unit price with tax, 1/10 000 €; exact when `unitGrossExact` (else rounded to the 4th decimal). */
  unitGross: number;
  unitGrossExact: boolean;
  netCents: number;
  taxCents: number;
  grossCents: number;
};

export type RateTotal = { taxPct: number; netCents: number; taxCents: number; grossCents: number };

export type InvoiceFigures = {
  lines: InvoiceLine[];
  /** One row per rate, highest rate first. */
  rates: RateTotal[];
  netCents: number;
  taxCents: number;
  totalCents: number;
};

export const ECOTAX_DESCRIPTION = "Ecovalor (gestão de pneus usados, Valorpneu)";
export const ROUNDING_DESCRIPTION = "Acerto de arredondamento";

type Work = {
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  taxPct: number;
  grossCents: number;
  netCents: number;
};

/** Splits `netTotal` over gross amounts in proportion to their exact net (gross × 100 / (100 + rate)), largest remainder first. */
function shareNet(grosses: number[], taxPct: number, netTotal: number): number[] {
  const denominator = 100 + taxPct;
  const floors: number[] = [];
  const remainders: Array<{ i: number; rest: number }> = [];
  let sum = 0;
  grosses.forEach((g, i) => {
    const numerator = g * 100;
    const floor = Math.floor(numerator / denominator);
    floors.push(floor);
    remainders.push({ i, rest: numerator - floor * denominator });
    sum += floor;
  });
  let left = netTotal - sum;
  remainders.sort((a, b) => b.rest - a.rest || a.i - b.i);
  const out = [...floors];
  // left is within [0, lines] when netTotal is the rounded exact sum; the loops also absorb a stored tax figure that differs.
  for (let k = 0; left > 0; k = (k + 1) % out.length, left--) out[remainders[k]!.i]! += 1;
  for (let k = remainders.length - 1; left < 0; k = (k - 1 + out.length) % out.length, left++)
    out[remainders[k]!.i]! -= 1;
  return out;
}

export function invoiceFigures(input: {
  lines: StoredInvoiceLine[];
  taxPct: number;
  totalCents: number;
  taxCents?: number;
}): InvoiceFigures {
  const work: Work[] = [];
  for (const l of input.lines) {
    const quantity = Number.isInteger(l.cantidad) && l.cantidad > 0 ? l.cantidad : 1;
    const taxPct = l.taxPct ?? input.taxPct;
    const eco = Math.max(0, Math.min(l.ecotaxCents ?? 0, l.total));
    work.push({ kind: "item", description: l.nombre, quantity, taxPct, grossCents: l.total - eco, netCents: 0 });
    if (eco > 0)
      work.push({ kind: "ecotax", description: ECOTAX_DESCRIPTION, quantity, taxPct, grossCents: eco, netCents: 0 });
  }
  let linesGross = 0;
  for (const w of work) linesGross += w.grossCents;
  const rounding: Work = {
    kind: "rounding",
    description: ROUNDING_DESCRIPTION,
    quantity: 1,
    taxPct: input.taxPct,
    grossCents: input.totalCents - linesGross,
    netCents: 0,
  };
  work.push(rounding);

  const pcts = [...new Set(work.map((w) => w.taxPct))].sort((a, b) => b - a);
  const rates: RateTotal[] = [];
  for (const pct of pcts) {
    const group = work.filter((w) => w.taxPct === pct);
    const grossCents = group.reduce((s, w) => s + w.grossCents, 0);
    const storedTax = pcts.length === 1 && input.taxCents !== undefined ? input.taxCents : null;
    const netCents = storedTax !== null ? grossCents - storedTax : roundCents((grossCents * 100) / (100 + pct));
    const shares = shareNet(
      group.map((w) => w.grossCents),
      pct,
      netCents,
    );
    group.forEach((w, i) => {
      w.netCents = shares[i]!;
    });
    rates.push({ taxPct: pct, netCents, taxCents: grossCents - netCents, grossCents });
  }

  const lines: InvoiceLine[] = [];
  const roundingExtra = new Map<number, number>(); // per rate: net cents moved to the rounding line
  for (const w of work) {
    if (w.kind === "rounding") continue;
    const taxCents = w.grossCents - w.netCents;
    let unitNet: number;
    let netCents = w.netCents;
    if ((w.netCents * 100) % w.quantity === 0) unitNet = (w.netCents * 100) / w.quantity;
    else {
      unitNet = roundCents(w.netCents / w.quantity) * 100;
      netCents = (unitNet * w.quantity) / 100;
      roundingExtra.set(w.taxPct, (roundingExtra.get(w.taxPct) ?? 0) + (w.netCents - netCents));
    }
    lines.push({
      kind: w.kind,
      description: w.description,
      quantity: w.quantity,
      taxPct: w.taxPct,
      unitNet,
      ...unitGross(w.grossCents, w.quantity),
      netCents,
      taxCents,
      grossCents: netCents + taxCents,
    });
  }
  for (const pct of pcts) {
    const base = pct === rounding.taxPct ? rounding : null;
    const net = (base?.netCents ?? 0) + (roundingExtra.get(pct) ?? 0);
    const tax = base ? base.grossCents - base.netCents : 0;
    if (net === 0 && tax === 0) continue;
    lines.push({
      kind: "rounding",
      description: ROUNDING_DESCRIPTION,
      quantity: 1,
      taxPct: pct,
      unitNet: net * 100,
      unitGross: (net + tax) * 100,
      unitGrossExact: true,
      netCents: net,
      taxCents: tax,
      grossCents: net + tax,
    });
  }

  let netCents = 0;
  let taxCents = 0;
  for (const r of rates) {
    netCents += r.netCents;
    taxCents += r.taxCents;
  }
  return { lines, rates, netCents, taxCents, totalCents: netCents + taxCents };
}

function unitGross(grossCents: number, quantity: number): { unitGross: number; unitGrossExact: boolean } {
  const exact = (grossCents * 100) % quantity === 0;
  return {
    unitGross: exact ? (grossCents * 100) / quantity : Math.round((grossCents * 100) / quantity),
    unitGrossExact: exact,
  };
}

const NBSP = "\u00a0";

/** A unit price in 1/10 000 € as pt-PT text with 2 to 4 decimals: 968650 → "96,865 €", 953600 → "95,36 €". */
export function formatUnitPrice(tenThousandths: number): string {
  const negative = tenThousandths < 0;
  const abs = Math.abs(Math.round(tenThousandths));
  const euros = Math.floor(abs / 10_000);
  let decimals = String(abs % 10_000).padStart(4, "0");
  while (decimals.length > 2 && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${negative ? "-" : ""}${grouped},${decimals}${NBSP}€`;
}

/** The product as an accountant checks it: quantity × unit price in cents (exact by construction). */
export function lineValueCents(line: Pick<InvoiceLine, "unitNet" | "quantity">): number {
  return (line.unitNet * line.quantity) / 100;
}
