/** The invoice of a confirmed order, issued inside the confirming transaction (order, payment, or nothing due). */
import { eq, sql } from "drizzle-orm";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "#src/shared/basket/checkout.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import { isLang } from "#src/shared/i18n/lang.ts";
import type { Db } from "#src/server/db/client.ts";
import { invoiceCounters, invoices, orderLines, type orders } from "#src/server/db/schema.ts";

type Tx = Db;
type Order = typeof orders.$inferSelect;

/**
 * Issues the invoice of a confirmed order with the next number of its series (IVA or IGIC, per year). The number
 * comes from the series' counter row, incremented in the paying transaction: concurrent payments queue on that row,
 * and a rolled-back payment gives its number back, so the series has no gaps and no collisions.
 */
export async function issueInvoice(tx: Tx, order: Order, now: Date) {
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  if (already) return;
  const year = now.getUTCFullYear();
  const series = order.taxLabel === "IGIC" ? `RCIC${year}` : `RC${year}`;
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, lastSeq: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
    .returning({ seq: invoiceCounters.lastSeq });
  const seq = counter!.seq;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  await tx.insert(invoices).values({
    series,
    seq,
    number: `FT ${series}/${String(seq).padStart(6, "0")}`,
    orderId: order.id,
    userId: order.userId,
    issuedAt: now,
    billing: {
      ...(order.billing ?? {}),
      encomenda: order.number,
      pagamento:
        order.paymentType === "at_workshop"
          ? "Na oficina"
          : order.paymentType === "on_account"
            ? "A crédito (fatura mensal)"
            : (PAYMENT_METHOD_LABELS[(order.paymentMethod ?? "card") as PaymentMethod] ?? "Cartão"),
    },
    lines: [
      ...lines
        .filter((l) => l.totalCents > 0 || l.productType !== "coupon")
        .map((l) => ({ nombre: l.nombre, cantidad: l.quantity, precio: l.unitPriceCents, total: l.totalCents })),
      ...(order.discountCents > 0
        ? [
            {
              nombre: t(isLang(order.lang) ? order.lang : "pt", "checkout.discount"),
              cantidad: 1,
              precio: -order.discountCents,
              total: -order.discountCents,
            },
          ]
        : []),
    ],
    taxLabel: order.taxLabel,
    taxPct: order.taxPct,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
  });
}
