/**
 * Payment notifications and refunds. A verified notification is first stored as received (if that fails the
 * gateway gets a 5xx and retries); it is then applied in one transaction that locks the order: the first approval
 * for the amount owed pays it (one applied payment per order, guarded by a partial unique index) and issues the
 * invoice; an approval for an order already paid, or for an amount it no longer owes, is recorded as such, refunded
 * through the gateway and flagged for the back office. A notification or refund that fails is retried by the server.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { isApproved } from "../../shared/payment/codes.ts";
import { type Db, sqlState, withTransientRetry } from "../db/client.ts";
import { appointments, orders, paymentNotifications, payments } from "../db/schema.ts";
import type { NotificationParams, PaymentGateway } from "../payment/gateway.ts";
import { issueInvoice, retakeAfterExpiry } from "./orders.service.ts";

type Order = typeof orders.$inferSelect;
export type PaymentOutcome = "applied" | "declined" | "duplicate" | "not_owed";
export type NotificationOutcome = { duplicate: boolean; order: Order | null; approved: boolean; newlyConfirmed: boolean; outcome: PaymentOutcome | null; refundPaymentId: number | null };

/** Stores a verified notification once (by its id). Throws only when nothing could be stored. */
export async function receiveNotification(db: Db, n: NotificationParams): Promise<void> {
  await db.insert(paymentNotifications).values({ notificationId: n.Ds_NotificationId, orderNumber: n.Ds_Order, params: n }).onConflictDoNothing();
}

/** The outcome of an approval for this order, decided on the locked order row. */
export function approvalOutcome(order: Pick<Order, "status" | "dueNowCents">, amountCents: number, alreadyPaid: boolean): PaymentOutcome {
  if (alreadyPaid) return "duplicate";
  if (order.status === "confirmado") return amountCents > 0 ? "not_owed" : "duplicate";
  if (order.status !== "pendente" && order.status !== "expirado") return "not_owed";
  return amountCents === order.dueNowCents ? "applied" : "not_owed";
}

/** Applies a stored notification once; a second call (or a concurrent one) finds it processed and changes nothing. */
export async function applyNotification(db: Db, notificationId: string, now: Date): Promise<NotificationOutcome> {
  return withTransientRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx.select().from(paymentNotifications).where(eq(paymentNotifications.notificationId, notificationId)).for("update");
      const n = row?.params as NotificationParams | undefined;
      if (!row || !n || row.processedAt) return { duplicate: true, order: null, approved: n ? isApproved(n.Ds_Response) : false, newlyConfirmed: false, outcome: null, refundPaymentId: null };
      const done = (lastError: string | null = null) => tx.update(paymentNotifications).set({ processedAt: now, attempts: sql`${paymentNotifications.attempts} + 1`, lastError }).where(eq(paymentNotifications.notificationId, notificationId));
      const [order] = await tx.select().from(orders).where(eq(orders.number, n.Ds_Order)).for("update");
      const approved = isApproved(n.Ds_Response);
      if (!order) {
        await done("ORDER_NOT_FOUND");
        return { duplicate: false, order: null, approved, newlyConfirmed: false, outcome: null, refundPaymentId: null };
      }
      const amount = Number(n.Ds_Amount);
      const method = n.Ds_PayMethod === "z" ? "bizum" : "tarjeta";
      const [paid] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, order.id), eq(payments.outcome, "applied")));
      const outcome: PaymentOutcome = approved ? approvalOutcome(order, amount, Boolean(paid)) : "declined";
      const refund = outcome === "duplicate" || outcome === "not_owed";
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: order.id, notificationId, method, amountCents: amount, responseCode: n.Ds_Response, approved, authorisationCode: n.Ds_AuthorisationCode || null, outcome, refundStatus: refund ? "pending" : null, needsReview: refund })
        .returning({ id: payments.id });
      let updated = order;
      if (outcome === "applied") {
        [updated] = (await tx.update(orders).set({ status: "confirmado", paidCents: sql`${orders.paidCents} + ${amount}`, paymentMethod: method }).where(eq(orders.id, order.id)).returning()) as [Order];
        if (order.status === "expirado") await retakeAfterExpiry(tx, order, now);
        if (order.appointmentId) await tx.update(appointments).set({ status: "booked", holdExpiresAt: null }).where(and(eq(appointments.id, order.appointmentId), eq(appointments.status, "held")));
        await issueInvoice(tx, updated, now);
      }
      await done();
      return { duplicate: false, order: updated, approved, newlyConfirmed: outcome === "applied", outcome, refundPaymentId: refund ? payment!.id : null };
    }),
  );
}

/** Refunds one duplicate or not-owed payment through the gateway; the result is recorded either way. */
export async function refundPayment(db: Db, gateway: PaymentGateway, paymentId: number, now: Date): Promise<boolean> {
  const [p] = await db.select({ p: payments, number: orders.number }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, paymentId));
  if (!p || p.p.refundStatus === "refunded" || (p.p.outcome !== "duplicate" && p.p.outcome !== "not_owed")) return false;
  const result = await gateway.refund({ order: p.number, amountCents: p.p.amountCents, authorisationCode: p.p.authorisationCode ?? "", reference: p.p.notificationId }).catch(() => ({ ok: false, code: "UNREACHABLE", reference: null }));
  await db
    .update(payments)
    .set(result.ok ? { refundStatus: "refunded", refundReference: result.reference, refundedAt: now } : { refundStatus: "failed" })
    .where(and(eq(payments.id, paymentId), sql`${payments.refundStatus} is distinct from 'refunded'`));
  return result.ok;
}

/**
 * The server's own retries: notifications stored but not applied (a crash, a database hiccup) and refunds not yet
 * done. Runs on a timer in every process; each notification is applied once whoever gets it first.
 */
export async function retryPendingPayments(db: Db, gateway: PaymentGateway, now: Date, log: { warn: (o: object, m: string) => void }): Promise<{ applied: number; refunded: number }> {
  let applied = 0;
  let refunded = 0;
  const stale = new Date(now.getTime() - 5_000);
  const pending = await db.select({ id: paymentNotifications.notificationId }).from(paymentNotifications).where(and(isNull(paymentNotifications.processedAt), lt(paymentNotifications.receivedAt, stale), lt(paymentNotifications.attempts, 20))).orderBy(asc(paymentNotifications.receivedAt)).limit(50);
  for (const { id } of pending) {
    try {
      const outcome = await applyNotification(db, id, now);
      if (!outcome.duplicate) applied++;
      if (outcome.refundPaymentId) await refundPayment(db, gateway, outcome.refundPaymentId, now);
    } catch (error) {
      await db.update(paymentNotifications).set({ attempts: sql`${paymentNotifications.attempts} + 1`, lastError: sqlState(error) ?? (error as Error).name }).where(eq(paymentNotifications.notificationId, id));
      log.warn({ notificationId: id, code: sqlState(error) }, "payment notification not applied yet");
    }
  }
  const refunds = await db.select({ id: payments.id }).from(payments).where(and(inArray(payments.outcome, ["duplicate", "not_owed"]), or(eq(payments.refundStatus, "pending"), eq(payments.refundStatus, "failed")), lt(payments.createdAt, stale))).limit(50);
  for (const { id } of refunds) if (await refundPayment(db, gateway, id, now)) refunded++;
  return { applied, refunded };
}
