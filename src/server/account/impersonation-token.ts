/**
 * The single-use, short-lived tokens that open a customer's session without their password (customer-service
 * impersonation), shared by both issuers: the back office's staff accounts (`staff`) and the older customer accounts
 * with the "operator" role (`operator`, kept for API clients). A token is `<customer>.<actor>.<expires>.<nonce>.<mac>`,
 * signed with SESSION_SECRET under a purpose that names the issuer's kind, so a token of one kind never verifies as
 * the other. The nonce is spent once in the database (impersonation.queries.ts): a restart or another process
 * cannot accept it again.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client.ts";
import { AuthenticationError } from "../errors.ts";
import { spendNonce } from "./impersonation.queries.ts";

export const IMPERSONATION_TTL_MS = 5 * 60_000;

export type ImpersonationKind = "operator" | "staff";

/** The HMAC purpose of each kind ("impersonate:" is the operator tokens' historical one). */
const PURPOSE: Record<ImpersonationKind, string> = { operator: "impersonate", staff: "impersonate-staff" };

function sign(secret: string, kind: ImpersonationKind, payload: string) {
  return createHmac("sha256", secret).update(`${PURPOSE[kind]}:${payload}`).digest("base64url");
}

export type ImpersonationGrant = { customerId: number; actorId: number };

/** A token for `actorId` (an operator's user id or a staff member's id) to open `customerId`'s account. */
export function issueImpersonationToken(
  secret: string,
  kind: ImpersonationKind,
  grant: ImpersonationGrant,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + IMPERSONATION_TTL_MS);
  const payload = `${grant.customerId}.${grant.actorId}.${expiresAt.getTime()}.${randomBytes(8).toString("base64url")}`;
  return { token: `${payload}.${sign(secret, kind, payload)}`, expiresAt };
}

const invalid = () => new AuthenticationError("INVALID_TOKEN", "Token inválido.");

/**
 * The grant a token carries when it is well-formed, signed for `kind` and not expired (the nonce is not spent here:
 * the caller checks the actor first, then `spendImpersonationToken`). INVALID_TOKEN or TOKEN_EXPIRED otherwise.
 */
export function verifyImpersonationToken(
  secret: string,
  kind: ImpersonationKind,
  token: string,
  now: Date,
): ImpersonationGrant & { nonce: string } {
  const parts = token.split(".");
  if (parts.length !== 5) throw invalid();
  const [customerId, actorId, expires, nonce, mac] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, kind, `${customerId}.${actorId}.${expires}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  if (!/^\d{1,12}$/.test(customerId) || !/^\d{1,12}$/.test(actorId) || !/^\d{1,16}$/.test(expires)) throw invalid();
  if (Number(expires) < now.getTime()) throw new AuthenticationError("TOKEN_EXPIRED", "O token expirou. Peça outro.");
  return { customerId: Number(customerId), actorId: Number(actorId), nonce };
}

/** Spends the token's nonce for good; TOKEN_USED when it was already spent. */
export async function spendImpersonationToken(
  db: Db,
  kind: ImpersonationKind,
  nonce: string,
  now: Date,
): Promise<void> {
  // The operator tokens' nonces were stored as "impersonate:<nonce>"; the staff ones get their own namespace.
  if (!(await spendNonce(db, `${PURPOSE[kind]}:${nonce}`, now)))
    throw new AuthenticationError("TOKEN_USED", "Este token já foi usado.");
}
