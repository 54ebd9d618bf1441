/**
 * Payment notifications and refunds. A verified notification is first stored as received (if that fails the
 * gateway gets a 5xx and retries); it is then applied in one transaction that locks the order: the first approval
 * for the amount owed pays it (one applied payment per order, guarded by a partial unique index) and issues the
 * invoice; an approval for an order already paid, or for an amount it no longer owes, is recorded as such, refunded
 * through the gateway and flagged for the back office. A notification or refund that fails is retried by the server.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { methodForGatewayCode } from "#src/shared/basket/checkout.ts";
import { isApproved, MULTIBANCO_REFERENCE_EXPIRED, MULTIBANCO_REFERENCE_ISSUED } from "#src/shared/payment/codes.ts";
import { type Db, sqlState, withTransientRetry } from "#src/server/db/client.ts";
import { appointments, orders, paymentNotifications, paymentReferences, payments } from "#src/server/db/schema.ts";
import type { NotificationParams, PaymentGateway } from "#src/server/payment/gateway.ts";
import { expireOrder } from "./expiry.ts";
import { issueInvoice } from "./invoice.ts";
import type { PaymentOutcome } from "#src/shared/payment/notification-api.schema.ts";
import { retakeAfterExpiry } from "./stock.ts";

type Order = typeof orders.$inferSelect;
export type NotificationOutcome = {
  duplicate: boolean;
  order: Order | null;
  approved: boolean;
  newlyConfirmed: boolean;
  outcome: PaymentOutcome | null;
  refundPaymentId: number | null;
  /** A Multibanco reference was issued (to be e-mailed) or expired (the order was released). */
  reference?: "issued" | "expired";
};

/** Stores a verified notification once (by its id). Throws only when nothing could be stored. */
export async function receiveNotification(db: Db, n: NotificationParams): Promise<void> {
  await db
    .insert(paymentNotifications)
    .values({ notificationId: n.Ds_NotificationId, orderNumber: n.Ds_Order, params: n })
    .onConflictDoNothing();
}

/** The outcome of an approval for this order, decided on the locked order row. */
export function approvalOutcome(
  order: Pick<Order, "status" | "dueNowCents">,
  amountCents: number,
  alreadyPaid: boolean,
): PaymentOutcome {
  if (alreadyPaid) return "duplicate";
  if (order.status === "confirmed") return amountCents > 0 ? "not_owed" : "duplicate";
  if (order.status !== "pending" && order.status !== "expired") return "not_owed";
  return amountCents === order.dueNowCents ? "applied" : "not_owed";
}

