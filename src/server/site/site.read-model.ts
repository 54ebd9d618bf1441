/**
 * What every page's root loader reads (site-init): the maintenance windows and the site settings, held in memory
 * (see read-model.ts). A change to maintenance_windows or site_settings NOTIFYs "site" (migration 0011) and every
 * process reloads.
 */
import type { Db } from "../db/client.ts";
import { ReadModel } from "../read-model.ts";
import { getSiteSettings, type SiteSettings } from "./settings.queries.ts";
import { listMaintenanceWindows, type MaintenanceWindowWithText } from "./site.queries.ts";

export type SiteData = {
  maintenanceWindows: readonly MaintenanceWindowWithText[];
  settings: Readonly<SiteSettings>;
};

export async function loadSiteData(db: Db): Promise<SiteData> {
  const [maintenanceWindows, settings] = await Promise.all([listMaintenanceWindows(db), getSiteSettings(db)]);
  return { maintenanceWindows, settings };
}

export const siteReadModel = (db: Db) => ReadModel.create(() => loadSiteData(db));
