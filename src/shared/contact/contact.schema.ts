/** Leads, newsletter and contact payloads (spec sections 3 and 7). */
import { z } from "zod";
import { emailField, phoneField, postcodeField } from "../fields.ts";
import { msg, requiredMessage } from "../messages.ts";
import { PHONE_MESSAGES } from "../phones.ts";
import { SELECTOR_LEAD_ORIGIN } from "../tyres/selector.ts";
import { userAgentField } from "../user-agent.ts";
import { CONTACT_REASONS } from "./reasons.ts";

export const LEAD_PRIVACY_REQUIRED = msg("validation.leadPrivacyRequired");

/**
 * POST /leads {email, telefono, codigo_postal, origen, wantsInfo}. Leaving contact data needs the privacy policy
 * accepted (`privacidad`, RGPD); marketing (`wantsInfo`) stays a free choice. The selector's lead-data step asks for
 * all three contacts, so a lead from `origen: "seletor"` must bring a phone and a postcode as well.
 */
export const LeadSchema = z
  .object({
    email: emailField,
    telefono: phoneField.optional(),
    codigo_postal: postcodeField.optional(),
    origen: z.string().max(60).default("web"),
    wantsInfo: z.boolean().default(false),
    privacidad: z.literal(true, { error: LEAD_PRIVACY_REQUIRED }),
    /** The browser's user agent, stored with the lead (attribution), cut to 400 characters. */
    userAgent: userAgentField,
  })
  .superRefine((lead, ctx) => {
    if (lead.origen !== SELECTOR_LEAD_ORIGIN) return;
    if (lead.telefono === undefined)
      ctx.addIssue({ code: "custom", path: ["telefono"], message: PHONE_MESSAGES.required });
    if (lead.codigo_postal === undefined)
      ctx.addIssue({ code: "custom", path: ["codigo_postal"], message: requiredMessage("código postal") });
  });
export type LeadPayload = z.infer<typeof LeadSchema>;

export const NewsletterSchema = z.object({ email: emailField, domain: z.string().max(100).optional() });

export const REASON_REQUIRED = msg("validation.contactReasonChoose");

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
    .min(10, msg("validation.commentMin"))
    .max(2000),
  vehicle: z.string().max(80).optional(),
  services: z.array(z.string().max(40)).max(10).optional(),
});