/** Applies a stored notification once; a second call (or a concurrent one) finds it processed and changes nothing. */
export async function applyNotification(db: Db, notificationId: string, now: Date): Promise<NotificationOutcome> {
  return withTransientRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.notificationId, notificationId))
        .for("update");
      const n = row?.params as NotificationParams | undefined;
      if (!row || !n || row.processedAt)
        return {
          duplicate: true,
          order: null,
          approved: n ? isApproved(n.Ds_Response) : false,
          newlyConfirmed: false,
          outcome: null,
          refundPaymentId: null,
        };
      const done = (lastError: string | null = null) =>
        tx
          .update(paymentNotifications)
          .set({ processedAt: now, attempts: sql`${paymentNotifications.attempts} + 1`, lastError })
          .where(eq(paymentNotifications.notificationId, notificationId));
      const [order] = await tx.select().from(orders).where(eq(orders.number, n.Ds_Order)).for("update");
      const approved = isApproved(n.Ds_Response);
      if (!order) {
        await done("ORDER_NOT_FOUND");
        return { duplicate: false, order: null, approved, newlyConfirmed: false, outcome: null, refundPaymentId: null };
      }
      const amount = Number(n.Ds_Amount);
      const method = methodForGatewayCode(n.Ds_PayMethod);
      if (n.Ds_Response === MULTIBANCO_REFERENCE_ISSUED || n.Ds_Response === MULTIBANCO_REFERENCE_EXPIRED) {
        const reference = await applyReference(tx, order, n, now);
        await done();
        return {
          duplicate: false,
          order,
          approved: false,
          newlyConfirmed: false,
          outcome: null,
          refundPaymentId: null,
          reference,
        };
      }
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.outcome, "applied")));
      const outcome: PaymentOutcome = approved ? approvalOutcome(order, amount, Boolean(paid)) : "declined";
      const refund = outcome === "duplicate" || outcome === "not_owed";
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          notificationId,
          method,
          amountCents: amount,
          responseCode: n.Ds_Response,
          approved,
          authorisationCode: n.Ds_AuthorisationCode || null,
          outcome,
          refundStatus: refund ? "pending" : null,
          needsReview: refund,
        })
        .returning({ id: payments.id });
      let updated = order;
      if (outcome === "applied") {
        [updated] = (await tx
          .update(orders)
          .set({ status: "confirmed", paidCents: sql`${orders.paidCents} + ${amount}`, paymentMethod: method })
          .where(eq(orders.id, order.id))
          .returning()) as [Order];
        if (order.status === "expired") await retakeAfterExpiry(tx, order, now);
        if (order.appointmentId)
          await tx
            .update(appointments)
            .set({ status: "booked", holdExpiresAt: null })
            .where(and(eq(appointments.id, order.appointmentId), eq(appointments.status, "held")));
        if (method === "multibanco")
          await tx
            .update(paymentReferences)
            .set({ status: "paid" })
            .where(and(eq(paymentReferences.orderId, order.id), eq(paymentReferences.status, "issued")));
        await issueInvoice(tx, updated, now);
      }
      await done();
      return {
        duplicate: false,
        order: updated,
        approved,
        newlyConfirmed: outcome === "applied",
        outcome,
        refundPaymentId: refund ? payment!.id : null,
      };
    }),
  );
}

/**
 * A Multibanco reference for a pending order: it replaces any earlier one, and the order and its held bay wait until
 * the reference expires. An expired reference releases the order at once (stock, promotion units and the bay).
 */
async function applyReference(
  tx: Db,
  order: Order,
  n: NotificationParams,
  now: Date,
): Promise<"issued" | "expired" | undefined> {
  if (n.Ds_Response === MULTIBANCO_REFERENCE_EXPIRED) {
    await tx
      .update(paymentReferences)
      .set({ status: "expired" })
      .where(and(eq(paymentReferences.orderId, order.id), eq(paymentReferences.status, "issued")));
    if (order.status === "pending") await expireOrder(tx, order.id, now);
    return "expired";
  }
  if (order.status !== "pending" || !n.Ds_MB_Entity || !n.Ds_MB_Reference || !n.Ds_MB_Expiry) return undefined;
  const expiresAt = new Date(n.Ds_MB_Expiry);
  await tx
    .update(paymentReferences)
    .set({ status: "replaced" })
    .where(and(eq(paymentReferences.orderId, order.id), eq(paymentReferences.status, "issued")));
  await tx
    .insert(paymentReferences)
    .values({
      orderId: order.id,
      entity: n.Ds_MB_Entity,
      reference: n.Ds_MB_Reference,
      amountCents: Number(n.Ds_Amount),
      expiresAt,
    })
    .onConflictDoNothing();
  await tx.update(orders).set({ paymentMethod: "multibanco" }).where(eq(orders.id, order.id));
  if (order.appointmentId)
    await tx
      .update(appointments)
      .set({ holdExpiresAt: expiresAt })
      .where(and(eq(appointments.id, order.appointmentId), eq(appointments.status, "held")));
  return "issued";
}

/** A refund left "sending" this long (a process died mid-call) is not re-sent blindly: the back office checks it. */
const SENDING_STALE_MS = 10 * 60_000;
export const MAX_REFUND_ATTEMPTS = 8;

