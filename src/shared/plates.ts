/**
 * Licence plates (spec section 5, "Plates").
 * Portugal: NN-AA-NN, AA-NN-NN, NN-NN-AA, AA-NN-AA.
 * Spain: A-NNNN-AA (provincial, 1–2 letter province code) or NNNNAAA (national, 2000 onwards).
 * Motorbikes: letters, digits and hyphens only.
 */
export type PlateCountry = "PT" | "ES";

export type PlateFormat =
  "PT_NN_AA_NN" | "PT_AA_NN_NN" | "PT_NN_NN_AA" | "PT_AA_NN_AA" | "ES_PROVINCIAL" | "ES_NATIONAL";

const PT_PATTERNS: Array<[PlateFormat, RegExp]> = [
  ["PT_NN_AA_NN", /^(\d{2})([A-Z]{2})(\d{2})$/],
  ["PT_AA_NN_NN", /^([A-Z]{2})(\d{2})(\d{2})$/],
  ["PT_NN_NN_AA", /^(\d{2})(\d{2})([A-Z]{2})$/],
  ["PT_AA_NN_AA", /^([A-Z]{2})(\d{2})([A-Z]{2})$/],
];

/** Spanish national plates use consonants only (no vowels, no Ñ or Q). */
const ES_NATIONAL = /^(\d{4})([BCDFGHJKLMNPRSTVWXYZ]{3})$/;
const ES_PROVINCIAL = /^([A-Z]{1,2})(\d{4})([A-Z]{1,2})$/;

/** Uppercases and drops spaces, hyphens and dots so that "aa 12 bb" and "AA-12-BB" compare equal. */
export function compactPlate(input: string): string {
  return input.toUpperCase().replace(/[\s.\-·]/g, "");
}

export type ParsedPlate = { country: PlateCountry; format: PlateFormat; normalized: string };

/** Parses a car plate of either country; returns null when the format is not valid. */
export function parseCarPlate(input: string, country?: PlateCountry): ParsedPlate | null {
  const compact = compactPlate(input);
  if (country !== "ES") {
    for (const [format, pattern] of PT_PATTERNS) {
      const m = pattern.exec(compact);
      if (m) return { country: "PT", format, normalized: `${m[1]}-${m[2]}-${m[3]}` };
    }
  }
  if (country !== "PT") {
    const n = ES_NATIONAL.exec(compact);
    if (n) return { country: "ES", format: "ES_NATIONAL", normalized: `${n[1]}${n[2]}` };
    const p = ES_PROVINCIAL.exec(compact);
    if (p) return { country: "ES", format: "ES_PROVINCIAL", normalized: `${p[1]}-${p[2]}-${p[3]}` };
  }
  return null;
}

/**
 * A plate as every page, e-mail and message writes it: a car plate in its country's normalized form ("AB-12-CD",
 * "1234BCD", "M-1234-AB") whatever the customer typed ("1234-bcd", "ab12cd"); anything else (a motorbike plate) in
 * capitals, as typed.
 */
export function displayPlate(input: string): string {
  return parseCarPlate(input)?.normalized ?? input.trim().toUpperCase();
}

export function isValidCarPlate(input: string, country?: PlateCountry): boolean {
  return parseCarPlate(input, country) !== null;
}

/**
 * Motorbike plates (spec section 5): only letters, digits and hyphens, in either case ("12-ab-34", "C-1234-BCD",
 * "1-LSB-12-34"); at least one digit, 4–12 characters, and hyphens only between characters (not first, last or twice).
 */
export function isValidMotoPlate(input: string): boolean {
  const value = input.trim().toUpperCase();
  return /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(value) && value.length >= 4 && value.length <= 12 && /\d/.test(value);
}

export function normalizeMotoPlate(input: string): string {
  return input.trim().toUpperCase();
}
