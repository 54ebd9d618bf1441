/**
 * Session tokens: 32 random bytes, stored as a SHA-256 hash, revoked on logout, 30 days. A session opened by
 * customer service from the back office (impersonation) is marked with the staff member and lasts a shift at most.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { UnauthorizedError } from "../errors.ts";

export const SESSION_DAYS = 30;
export const SESSION_COOKIE = "rc_session";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** How long a customer session opened by a staff member lasts (the token that opens it lives 5 minutes). */
export const IMPERSONATED_SESSION_MS = 2 * 3_600_000;

export async function createSession(db: Db, userId: number, now: Date, impersonatedBy?: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    impersonatedBy: impersonatedBy ?? null,
  });
  return token;
}

/** A customer's session opened by a staff member from the back office: marked with them, IMPERSONATED_SESSION_MS. */
export async function createStaffImpersonationSession(
  db: Db,
  userId: number,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + IMPERSONATED_SESSION_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, impersonatedByStaff: staffId });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export function bearerToken(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  return null;
}

/** The caller's user, from a Bearer token (API clients, and the web server on the browser's behalf). */
export async function authenticate(db: Db, req: FastifyRequest, now: Date) {
  const token = bearerToken(req);
  if (!token) throw new UnauthorizedError();
  const [row] = await db
    .select({
      user: users,
      sessionId: sessions.id,
      impersonatedBy: sessions.impersonatedBy,
      impersonatedByStaff: sessions.impersonatedByStaff,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) throw new UnauthorizedError();
  return {
    user: row.user,
    token,
    impersonatedByStaff: row.impersonatedByStaff,
    /** Opened by someone of the shop (customer service) rather than by the customer. */
    impersonated: row.impersonatedBy !== null || row.impersonatedByStaff !== null,
  };
}
