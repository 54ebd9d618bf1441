/**
 * The language a later e-mail is written in, read from what was stored when the customer acted (issue 13): the
 * account's language (`users.lang`, the site it registered on) for mails that follow a staff decision.
 */
import { eq } from "drizzle-orm";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

/** A stored language, or Portuguese (the main site's) when there is none. */
export function langOr(stored: string | null | undefined): Lang {
  return isLang(stored) ? stored : "pt";
}

/**
 * Where and how a mail to an account goes: the account's own e-mail (the address it signs in with, not one typed in a
 * form) and its language; null when the account no longer exists.
 */
export async function accountRecipient(db: Db, userId: number): Promise<{ email: string; lang: Lang } | null> {
  const [u] = await db.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
  return u ? { email: u.email, lang: langOr(u.lang) } : null;
}
