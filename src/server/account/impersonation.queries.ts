/** What customer-service impersonation reads and writes: accounts' roles and spent token nonces. */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { usedTokens, users } from "../db/schema.ts";

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
