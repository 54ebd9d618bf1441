/**
 * Login attempts, limited in PostgreSQL so the limits hold across app processes and restarts:
 * - per client address: at most LOGIN_MAX_PER_ADDRESS attempts in LOGIN_WINDOW_MS (a successful one is given back);
 * - per account: after LOGIN_FREE_FAILURES failures each further attempt waits a growing delay (2, 4, 8 … seconds,
 *   at most LOGIN_MAX_DELAY_S). Failures from rotating addresses slow an attacker down but never lock the owner out
 *   for long, and a correct password or a password reset clears the account's count.
 * The address is the socket's, or the client's behind a trusted proxy (TRUST_PROXY).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { clearKey, countFailure, hitWindow, unhit } from "../limits/limits.ts";

export const LOGIN_MAX_PER_ADDRESS = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_MAX_DELAY_S = 120;

export const accountKey = (email: string) => `login-acct:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login-ip:${ip}`;

/** Seconds an account must wait after `failures` failures (0 while under the free allowance). */
export function accountDelaySeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_S, 2 ** (failures - LOGIN_FREE_FAILURES + 1));
}

export class LoginLimiter {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Takes an attempt for this address and account: 0 when allowed, else the seconds to wait. */
  async take(email: string, ip: string): Promise<number> {
    const wait = await this.#accountWait(accountKey(email));
    if (wait > 0) return wait;
    const address = await hitWindow(this.#db, addressKey(ip), LOGIN_WINDOW_MS);
    if (address.count > LOGIN_MAX_PER_ADDRESS) return Math.max(1, Math.ceil(address.ttl / 1000));
    return 0;
  }

  /**
   * Takes the account's turn in one statement, on the database's clock: when a delay has run out, exactly one of
   * several parallel guesses gets through (it moves last_at to now, which restarts the delay for the others).
   */
  async #accountWait(key: string): Promise<number> {
    const delay = sql`least(${LOGIN_MAX_DELAY_S}, power(2, ${rateLimits.count} - ${LOGIN_FREE_FAILURES} + 1)) * interval '1 second'`;
    const taken = await this.#db
      .update(rateLimits)
      .set({ lastAt: sql`now()` })
      .where(
        and(
          eq(rateLimits.key, key),
          sql`not (${rateLimits.count} >= ${LOGIN_FREE_FAILURES} and ${rateLimits.lastAt} + ${delay} > now())`,
        ),
      )
      .returning({ count: rateLimits.count });
    if (taken.length > 0) return 0;
    const [row] = await this.#db
      .select({ wait: sql<number>`ceil(extract(epoch from (${rateLimits.lastAt} + ${delay} - now())))::int` })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), sql`${rateLimits.count} >= ${LOGIN_FREE_FAILURES}`));
    return row ? Math.max(0, Number(row.wait)) : 0;
  }

  async fail(email: string): Promise<void> {
    await countFailure(this.#db, accountKey(email));
  }

  async succeed(email: string, ip: string): Promise<void> {
    await clearKey(this.#db, accountKey(email));
    await unhit(this.#db, addressKey(ip));
  }

  /** A password reset proves the owner: the account's failures are forgotten. */
  static async clearAccount(db: Db, email: string): Promise<void> {
    await clearKey(db, accountKey(email));
  }
}
