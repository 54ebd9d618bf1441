/** What customer-service impersonation reads and writes: accounts' roles, staff members and spent token nonces. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staff, usedTokens, users } from "../db/schema.ts";

export async function findAccountRole(db: Db, id: number): Promise<{ id: number; role: string } | null> {
  const [u] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  return u ?? null;
}

/** Records a single-use nonce; false when it was already spent (in this or any other process). */
export async function spendNonce(db: Db, nonce: string, now: Date): Promise<boolean> {
  const spent = await db
    .insert(usedTokens)
    .values({ nonce, usedAt: now })
    .onConflictDoNothing()
    .returning({ nonce: usedTokens.nonce });
  return spent.length > 0;
}

/** An active staff member (a disabled one's tokens open nothing). */
export async function findActiveStaff(
  db: Db,
  id: number,
): Promise<{ id: number; nombre: string; role: string } | null> {
  const [s] = await db
    .select({ id: staff.id, nombre: staff.nombre, role: staff.role })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.active, true)));
  return s ?? null;
}

/** A customer account (not an operator's) by id, with the name the banner shows. */
export async function findCustomerAccount(db: Db, id: number): Promise<{ id: number; nome: string } | null> {
  const [u] = await db
    .select({ id: users.id, nombre: users.nombre, apellidos: users.apellidos })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "customer")));
  return u ? { id: u.id, nome: [u.nombre, u.apellidos].filter(Boolean).join(" ") } : null;
}
