/** Finds the point to search around for a postcode, from the workshops we know (no external geocoder needed). */
import { esProvinceForPostcode, ptDistrictForPostcode } from "#src/shared/postcodes.ts";
import type { WorkshopRow } from "./workshops.queries.ts";

export function locatePostcode(
  postCode: string,
  all: readonly WorkshopRow[],
): { lat: number; lon: number; area: string } | null {
  const pc = postCode.trim();
  const pt = /^\d{4}-?\d{3}$/.test(pc);
  const province = pt ? ptDistrictForPostcode(pc) : esProvinceForPostcode(pc);
  if (!province) return null;
  const sameArea = all.filter((w) => w.province === province);
  if (sameArea.length === 0) return null;
  const prefix = pt ? pc.slice(0, 4) : pc.slice(0, 3);
  const exact = sameArea.filter((w) => w.postcode.replace("-", "").startsWith(prefix));
  const pool = exact.length > 0 ? exact : sameArea;
  const lat = pool.reduce((s, w) => s + w.lat, 0) / pool.length;
  const lon = pool.reduce((s, w) => s + w.lon, 0) / pool.length;
  return { lat, lon, area: province };
}
