/** Leads, newsletter and contact payloads (spec sections 3 and 7). */
import { z } from "zod";
import { emailField, phoneField, postcodeField } from "../fields.ts";
import { requiredMessage } from "../messages.ts";

export const LeadSchema = z.object({
  email: emailField,
  telefono: phoneField.optional(),
  codigo_postal: postcodeField.optional(),
  origen: z.string().max(60).default("web"),
  wantsInfo: z.boolean().default(false),
});

export const NewsletterSchema = z.object({ email: emailField, domain: z.string().max(100).optional() });

export const CONTACT_REASONS = {
  "pedidos-web": "Encomendas feitas no site",
  "atencao-cliente": "Apoio ao cliente",
  orcamento: "Pedido de orçamento",
  "marcacao-oficina": "Marcação na oficina",
} as const;
export const REASON_REQUIRED = "Escolha o motivo do contacto";

export const ContactSchema = z.object({
  reason: z.enum(
    Object.keys(CONTACT_REASONS) as [keyof typeof CONTACT_REASONS, ...Array<keyof typeof CONTACT_REASONS>],
    { error: REASON_REQUIRED },
  ),
  nombre: z
    .string({ error: requiredMessage("nome") })
    .trim()
    .min(2, requiredMessage("nome"))
    .max(80),
  email: emailField,
  telefono: phoneField.optional().or(z.literal("")),
  comentario: z
    .string({ error: requiredMessage("mensagem") })
    .trim()
    .min(10, "Escreva pelo menos 10 caracteres")
    .max(2000),
  vehicle: z.string().max(80).optional(),
  services: z.array(z.string().max(40)).max(10).optional(),
});
