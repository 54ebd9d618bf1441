/** Kilometres (spec section 5): required, numeric, greater than 0. Accepts "120 000" or "120.000". */
export type KmResult = { ok: true; value: number } | { ok: false; reason: "required" | "format" | "positive" | "max" };

/** No vehicle has more; also keeps the value inside the database's integer column. */
export const MAX_KILOMETRES = 9_999_999;

export function parseKilometres(input: string | number | null | undefined): KmResult {
  if (input === null || input === undefined || String(input).trim() === "") return { ok: false, reason: "required" };
  const raw = typeof input === "number" ? String(input) : input.replace(/[\s.]/g, "");
  if (!/^\d+$/.test(raw)) return { ok: false, reason: "format" };
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) return { ok: false, reason: "format" };
  if (value <= 0) return { ok: false, reason: "positive" };
  if (value > MAX_KILOMETRES) return { ok: false, reason: "max" };
  return { ok: true, value };
}
