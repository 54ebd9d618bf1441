/**
 * Site settings the back office can change (table `site_settings`, one row with id 1). The row is optional: while it
 * does not exist every setting has its default, so a fresh database needs no seed; the first update creates it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";

export type SiteSettings = {
  /** The car tyre selector asks anonymous visitors for e-mail, phone and postcode before the results (spec §2). */
  leadStepRequired: boolean;
};

export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({ leadStepRequired: false });

const ROW_ID = 1;

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db
    .select({ leadStepRequired: siteSettings.leadStepRequired })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID));
  return row ?? { ...DEFAULT_SITE_SETTINGS };
}

/** Changes the given settings (the others keep their value) and answers all of them as stored. */
export async function updateSiteSettings(db: Db, patch: Partial<SiteSettings>): Promise<SiteSettings> {
  const set: Partial<typeof siteSettings.$inferInsert> = {};
  if (patch.leadStepRequired !== undefined) set.leadStepRequired = patch.leadStepRequired;
  const [row] = await db
    .insert(siteSettings)
    .values({ ...DEFAULT_SITE_SETTINGS, ...set, id: ROW_ID })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...set, updatedAt: sql`now()` } })
    .returning({ leadStepRequired: siteSettings.leadStepRequired });
  return row ?? { ...DEFAULT_SITE_SETTINGS, ...set };
}
