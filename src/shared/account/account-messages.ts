/**
 * The account's error catalogue (spec section 8, "Registration", "Account" and "Invoices"): one message per failure,
 * shared by the API (with its error code) and the pages (which show it where the failure happened). Messages are
 * descriptors of the account namespace (src/shared/i18n): the API's reply and the page write them in their language.
 */
import { msg } from "../i18n/i18n.ts";

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
  PRE_REGISTER_FAILED: msg("account.registerFailed"),
  /** The profile could not be read (the spec's "Ha habido un problema cargando tus datos"). */
  LOAD_FAILED: msg("account.errorLoad"),
  UPDATE_FAILED: msg("account.errorUpdate"),
  DELETE_FAILED: msg("account.errorDelete"),
  HISTORY_FAILED: msg("account.errorHistory"),
  CONSENTS_FAILED: msg("account.errorConsents"),
  VEHICLES_FAILED: msg("account.errorVehicles"),
  VEHICLE_DELETE_FAILED: msg("account.errorVehicleDelete"),
  APPOINTMENTS_FAILED: msg("account.errorAppointments"),
  ORDERS_FAILED: msg("account.errorOrders"),
  INVOICES_FAILED: msg("account.errorInvoices"),
} as const;

/** Invoice download failures by the API's code (spec section 8, "Invoices"): most send the customer to support. */
export const INVOICE_MESSAGES = {
  NOT_EXIST: msg("account.invoiceNotExist"),
  FACTURA_NOT_FOUND: msg("account.invoiceNotFound"),
  NO_ID_NAV: msg("account.invoiceNotIssued"),
  OTHER: msg("account.invoiceOther"),
  ID_NOT_MATCH: msg("account.invoiceNotYours"),
} as const;

export type InvoiceErrorCode = keyof typeof INVOICE_MESSAGES;

/** The message for an invoice error code; a code the catalogue does not know reads as OTHER. */
export function invoiceErrorMessage(code: string | null | undefined): string {
  return code && Object.hasOwn(INVOICE_MESSAGES, code)
    ? INVOICE_MESSAGES[code as InvoiceErrorCode]
    : INVOICE_MESSAGES.OTHER;
}
