/**
 * The browser's user agent sent with a lead, a call-back request or a search (spec section 7: `useragent` /
 * `userAgent`), kept for attribution. It is whatever the browser says, so it is cleaned and cut, never refused.
 */
import { z } from "zod";

/** The most that is stored (the database checks the same limit). */
export const MAX_USER_AGENT = 400;

/** Control characters dropped, spaces collapsed, cut to 400 characters; null when nothing is left. */
export function clipUserAgent(input: string | null | undefined): string | null {
  if (typeof input !== "string") return null;
  const clean = input
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean === "" ? null : clean.slice(0, MAX_USER_AGENT).trimEnd();
}

/** The payload field: any text up to 4 000 characters is accepted and stored cut (a longer body is not a browser's). */
export const userAgentField = z
  .string()
  .max(4000, "O user agent é demasiado longo")
  .transform((v) => clipUserAgent(v))
  .optional();
