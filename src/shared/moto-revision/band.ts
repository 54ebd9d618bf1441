/**
 * The moto revision (spec sections 3 and 7, issue 12 item 5): the revision product for a motorbike follows its engine
 * size band. Electric motorbikes have no displacement (cilindrada 0) and get their own revision.
 */

export type MotoRevisionBand = "ate125" | "ate500" | "mais500" | "eletrica";

/** Basket product ids (services rows with tipo_producto "revision_moto"), one per band. */
export const MOTO_REVISION_PRODUCTS: Readonly<Record<MotoRevisionBand, string>> = {
  ate125: "REV_MOTA_125",
  ate500: "REV_MOTA_500",
  mais500: "REV_MOTA_MAIS_500",
  eletrica: "REV_MOTA_ELETRICA",
};

export const MOTO_REVISION_PRODUCT_IDS: readonly string[] = Object.values(MOTO_REVISION_PRODUCTS);

/** The smallest combustion engine we accept (a 49 cc moped) and the largest (bigger than any road motorbike). */
export const MIN_CILINDRADA = 45;
export const MAX_CILINDRADA = 2500;

/** Customer-facing name of each band. */
export const BAND_LABELS: Readonly<Record<MotoRevisionBand, string>> = {
  ate125: "até 125 cc",
  ate500: "de 126 a 500 cc",
  mais500: "mais de 500 cc",
  eletrica: "mota elétrica",
};

/** 0 means electric; otherwise a whole number of cc between MIN_CILINDRADA and MAX_CILINDRADA. */
export function isValidCilindrada(cc: number): boolean {
  return Number.isInteger(cc) && (cc === 0 || (cc >= MIN_CILINDRADA && cc <= MAX_CILINDRADA));
}

/** The band of an engine size in cc (0 = electric). Up to 125 cc, 126–500 cc, over 500 cc. */
export function bandFor(cilindrada: number): MotoRevisionBand {
  if (!isValidCilindrada(cilindrada)) throw new RangeError(`invalid engine size: ${cilindrada}`);
  if (cilindrada === 0) return "eletrica";
  if (cilindrada <= 125) return "ate125";
  if (cilindrada <= 500) return "ate500";
  return "mais500";
}

/** The revision product id for an engine size. */
export function revisionProductFor(cilindrada: number): string {
  return MOTO_REVISION_PRODUCTS[bandFor(cilindrada)];
}

/** A catalogue motorbike model fits the declared engine size when both fall in the same band (same price). */
export function modelFitsBand(model: { cilindrada: number; electrica: boolean }, declared: number): boolean {
  // A catalogue model outside the sizes a customer can declare (a 49 cc moped, a record in error) fits no band.
  if (!isValidCilindrada(declared) || (!model.electrica && !isValidCilindrada(model.cilindrada))) return false;
  const modelBand: MotoRevisionBand =
    model.electrica || model.cilindrada === 0 ? "eletrica" : bandFor(model.cilindrada);
  return modelBand === bandFor(declared);
}

/** What the lead remembers (leads.status_note): readable by the operator, read back by the assistant. */
export type MotoRevisionNote = {
  matricula: string;
  cilindrada: number;
  productId: string;
  moto: { id: number; marca: string; modelo: string } | null;
};

const PREFIX = "Revisão de mota";

/** "Revisão de mota: 12-AB-34, 125 cc (REV_MOTA_125) · mota #1 Honda PCX 125". */
export function formatMotoRevisionNote(n: MotoRevisionNote): string {
  const cc = n.cilindrada === 0 ? "elétrica" : `${n.cilindrada} cc`;
  const moto = n.moto ? ` · mota #${n.moto.id} ${n.moto.marca} | ${n.moto.modelo}` : "";
  return `${PREFIX}: ${n.matricula}, ${cc} (${n.productId})${moto}`;
}

const NOTE_RE =
  /^Revisão de mota: ([A-Z0-9-]{1,12}), (elétrica|\d{1,4} cc) \(([A-Z0-9_]{1,40})\)(?: · mota #(\d{1,9}) (.+?) \| (.+))?$/;

/** The note back; null when it is not a moto revision note (an operator may have rewritten it). */
export function parseMotoRevisionNote(note: string | null): MotoRevisionNote | null {
  const m = note ? NOTE_RE.exec(note) : null;
  if (!m) return null;
  const [, matricula, cc, productId, id, marca, modelo] = m;
  return {
    matricula: matricula!,
    cilindrada: cc === "elétrica" ? 0 : Number.parseInt(cc!, 10),
    productId: productId!,
    moto: id ? { id: Number(id), marca: marca!, modelo: modelo! } : null,
  };
}
