/**
 * Stock taken by an order and given back when it expires or is cancelled: conditional updates (`stock >= n`), so the
 * last unit makes one order on PGlite and on PostgreSQL. Services and packs have no stock.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { resolveProducts, type StockTable } from "#src/server/basket/basket.store.ts";
import type { Db } from "#src/server/db/client.ts";
import { batteries, innerTubes, motoTyres, orderLines, type orders, tyres } from "#src/server/db/schema.ts";

type Tx = Db;
type Order = typeof orders.$inferSelect;

const stockTables = { tyres, moto_tyres: motoTyres, inner_tubes: innerTubes, batteries } as const;

export async function takeStock(tx: Tx, table: StockTable, id: string, qty: number): Promise<boolean> {
  if (table === "service_packs" || table === "services") return true;
  const t = stockTables[table];
  const rows = await tx
    .update(t)
    .set({ stock: sql`${t.stock} - ${qty}` })
    .where(and(eq(t.id, id), gte(t.stock, qty)))
    .returning({ id: t.id });
  return rows.length === 1;
}

export async function giveBackStock(tx: Tx, table: StockTable, id: string, qty: number) {
  if (table === "service_packs" || table === "services") return;
  const t = stockTables[table];
  await tx
    .update(t)
    .set({ stock: sql`${t.stock} + ${qty}` })
    .where(eq(t.id, id));
}

/** A payment approved after its order expired: take the stock again (it may now be short: the shop is told). */
export async function retakeAfterExpiry(tx: Tx, order: Order, now: Date) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const products = await resolveProducts(
    tx,
    lines.map((l) => l.productId),
    now,
  );
  for (const l of lines) {
    const table = products.get(l.productId)?.tabla;
    if (table) await takeStock(tx, table, l.productId, l.quantity);
  }
}
