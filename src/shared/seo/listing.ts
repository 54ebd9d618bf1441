/**
 * Result listings (tyre results, batteries) can be filtered, sorted and paged in endless combinations. Search
 * engines get one address per listing: the canonical URL keeps only the parameters that define the listing (e.g. the
 * tyre size), and any other combination is `noindex, follow` (its links are still followed).
 */

/** Parameters that never change what a page shows (campaign tracking): ignored when judging a URL. */
const TRACKING = /^(?:utm_[a-z]+|gclid|fbclid|msclkid)$/;

export type ListingIndexing = {
  /** The canonical path and query (only the defining parameters, in the order given). */
  canonical: string;
  /** False when the URL filters, sorts or pages (beyond page 1) the listing, or carries any other parameter. */
  indexable: boolean;
};

/**
 * How a listing URL is indexed. `keep` names the parameters that define the listing; each is kept when it has exactly
 * one non-empty value (several values of a kept parameter are a filter). `pageParam` at 1 counts as no page.
 */
export function listingIndexing(
  pathname: string,
  search: string | URLSearchParams,
  keep: readonly string[] = [],
  pageParam = "pagina",
): ListingIndexing {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const canonicalQuery = new URLSearchParams();
  let indexable = true;
  for (const key of keep) {
    const values = params.getAll(key).flatMap((v) => v.split(","));
    if (values.length === 1 && values[0] !== "") canonicalQuery.set(key, values[0] as string);
    else if (values.length > 1) indexable = false;
  }
  for (const [key, value] of params) {
    if (keep.includes(key) || TRACKING.test(key)) continue;
    if (key === pageParam && (value === "" || value === "1")) continue;
    indexable = false;
  }
  const qs = canonicalQuery.toString();
  return { canonical: qs ? `${pathname}?${qs}` : pathname, indexable };
}
