/**
 * Why a customer writes (the contact form's first field). Its own module, without zod, so the contact page can list
 * them without shipping the validation code to the browser (issue 15: first-load JS).
 */
export const CONTACT_REASONS = {
  web_orders: "Encomendas feitas no site",
  customer_service: "Apoio ao cliente",
  quote: "Pedido de orçamento",
  workshop_appointment: "Marcação na oficina",
} as const;
/** The stored and posted value (English inside, decision 021); the customer reads the catalogue's words. */
export type ContactReason = keyof typeof CONTACT_REASONS;
