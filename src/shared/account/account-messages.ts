/**
 * The account's error catalogue (spec section 8, "Registration", "Account" and "Invoices"), in pt-PT: one message per
 * failure, shared by the API (with its error code) and the pages (which show it where the failure happened).
 */

/** Error codes the API answers for the account failures the spec names without a code of its own. */
export const ACCOUNT_ERROR_CODES = {
  PRE_REGISTER_FAILED: "PRE_REGISTER_FAILED",
  LOAD_FAILED: "USER_LOAD_FAILED",
  UPDATE_FAILED: "USER_UPDATE_FAILED",
  DELETE_FAILED: "USER_DELETE_FAILED",
  HISTORY_FAILED: "HISTORY_LOAD_FAILED",
} as const;

export const ACCOUNT_MESSAGES = {
  /** Registration (on /registo or in the checkout) failed on our side: the data were not saved. */
  PRE_REGISTER_FAILED: "Não foi possível guardar os seus dados. Tente novamente mais tarde.",
  /** The profile could not be read (the spec's "Ha habido un problema cargando tus datos"). */
  LOAD_FAILED: "Houve um problema ao carregar os seus dados. Tente novamente dentro de momentos.",
  UPDATE_FAILED: "Não foi possível guardar as alterações aos seus dados. Tente novamente mais tarde.",
  DELETE_FAILED: "Não foi possível apagar a sua conta. Tente novamente mais tarde ou ligue para o apoio ao cliente.",
  HISTORY_FAILED: "Não foi possível carregar o seu histórico. Tente novamente dentro de momentos.",
  CONSENTS_FAILED: "Não foi possível guardar as suas preferências. Tente novamente mais tarde.",
  VEHICLES_FAILED: "Não foi possível carregar os seus veículos. Tente novamente dentro de momentos.",
  VEHICLE_DELETE_FAILED: "Não foi possível apagar o veículo. Tente novamente mais tarde.",
  APPOINTMENTS_FAILED: "Não foi possível carregar as suas marcações. Tente novamente dentro de momentos.",
  ORDERS_FAILED: "Não foi possível carregar as suas encomendas. Tente novamente dentro de momentos.",
  INVOICES_FAILED: "Não foi possível carregar as suas faturas. Tente novamente dentro de momentos.",
} as const;

/** Invoice download failures by the API's code (spec section 8, "Invoices"): most send the customer to support. */
export const INVOICE_MESSAGES = {
  NOT_EXIST: "Esta encomenda não existe. Se precisar de ajuda, ligue para o apoio ao cliente.",
  FACTURA_NOT_FOUND: "Não encontrámos esta fatura. Ligue para o apoio ao cliente.",
  NO_ID_NAV:
    "A fatura desta encomenda ainda não foi emitida: é emitida quando o pagamento fica confirmado. Se já pagou, ligue para o apoio ao cliente.",
  OTHER: "Não foi possível obter a fatura neste momento. Tente mais tarde ou ligue para o apoio ao cliente.",
  ID_NOT_MATCH: "Esta fatura pertence a outro utilizador.",
} as const;

export type InvoiceErrorCode = keyof typeof INVOICE_MESSAGES;

/** The message for an invoice error code; a code the catalogue does not know reads as OTHER. */
export function invoiceErrorMessage(code: string | null | undefined): string {
  return code && Object.hasOwn(INVOICE_MESSAGES, code)
    ? INVOICE_MESSAGES[code as InvoiceErrorCode]
    : INVOICE_MESSAGES.OTHER;
}
