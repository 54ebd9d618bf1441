/**
 * When an invoice must carry the customer's NIF. In Portugal a final consumer may leave the NIF out of an invoice
 * below 1 000 € (the invoice then shows 999999990, "consumidor final"); from 1 000 € it is required, and always
 * when the customer asks for an invoice with NIF or the invoice is made out to a company.
 */
import { msg } from "../i18n/i18n.ts";

export const NIF_REQUIRED_FROM_CENTS = 100_000;

/** A descriptor (src/shared/i18n/i18n.ts): text in the reader's language once resolved. */
export const NIF_REQUIRED_MESSAGE = msg("validation.nifRequired");

export function nifRequired(input: { totalCents: number; faturaNif: boolean; empresa: boolean }): boolean {
  return input.faturaNif || input.empresa || input.totalCents >= NIF_REQUIRED_FROM_CENTS;
}
