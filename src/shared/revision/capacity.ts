/**
 * What a pack covers (spec section 9, "Product facts") and the oil-capacity-over-5 flag (spec section 5, "Flags"): a
 * sump that holds more than the pack's 5 L needs extra litres, charged at the workshop, and the shop must see it.
 */
import { formatEur } from "../money.ts";
import { formatOneDecimal } from "../numbers.ts";

export const PACK_OIL_LITRES = 5;
export const PACK_COOLANT_LITRES = 1;
export const PACK_WASHER_FLUID_LITRES = 2;
/** Waste-oil tax per litre, in cents; not included in the pack price. */
export const WASTE_OIL_TAX_CENTS_PER_LITRE = 6;

/** Whether the engine's sump holds more oil than the pack includes. */
export function isOverPackCapacity(capacidadCarter: number): boolean {
  return capacidadCarter > PACK_OIL_LITRES;
}

/** Litres above the pack's 5 L, rounded up to the next tenth (what the workshop adds); 0 when the pack covers it. */
export function extraOilLitres(capacidadCarter: number): number {
  if (!isOverPackCapacity(capacidadCarter)) return 0;
  return Math.ceil(Math.round((capacidadCarter - PACK_OIL_LITRES) * 1000) / 100) / 10;
}

const litres = (n: number) => `${formatOneDecimal(n)} L`;

/** The notice shown to the customer, or null when the pack's 5 L are enough. */
export function capacityNotice(capacidadCarter: number): string | null {
  const extra = extraOilLitres(capacidadCarter);
  if (extra === 0) return null;
  return `O motor do seu carro leva ${litres(capacidadCarter)} de óleo e o pack inclui até ${PACK_OIL_LITRES} L: os ${litres(extra)} a mais são cobrados na oficina ao preço por litro do óleo escolhido.`;
}

/** The line the shop sees on the revision (lead note): plate, kilometres, oil and the over-5 flag when it applies. */
export function revisionNote(input: {
  matricula: string;
  kms: number | null;
  aceite: string | null;
  pack: string | null;
  capacidadCarter: number | null;
}): string {
  const parts = [`Revisão ${input.matricula}`];
  if (input.kms !== null) parts.push(`${input.kms} km`);
  if (input.aceite) parts.push(`óleo ${input.aceite}`);
  if (input.pack) parts.push(input.pack);
  if (input.capacidadCarter !== null && isOverPackCapacity(input.capacidadCarter))
    parts.push(
      `CÁRTER ${litres(input.capacidadCarter)} > ${PACK_OIL_LITRES} L: +${litres(extraOilLitres(input.capacidadCarter))} de óleo`,
    );
  return parts.join(" · ");
}

/** The waste-oil tax for the litres changed (not included in the pack), in cents, and as text. */
export function wasteOilTaxCents(litresChanged: number): number {
  return Math.round(litresChanged * WASTE_OIL_TAX_CENTS_PER_LITRE);
}

export const WASTE_OIL_TAX_TEXT = `A taxa de óleo usado (${formatEur(WASTE_OIL_TAX_CENTS_PER_LITRE, "pt")} por litro) não está incluída.`;
