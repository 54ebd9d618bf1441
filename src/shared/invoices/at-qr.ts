/**
 * The QR code and the ATCUD that Portuguese invoices carry (Decreto-Lei 28/2019, art. 7.º; Portaria 195/2020 and the
 * AT's "Especificações Técnicas Código QR"). Pure: the caller passes the figures, the series' validation code and
 * the issue date.
 *
 * Payload: `CODE:value` pairs joined by `*`, in the specification's order, fields without a value left out:
 *   A  issuer NIF (9 digits)                     B  buyer NIF; 999999990 for a final consumer without one
 *   C  buyer country (ISO 3166-1 alpha-2, "Desconhecido" when unknown)
 *   D  document type (FT fatura, FS, FR, NC, ND…) E  document status (N normal, A anulado, F faturado…)
 *   F  document date YYYYMMDD                    G  unique document id, as printed and in SAF-T ("FT RC2026/000001")
 *   H  ATCUD ("<validation code>-<sequential number>")
 *   I1 tax region of the first group: PT, PT-AC, PT-MA, or a foreign ISO country code; "0" when the document
 *      has no tax lines. I2 exempt base; I3/I4 base/tax at the reduced rate; I5/I6 intermediate; I7/I8 normal.
 *      (J1–J8 and K1–K8 repeat the group for a second and third region; one invoice here has one region.)
 *   L  not subject / not taxable   M  stamp duty   N  total tax   O  total with taxes   P  withholding tax
 *   Q  4 characters of the document's signature hash (its 1st, 11th, 21st and 31st characters)
 *   R  AT certificate number of the invoicing program   S  other information (optional)
 * Amounts: 2 decimals with a dot, no thousands separator.
 *
 * This shop's program is not AT-certified: SAF-T (PT) fills the signature Hash with "0" where there is no
 * certification obligation and SoftwareCertificateNumber with "0" for a non-certified program, so Q and R are "0".
 */

export const FINAL_CONSUMER_NIF = "999999990";
/** Q for a document whose program has no signature (non-certified program). */
export const NO_HASH = "0";
/** R for a non-certified program. */
export const NO_CERTIFICATE = "0";

export type QrTaxRegion = string; // "PT" | "PT-AC" | "PT-MA" | ISO 3166-1 alpha-2 of another country
export type TaxBand = "exempt" | "reduced" | "intermediate" | "normal";

/** Reduced / intermediate / normal VAT rates of each Portuguese tax region (CIVA art. 18.º). */
const PT_RATES: Record<string, { reduced: number[]; intermediate: number[]; normal: number[] }> = {
  PT: { reduced: [6], intermediate: [13], normal: [23] },
  "PT-MA": { reduced: [4, 5], intermediate: [12], normal: [22] },
  "PT-AC": { reduced: [4], intermediate: [9], normal: [16] },
};

/** Which QR band a rate falls in: 0 % is exempt; a foreign rate (Spain's IVA, the Canaries' IGIC) counts as normal. */
export function taxBand(region: QrTaxRegion, pct: number): TaxBand {
  if (pct === 0) return "exempt";
  const table = PT_RATES[region];
  if (!table) return "normal";
  if (table.reduced.includes(pct)) return "reduced";
  if (table.intermediate.includes(pct)) return "intermediate";
  return "normal";
}

/** The shop's tax regions as the QR names them: Spain and the Canary Islands are both "ES" (ISO 3166-1 alpha-2). */
export function qrTaxRegion(region: "PT" | "PT-MA" | "PT-AC" | "ES" | "ES-CN"): QrTaxRegion {
  return region === "ES-CN" ? "ES" : region;
}

/** ATCUD: the series' validation code, a hyphen and the document's sequential number within the series. */
export function atcud(validationCode: string, seq: number): string {
  if (!/^[A-Z0-9]{8,}$/.test(validationCode))
    throw new RangeError("an AT validation code has at least 8 capital letters or digits");
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError("the sequential number is a positive integer");
  return `${validationCode}-${seq}`;
}

/** B: a Portuguese NIF as 9 digits, a foreign tax id as given (up to 30 characters), 999999990 when there is none. */
export function qrBuyerNif(nif: string | null | undefined): string {
  const clean = (nif ?? "").replace(/\s/g, "").toUpperCase();
  if (!clean) return FINAL_CONSUMER_NIF;
  const pt = /^(?:PT)?(\d{9})$/.exec(clean);
  if (pt) return pt[1]!;
  return clean.slice(0, 30);
}

