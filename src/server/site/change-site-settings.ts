/**
 * Changes site settings (the back office's switch): stores them and reloads this process's site read model at once;
 * the other processes reload when the trigger's NOTIFY reaches them (migration 0011).
 */
import type { AppDeps } from "../deps.ts";
import { type SiteSettings, updateSiteSettings } from "./settings.queries.ts";

export async function changeSiteSettings(
  deps: Pick<AppDeps, "db" | "site">,
  patch: Partial<SiteSettings>,
): Promise<SiteSettings> {
  const settings = await updateSiteSettings(deps.db, patch);
  await deps.site.reload();
  return settings;
}
