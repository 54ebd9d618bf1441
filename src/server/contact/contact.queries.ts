/** Leads, newsletter subscriptions (double opt-in) and contact requests. */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contactRequests, leads, newsletterSubscriptions } from "../db/schema.ts";

export async function createLead(db: Db, lead: typeof leads.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  return row?.id;
}

export async function findNewsletterSubscription(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ?? null;
}

/** A new subscription, or an old one asked again (a new token; confirmation and unsubscription start over). */
export async function saveNewsletterRequest(
  db: Db,
  email: string,
  tokenHash: string,
  existingId: number | null,
): Promise<void> {
  if (existingId !== null)
    await db
      .update(newsletterSubscriptions)
      .set({ tokenHash, unsubscribedAt: null, confirmedAt: null })
      .where(eq(newsletterSubscriptions.id, existingId));
  else await db.insert(newsletterSubscriptions).values({ email, tokenHash });
}

/** Confirms the subscription with this token (not if unsubscribed); its e-mail, or null. */
export async function confirmNewsletter(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.tokenHash, tokenHash), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}

/** Unsubscribes the subscription with this token; its e-mail, or null. */
export async function unsubscribeNewsletter(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(eq(newsletterSubscriptions.tokenHash, tokenHash))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}

export async function createContactRequest(
  db: Db,
  request: typeof contactRequests.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db.insert(contactRequests).values(request).returning({ id: contactRequests.id });
  return row?.id;
}
