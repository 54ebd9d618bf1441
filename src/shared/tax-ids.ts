/**
 * Tax and identity documents with their check digits (spec section 5, "Account" and "Billing").
 * Portugal: NIF (9 digits, mod-11 check digit). Spain: DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter), and
 * for companies the CIF (entity letter + 7 digits + control digit or letter).
 */
const NIF_FIRST_DIGITS = /^(1|2|3|5|6|8|9|45|70|71|72|74|75|77|79)/;

export function isValidNif(input: string): boolean {
  const nif = input.replace(/\s/g, "").replace(/^PT/i, "");
  if (!/^\d{9}$/.test(nif)) return false;
  if (!NIF_FIRST_DIGITS.test(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nif[i]) * (9 - i);
  const rest = sum % 11;
  const check = rest < 2 ? 0 : 11 - rest;
  return check === Number(nif[8]);
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

export function dniLetter(digits: number): string {
  return DNI_LETTERS[digits % 23] as string;
}

export function isValidDni(input: string): boolean {
  const dni = input.replace(/[\s-]/g, "").toUpperCase();
  const m = /^(\d{8})([A-Z])$/.exec(dni);
  if (!m) return false;
  return dniLetter(Number(m[1])) === m[2];
}

export function isValidNie(input: string): boolean {
  const nie = input.replace(/[\s-]/g, "").toUpperCase();
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(nie);
  if (!m) return false;
  const prefix = { X: "0", Y: "1", Z: "2" }[m[1] as "X" | "Y" | "Z"];
  return dniLetter(Number(prefix + m[2])) === m[3];
}

export type DocumentType = "NIF" | "DNI" | "NIE" | "PASSAPORTE";

/** Checks a document number by its type; passports accept 5–12 letters or digits. */
export function isValidDocument(type: DocumentType, number: string): boolean {
  switch (type) {
    case "NIF":
      return isValidNif(number);
    case "DNI":
      return isValidDni(number);
    case "NIE":
      return isValidNie(number);
    case "PASSAPORTE":
      return /^[A-Z0-9]{5,12}$/i.test(number.replace(/\s/g, ""));
  }
}

/** Tax id for billing: a Portuguese NIF, or a Spanish DNI/NIE. */
export function isValidTaxId(input: string): boolean {
  return isValidNif(input) || isValidDni(input) || isValidNie(input);
}

/** CIF control letters, indexed by the control digit (0 → J, 1 → A, …, 9 → I). */
const CIF_CONTROL_LETTERS = "JABCDEFGHI";

/**
 * Spanish company tax id (CIF, today "NIF de persona jurídica"): an entity letter, 7 digits and a control character.
 * The control comes from the 7 digits: digits in odd places doubled (their two digits added), digits in even places
 * added as they are; control digit = (10 − sum mod 10) mod 10, control letter = JABCDEFGHI[control digit].
 * Entities P, Q, R, S, N and W (and any CIF whose province digits are 00) carry the letter; A, B, E and H the digit;
 * the others (C, D, F, G, J, U, V) either. Spaces, hyphens, dots and an "ES" prefix are ignored.
 */
export function isValidCif(input: string): boolean {
  const cif = input
    .replace(/[\s.-]/g, "")
    .toUpperCase()
    .replace(/^ES(?=[A-Z]\d)/, "");
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(cif);
  if (!m) return false;
  const [, entity, digits, control] = m as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += d;
  }
  const digit = (10 - (sum % 10)) % 10;
  const letter = CIF_CONTROL_LETTERS[digit] as string;
  const mustBeLetter = "PQRSNW".includes(entity) || digits.startsWith("00");
  const mustBeDigit = !mustBeLetter && "ABEH".includes(entity);
  if (mustBeLetter) return control === letter;
  if (mustBeDigit) return control === String(digit);
  return control === letter || control === String(digit);
}

/** Tax id for company billing: any personal one, or a Spanish CIF. */
export function isValidCompanyTaxId(input: string): boolean {
  return isValidTaxId(input) || isValidCif(input);
}
