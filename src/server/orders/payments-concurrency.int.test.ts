/**
 * Payments under concurrency (run on PGlite and on the PostgreSQL server): invoice numbers from a per-series counter
 * (no collisions, no gaps, no lost payment), one successful payment per order with duplicates refunded and flagged,
 * an approval for an amount no longer owed refunded, and a stored notification applied later by the server.
 */
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { invoices, orders, paymentNotifications, payments } from "../db/schema.ts";
import { createGateway, signed } from "../payment/gateway.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { testApp } from "#src/server/test-support/app.ts";
import { receiveNotification, retryPendingPayments } from "#src/server/checkout/payments.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const env = testEnv();

eachDatabase("payments under concurrency", (kind) => {
  const t = testApp(kind, { env, now: () => NOW, paymentRetries: false });
  let seq = 0;

  async function pendingOrders(n: number, due = 7990, total = 7990) {
    const rows = Array.from({ length: n }, () => {
      const number = `RCT${kind[0]!.toUpperCase()}${String(++seq).padStart(6, "0")}`;
      return {
        number,
        idempotencyKey: randomUUID(),
        status: "pending" as const,
        paymentType: due === total ? ("full" as const) : ("deposit" as const),
        paymentMethod: "card" as const,
        subtotalCents: total,
        taxCents: Math.round((total * 23) / 123),
        totalCents: total,
        dueNowCents: due,
        taxLabel: "IVA",
        taxPct: 23,
      };
    });
    return t.database.db.insert(orders).values(rows).returning();
  }
  const gateway = () =>
    createGateway(env, (url, body) =>
      t.app
        .inject({ method: "POST", url, payload: body })
        .then((r) => ({ status: r.statusCode, json: () => r.json() })),
    );
  const notification = (order: string, amount: number, id = randomUUID()) => ({
    Ds_Order: order,
    Ds_Amount: String(amount),
    Ds_Currency: "978" as const,
    Ds_Response: "0000",
    Ds_AuthorisationCode: "A1B2C3",
    Ds_NotificationId: id,
    Ds_PayMethod: "C" as const,
    Ds_Date: NOW.toISOString(),
  });
  const notify = (n: ReturnType<typeof notification>) =>
    t.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/pagos/notificacion",
      payload: signed(env.PAYMENT_SECRET, n.Ds_Order, n),
    });

  it("130 concurrent approvals for 130 orders: every one paid, invoice numbers 1…130 with no gap, no 5xx", async () => {
    const os = await pendingOrders(130);
    const results = await Promise.all(os.map((o) => notify(notification(o.number, o.dueNowCents))));
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const paid = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          os.map((o) => o.id),
        ),
      );
    expect(paid.filter((o) => o.status === "confirmed")).toHaveLength(130);
    const numbers = (
      await t.database.db
        .select({ seq: invoices.seq })
        .from(invoices)
        .where(eq(invoices.series, "RC2026"))
        .orderBy(asc(invoices.seq))
    ).map((r) => r.seq);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(130);
  }, 120_000);

  it("one order paid three times at once: one payment counts, the other two are refunded and flagged", async () => {
    const [o] = await pendingOrders(1);
    const results = await Promise.all([1, 2, 3].map(() => notify(notification(o!.number, 7990))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ps = await t.database.db.select().from(payments).where(eq(payments.orderId, o!.id));
    expect(ps.filter((p) => p.outcome === "applied")).toHaveLength(1);
    const dups = ps.filter((p) => p.outcome === "duplicate");
    expect(dups).toHaveLength(2);
    expect(dups.every((p) => p.refundStatus === "refunded" && p.refundReference && p.needsReview)).toBe(true);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, o!.id));
    expect(after).toMatchObject({ status: "confirmed", paidCents: 7990 });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, o!.id))).toHaveLength(1);
  });

  it("an approval for an amount the order no longer owes is refunded and does not confirm it", async () => {
    // The customer switched to "reservation only" (20 €) and then paid the old form (79,90 €).
    const [o] = await pendingOrders(1, 2000, 7990);
    const res = await notify(notification(o!.number, 7990));
    expect(res.statusCode).toBe(200);
    expect(res.json().resultado).toBe("not_owed");
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, o!.id));
    expect(after).toMatchObject({ status: "pending", paidCents: 0 });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.orderId, o!.id));
    expect(p).toMatchObject({ outcome: "not_owed", refundStatus: "refunded", needsReview: true });
    // paying what is owed then works
    expect((await notify(notification(o!.number, 2000))).json().resultado).toBe("applied");
  });

  it("a notification stored but not applied is applied later by the server, once", async () => {
    const [o] = await pendingOrders(1);
    const n = notification(o!.number, 7990);
    await receiveNotification(t.database.db, n);
    const later = new Date(Date.now() + 60_000);
    const first = await retryPendingPayments(t.database.db, gateway(), later, { warn: () => {} });
    expect(first.applied).toBe(1);
    const again = await retryPendingPayments(t.database.db, gateway(), later, { warn: () => {} });
    expect(again.applied).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationId, n.Ds_NotificationId));
    expect(row?.processedAt).not.toBeNull();
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, o!.id));
    expect(after?.status).toBe("confirmed");
    // the gateway's own retry of the same notification changes nothing
    expect((await notify(n)).json().duplicado).toBe(true);
  });
});
