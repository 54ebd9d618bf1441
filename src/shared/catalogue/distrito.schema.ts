/**
 * `GET /distrito/{x}` (spec section 7): the district of Portugal for `x`, which is either a postcode ("4000-322") or
 * its four-digit prefix ("4000") — the billing form's "Postcode prefix maps to province" (sections 3 and 5) — or a
 * district's name or slug ("viana-do-castelo"), so a page can check a district it links to.
 */
import { z } from "zod";
import { PT_DISTRICTS, type PtDistrict, ptDistrictForPostcode } from "../postcodes.ts";

export const DistritoParamsSchema = z.object({ x: z.string().min(1).max(60) });

export const DistritoResponseSchema = z.object({
  distrito: z.string(),
  slug: z.string(),
  /** The CP4 the district was found by, when `x` was a postcode. */
  codigoPostal: z.string().nullable(),
});
export type DistritoResponse = z.infer<typeof DistritoResponseSchema>;

export const districtSlug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const BY_SLUG = new Map<string, PtDistrict>([
  ...PT_DISTRICTS.map((d) => [districtSlug(d), d] as const),
  ["madeira", "Região Autónoma da Madeira"],
  ["acores", "Região Autónoma dos Açores"],
]);

/** The district `x` names (postcode, CP4, name or slug), or null. */
export function findDistrict(x: string): DistritoResponse | null {
  const input = x.trim();
  const cp = /^(\d{4})(?:-?\d{3})?$/.exec(input);
  if (cp) {
    const d = ptDistrictForPostcode(input);
    return d ? { distrito: d, slug: districtSlug(d), codigoPostal: cp[1] as string } : null;
  }
  const d = BY_SLUG.get(districtSlug(input));
  return d ? { distrito: d, slug: districtSlug(d), codigoPostal: null } : null;
}
