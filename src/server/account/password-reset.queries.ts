/** Password-reset links: stored hashed, single use, with an expiry. */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { passwordResets, sessions, users } from "../db/schema.ts";

export async function findUserByEmail(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return u ?? null;
}

export async function createPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

/** The unused, unexpired reset with this token hash, or null. */
export async function findValidReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
  return row ?? null;
}

/**
 * Spends the reset link and sets the new password in one transaction; every session of the account is revoked.
 * Returns the account's e-mail, or null when the link was already used or expired.
 */
export async function resetPassword(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<{ email: string | null } | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [owner] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
    return owner ?? { email: null };
  });
}
