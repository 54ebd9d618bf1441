/**
 * Order expiry: an unpaid order keeps its stock, promotion units and held bay PENDING_MINUTES (or while its Multibanco
 * reference is valid), then gives them back. A timer started by the app applies it (`startOrderExpiry`), so no
 * customer request pays for it; a cancellation by the customer uses the same `expireOrder`.
 */
import { and, eq, gt, lt, notExists, sql } from "drizzle-orm";
import { invalidateAvailability } from "#src/server/booking/booking.ts";
import { bumpCatalogueVersion } from "#src/server/catalogue/catalogue.ts";
import { resolveProducts } from "#src/server/basket/basket.store.ts";
import { type Db, withTransientRetry } from "#src/server/db/client.ts";
import {
  appointments,
  appointmentSlots,
  orderLines,
  orders,
  paymentReferences,
  promotions,
} from "#src/server/db/schema.ts";
import { giveBackStock } from "./stock.ts";

type Tx = Db;

/** An unpaid order keeps its stock and slot this long; then it expires and both are released. */
export const PENDING_MINUTES = 30;

/**
 * Expires one pending order inside the caller's transaction: stock and promotion units go back, the held bay is
 * freed. Locks in the order every writer uses: order → appointment → its slots → stock rows by product id.
 */
export async function expireOrder(
  tx: Tx,
  id: number,
  now: Date,
  status: "expired" | "cancelled" = "expired",
): Promise<number | null> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!o || o.status !== "pending") return null;
  await tx.update(orders).set({ status }).where(eq(orders.id, id));
  if (o.appointmentId) {
    const [appt] = await tx
      .select({ id: appointments.id, status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, o.appointmentId))
      .for("update");
    if (appt?.status === "held") {
      await tx.delete(appointmentSlots).where(eq(appointmentSlots.appointmentId, appt.id));
      await tx.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, appt.id));
    }
  }
  const lines = (await tx.select().from(orderLines).where(eq(orderLines.orderId, id))).sort((a, b) =>
    a.productId.localeCompare(b.productId),
  );
  const products = await resolveProducts(
    tx,
    lines.map((l) => l.productId),
    now,
  );
  for (const l of lines) {
    const table = products.get(l.productId)?.tabla;
    if (table) await giveBackStock(tx, table, l.productId, l.quantity);
    if (l.promotionId) {
      const [back] = await tx
        .update(promotions)
        .set({ unitsSold: sql`greatest(${promotions.unitsSold} - ${l.quantity}, 0)` })
        .where(eq(promotions.id, l.promotionId))
        .returning({ unitsSold: promotions.unitsSold, unitsTotal: promotions.unitsTotal });
      // A sold-out promotion has units again: the pages show it again.
      if (back && back.unitsTotal !== null && back.unitsSold + l.quantity >= back.unitsTotal)
        await bumpCatalogueVersion(tx);
    }
  }
  await tx
    .update(paymentReferences)
    .set({ status: "expired" })
    .where(and(eq(paymentReferences.orderId, id), eq(paymentReferences.status, "issued")));
  return o.workshopId;
}

/**
 * Unpaid orders expire PENDING_MINUTES after they were made, or when their Multibanco reference expires: stock and
 * promotion units go back, the held slot is freed. Returns how many it expired; one that fails (being paid or
 * expired by another process right now) is left to the next pass.
 */
export async function expireStaleOrders(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_MINUTES * 60_000);
  const liveReference = db
    .select({ id: paymentReferences.id })
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.orderId, orders.id),
        eq(paymentReferences.status, "issued"),
        gt(paymentReferences.expiresAt, now),
      ),
    );
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.createdAt, cutoff), notExists(liveReference)))
    .limit(50);
  let expired = 0;
  for (const { id } of stale) {
    try {
      const workshopId = await withTransientRetry(() =>
        db.transaction((txRaw) => expireOrder(txRaw as unknown as Tx, id, now)),
      );
      if (workshopId) await invalidateAvailability(db, workshopId);
      expired++;
    } catch {
      // Another process is expiring or paying it right now; the next pass sees the outcome.
    }
  }
  return expired;
}

/** How often the app looks for unpaid orders to expire. */
export const ORDER_EXPIRY_EVERY_MS = 30_000;

/**
 * Expires stale orders every `everyMs` with the app's clock (`now`, injected: tests move it), in every process (the
 * row locks make two processes expiring the same order harmless). `tick` runs one pass now; `stop` ends the timer
 * and waits for a pass in progress, so closing the app never leaves a transaction behind.
 */
export function startOrderExpiry(
  db: Db,
  now: () => Date,
  opts: { everyMs?: number; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<number> | null = null;
  const tick = (): Promise<number> => {
    running ??= expireStaleOrders(db, now()).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => opts.onError?.(error));
  }, opts.everyMs ?? ORDER_EXPIRY_EVERY_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