/** C: the buyer's country from the billing data: a Portuguese NIF or postcode → PT, a Spanish DNI/NIE or postcode → ES. */
export function qrBuyerCountry(billing: { nif?: string | null; postcode?: string | null }): string {
  const nif = (billing.nif ?? "").replace(/\s/g, "").toUpperCase();
  const postcode = (billing.postcode ?? "").trim();
  if (/^\d{4}-\d{3}$/.test(postcode)) return "PT";
  if (/^\d{5}$/.test(postcode)) return "ES";
  if (/^(?:PT)?\d{9}$/.test(nif)) return "PT";
  if (/^(?:\d{8}|[XYZ]\d{7})[A-Z]$/.test(nif)) return "ES";
  if (/^(?:ES)?[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J]$/.test(nif)) return "ES"; // a Spanish company's CIF
  return "Desconhecido";
}

/** F: the document date, YYYYMMDD, as a calendar day in the issuer's time zone. */
export function qrDate(issuedAt: Date, timeZone = "Europe/Lisbon"): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(issuedAt);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}${get("month")}${get("day")}`;
}

/** An amount in cents as the QR writes it: "1234.56". */
export function qrAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError("amounts are integer cents");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export type QrRateTotal = { taxPct: number; netCents: number; taxCents: number };

export type AtQrInput = {
  issuerNif: string;
  buyerNif: string | null | undefined;
  buyerCountry: string;
  documentType: string;
  /** N normal; A cancelled; F invoiced (for documents later invoiced); S self-billing. */
  status?: "N" | "A" | "F" | "S";
  issuedAt: Date;
  timeZone?: string;
  documentId: string;
  atcud: string;
  taxRegion: QrTaxRegion;
  /** Base and tax per rate, in cents (the invoice's tax summary). */
  rates: QrRateTotal[];
  totalTaxCents: number;
  totalCents: number;
  hash?: string;
  certificate?: string;
};

/** The string the invoice's QR code encodes. */
export function atQrPayload(input: AtQrInput): string {
  const fields: Array<[string, string]> = [
    ["A", input.issuerNif.replace(/\s/g, "")],
    ["B", qrBuyerNif(input.buyerNif)],
    ["C", input.buyerCountry],
    ["D", input.documentType],
    ["E", input.status ?? "N"],
    ["F", qrDate(input.issuedAt, input.timeZone)],
    ["G", input.documentId],
    ["H", input.atcud],
  ];
  const bands: Record<TaxBand, { base: number; tax: number; used: boolean }> = {
    exempt: { base: 0, tax: 0, used: false },
    reduced: { base: 0, tax: 0, used: false },
    intermediate: { base: 0, tax: 0, used: false },
    normal: { base: 0, tax: 0, used: false },
  };
  for (const r of input.rates) {
    const band = bands[taxBand(input.taxRegion, r.taxPct)];
    band.base += r.netCents;
    band.tax += r.taxCents;
    band.used = true;
  }
  const anyTax = input.rates.length > 0;
  fields.push(["I1", anyTax ? input.taxRegion : "0"]);
  if (bands.exempt.used) fields.push(["I2", qrAmount(bands.exempt.base)]);
  if (bands.reduced.used) fields.push(["I3", qrAmount(bands.reduced.base)], ["I4", qrAmount(bands.reduced.tax)]);
  if (bands.intermediate.used)
    fields.push(["I5", qrAmount(bands.intermediate.base)], ["I6", qrAmount(bands.intermediate.tax)]);
  if (bands.normal.used) fields.push(["I7", qrAmount(bands.normal.base)], ["I8", qrAmount(bands.normal.tax)]);
  fields.push(
    ["N", qrAmount(input.totalTaxCents)],
    ["O", qrAmount(input.totalCents)],
    ["Q", input.hash ?? NO_HASH],
    ["R", input.certificate ?? NO_CERTIFICATE],
  );
  for (const [code, value] of fields) {
    if (value.includes("*")) throw new RangeError(`QR field ${code} cannot contain "*"`);
  }
  return fields.map(([code, value]) => `${code}:${value}`).join("*");
}

/** Reads a payload back into its fields, in order (for checks and tests). */
export function parseAtQr(payload: string): Array<[string, string]> {
  return payload.split("*").map((pair) => {
    const at = pair.indexOf(":");
    return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
  });
}
