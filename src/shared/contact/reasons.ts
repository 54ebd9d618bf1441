/**
 * Why a customer writes (the contact form's first field). Its own module, without zod, so the contact page can list
 * them without shipping the validation code to the browser (issue 15: first-load JS).
 */
export const CONTACT_REASONS = {
  "pedidos-web": "Encomendas feitas no site",
  "atencao-cliente": "Apoio ao cliente",
  orcamento: "Pedido de orçamento",
  "marcacao-oficina": "Marcação na oficina",
} as const;