/**
 * Refunds one duplicate or not-owed payment through the gateway, at most once: the refund is first claimed
 * ("sending") by one statement, so the request path and every process's retry timer cannot both send it.
 * The result is recorded either way; a failed refund is retried with a growing pause, then left for the back office.
 */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  paymentId: number,
  now: Date,
  /** byHand: a back-office member sends it (operator/orders.ts), also after the automatic retries gave up. */
  opts: { byHand?: boolean } = {},
): Promise<boolean> {
  const [claimed] = await db
    .update(payments)
    .set({ refundStatus: "sending", refundClaimedAt: now, refundAttempts: sql`${payments.refundAttempts} + 1` })
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(payments.outcome, ["duplicate", "not_owed"]),
        or(eq(payments.refundStatus, "pending"), eq(payments.refundStatus, "failed")),
        opts.byHand ? undefined : lt(payments.refundAttempts, MAX_REFUND_ATTEMPTS),
      ),
    )
    .returning();
  if (!claimed) return false;
  const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, claimed.orderId));
  const result = await gateway
    .refund({
      order: order!.number,
      amountCents: claimed.amountCents,
      authorisationCode: claimed.authorisationCode ?? "",
      reference: claimed.notificationId,
    })
    .catch(() => ({ ok: false, code: "UNREACHABLE", reference: null }));
  await db
    .update(payments)
    .set(
      result.ok
        ? { refundStatus: "refunded", refundReference: result.reference, refundedAt: now }
        : { refundStatus: "failed" },
    )
    .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, "sending")));
  return result.ok;
}

/** Pause before the next try of a notification that failed `attempts` times: 5 s, 10 s, 20 s … at most an hour. */
export function notificationBackoffMs(attempts: number): number {
  return Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The server's own retries: notifications stored but not applied (a crash, a database hiccup) and refunds not yet
 * done. Runs on a timer in every process; each notification is applied once whoever gets it first, and keeps being
 * retried with a growing pause (its attempts and last error are there for the back office).
 */
export async function retryPendingPayments(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  log: { warn: (o: object, m: string) => void },
): Promise<{ applied: number; refunded: number }> {
  let applied = 0;
  let refunded = 0;
  const stale = new Date(now.getTime() - 5_000);
  const pending = await db
    .select({ id: paymentNotifications.notificationId, attempts: paymentNotifications.attempts })
    .from(paymentNotifications)
    .where(
      and(
        isNull(paymentNotifications.processedAt),
        lt(paymentNotifications.receivedAt, stale),
        lte(paymentNotifications.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(paymentNotifications.receivedAt))
    .limit(50);
  for (const { id, attempts } of pending) {
    try {
      const outcome = await applyNotification(db, id, now);
      if (!outcome.duplicate) applied++;
      if (outcome.refundPaymentId) await refundPayment(db, gateway, outcome.refundPaymentId, now);
    } catch (error) {
      await db
        .update(paymentNotifications)
        .set({
          attempts: sql`${paymentNotifications.attempts} + 1`,
          lastError: sqlState(error) ?? (error as Error).name,
          nextAttemptAt: new Date(now.getTime() + notificationBackoffMs(attempts + 1)),
        })
        .where(eq(paymentNotifications.notificationId, id));
      log.warn(
        { notificationId: id, code: sqlState(error), attempts: attempts + 1 },
        "payment notification not applied yet",
      );
    }
  }
  const failedBefore = new Date(now.getTime() - 60_000);
  const refunds = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.outcome, ["duplicate", "not_owed"]),
        lt(payments.refundAttempts, MAX_REFUND_ATTEMPTS),
        or(
          and(eq(payments.refundStatus, "pending"), lt(payments.createdAt, stale)),
          and(eq(payments.refundStatus, "failed"), lt(payments.refundClaimedAt, failedBefore)),
        ),
      ),
    )
    .limit(50);
  for (const { id } of refunds) if (await refundPayment(db, gateway, id, now)) refunded++;
  const stuck = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.refundStatus, "sending"),
        lt(payments.refundClaimedAt, new Date(now.getTime() - SENDING_STALE_MS)),
      ),
    );
  if (stuck.length > 0)
    log.warn({ payments: stuck.map((p) => p.id) }, "refunds left in sending: check them with the gateway");
  return { applied, refunded };
}
