/** Call-back requests and the blacklist they are checked against. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blacklist, callbackRequests } from "../db/schema.ts";

export async function isPhoneBlacklisted(db: Db, phone: string): Promise<boolean> {
  const [blocked] = await db
    .select()
    .from(blacklist)
    .where(and(eq(blacklist.kind, "phone"), eq(blacklist.value, phone)));
  return Boolean(blocked);
}

export async function createCallbackRequest(
  db: Db,
  request: typeof callbackRequests.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db.insert(callbackRequests).values(request).returning({ id: callbackRequests.id });
  return row?.id;
}
