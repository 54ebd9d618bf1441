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

/** The account's language (Portuguese when the account no longer exists). */
export async function accountLang(db: Db, userId: number | null): Promise<Lang> {
  if (userId === null) return "pt";
  const [u] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return langOr(u?.lang);
}
