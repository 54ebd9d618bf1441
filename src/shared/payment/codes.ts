/**
 * Payment gateway response codes (spec section 8 "Payment codes") and the simulator's test cards. A code below 100
 * (0000–0099) is an approval; everything else is a refusal with the message of its family.
 */
import { msg } from "../i18n/i18n.ts";

export const PAYMENT_FAILED = msg("validation.paymentFailed");

export function isApproved(code: string): boolean {
  const n = Number(code);
  return /^\d{1,4}$/.test(code) && n >= 0 && n <= 99;
}

/**
 * Gateway codes of the Portuguese methods (outside the card families): a Multibanco reference was issued (the
 * payment is still to come), the reference expired unpaid, and an MB WAY request expired or was refused in the app.
 */
export const MULTIBANCO_REFERENCE_ISSUED = "9930";
export const MULTIBANCO_REFERENCE_EXPIRED = "9931";
export const MBWAY_EXPIRED = "9932";
export const MBWAY_REFUSED = "9933";

/** A Multibanco reference as printed on receipts: three groups of three digits. */
export function formatMultibancoReference(reference: string): string {
  return reference.replace(/\D/g, "").replace(/(\d{3})(?=\d)/g, "$1 ");
}

/** Hours a Multibanco reference stays valid (the bay stays held as long, never past the day before the fitting). */
export const MULTIBANCO_VALID_HOURS = 48;

/** What the customer is told about a gateway answer: a descriptor (the API's reply writes it in its language). */
export function paymentMessage(code: string): string {
  const n = Number(code);
  if (isApproved(code)) return msg("validation.paymentApproved");
  if (code === MULTIBANCO_REFERENCE_ISSUED) return msg("validation.paymentMultibancoIssued");
  if (code === MULTIBANCO_REFERENCE_EXPIRED) return msg("validation.paymentMultibancoExpired");
  if (code === MBWAY_EXPIRED) return msg("validation.paymentMbwayExpired");
  if (code === MBWAY_REFUSED) return msg("validation.paymentMbwayRefused");
  if (n === 103) return msg("validation.paymentCardLost");
  if (n === 107) return msg("validation.paymentFraud");
  if (n === 666) return msg("validation.paymentShopConfiguration");
  if (n >= 100 && n < 200) return msg("validation.paymentRefused");
  if (n >= 200 && n < 300) return msg("validation.paymentBankCommunication");
  if (n >= 300 && n < 400) return msg("validation.paymentPlatformError");
  if (n >= 500 && n < 600) return msg("validation.paymentRequestError");
  return PAYMENT_FAILED;
}

/** Test cards of the built-in simulator (any future expiry date, any 3-digit CVV). */
export const TEST_CARDS: ReadonlyArray<{ number: string; code: string; label: string }> = [
  { number: "4548812049400004", code: "0000", label: "Aprovado" },
  { number: "4000000000000002", code: "0190", label: "Recusado (1xx)" },
  { number: "4000000000000103", code: "0103", label: "Cartão perdido ou roubado (103)" },
  { number: "4000000000000107", code: "0107", label: "Antifraude (107)" },
  { number: "4000000000000666", code: "0666", label: "Erro de configuração (666)" },
  { number: "4000000000000202", code: "0202", label: "Erro de comunicação com o banco (2xx)" },
  { number: "4000000000000301", code: "0301", label: "Erro interno da plataforma (3xx)" },
  { number: "4000000000000501", code: "0501", label: "Erro no pedido (5xx)" },
];

/** Bizum in the simulator: this phone is approved, any other number ending in 9 is refused (1xx). */
export const BIZUM_TEST_PHONE = "700000000";
/** MB WAY in the simulator: approved in the app; a number ending in 999 is refused in the app, in 888 never answered. */
export const MBWAY_TEST_PHONES = { approved: "912345678", refused: "912345999", expired: "912345888" } as const;

export function simulatedResponse(
  input: { method: "card"; card: string } | { method: "bizum"; phone: string } | { method: "mbway"; phone: string },
): string {
  if (input.method === "bizum") return input.phone.replace(/\D/g, "").endsWith("9") ? "0190" : "0000";
  if (input.method === "mbway") {
    const digits = input.phone.replace(/\D/g, "");
    if (digits.endsWith("999")) return MBWAY_REFUSED;
    if (digits.endsWith("888")) return MBWAY_EXPIRED;
    return "0000";
  }
  const digits = input.card.replace(/\D/g, "");
  const known = TEST_CARDS.find((c) => c.number === digits);
  if (known) return known.code;
  return luhn(digits) ? "0000" : "0180";
}

export function luhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
