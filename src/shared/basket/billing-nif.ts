/**
 * When an invoice must carry the customer's NIF. In Portugal a final consumer may leave the NIF out of an invoice
 * below 1 000 € (the invoice then shows 999999990, "consumidor final"); from 1 000 € it is required, and always
 * when the customer asks for an invoice with NIF or the invoice is made out to a company.
 */
export const NIF_REQUIRED_FROM_CENTS = 100_000;

export const NIF_REQUIRED_MESSAGE =
  "O NIF é obrigatório para faturas com NIF, em nome de empresa ou a partir de 1 000 €";

export function nifRequired(input: { totalCents: number; faturaNif: boolean; empresa: boolean }): boolean {
  return input.faturaNif || input.empresa || input.totalCents >= NIF_REQUIRED_FROM_CENTS;
}
