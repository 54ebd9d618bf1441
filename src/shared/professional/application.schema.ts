/**
 * The professional-account application (issue 14, item 7): one schema for POST /profissional/candidatura and the
 * form at /acesso-profissionais. The NIF is a Portuguese NIF or a Spanish CIF, DNI or NIE (check digits), the phone
 * goes through the shop's phone rule; every message is a descriptor (pt-PT or es-ES once resolved).
 */
import { z } from "zod";
import { emailField, phoneField, required } from "../fields.ts";
import { msg } from "../messages.ts";
import { isValidCompanyTaxId } from "../tax-ids.ts";

/** The kind of business (stored in `professional_applications.kind`, posted by the form): English inside (decision 021). */
export const PROFESSIONAL_KINDS = ["fleet", "taxi", "ride_hailing", "delivery", "other"] as const;
export type ProfessionalKind = (typeof PROFESSIONAL_KINDS)[number];

export const PROFESSIONAL_KIND_LABEL: Record<ProfessionalKind, string> = {
  fleet: "Frota de empresa",
  taxi: "Táxi",
  ride_hailing: "TVDE",
  delivery: "Entregas e logística",
  other: "Outro",
};

export const FLEET_SIZE_MESSAGE = msg("validation.fleetSize");
export const NIF_MESSAGE = msg("validation.professionalNifInvalid");
export const KIND_MESSAGE = msg("validation.activityChoose");

/** Form posts carry text: "12" → 12; an empty field is "missing", not zero. */
const fleetSize = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim().replace(/\s/g, ""))) : v),
  z
    .number({ error: FLEET_SIZE_MESSAGE })
    .int(FLEET_SIZE_MESSAGE)
    .min(1, FLEET_SIZE_MESSAGE)
    .max(100_000, FLEET_SIZE_MESSAGE),
);

export const ProfessionalApplicationSchema = z.object({
  empresa: required("nome da empresa").max(120, msg("validation.companyNameMax")),
  // A Portuguese NIF, or on the Spanish site a company's CIF (or a self-employed DNI/NIE): stored compact, upper-case,
  // without a country prefix.
  nif: required("NIF")
    .refine(isValidCompanyTaxId, NIF_MESSAGE)
    .transform((v) =>
      v
        .replace(/[\s.-]/g, "")
        .toUpperCase()
        .replace(/^(PT|ES)(?=[0-9A-Z]{9}$)/, ""),
    ),
  contacto: required("pessoa de contacto").max(120, msg("validation.contactNameMax")),
  email: emailField,
  telefone: phoneField,
  frota: fleetSize,
  tipo: z.enum(PROFESSIONAL_KINDS, { error: KIND_MESSAGE }),
  mensagem: z.string().trim().max(1000, msg("validation.messageMax")).optional().default(""),
});
export type ProfessionalApplication = z.infer<typeof ProfessionalApplicationSchema>;

export const APPLICATION_STATUSES = ["pending", "approved", "refused"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  pending: "Pendente",
  approved: "Aprovada",
  refused: "Recusada",
};

/** What the applicant sees of their own application. */
export const ApplicationView = z.object({
  id: z.number(),
  empresa: z.string(),
  nif: z.string(),
  contacto: z.string(),
  email: z.string(),
  telefone: z.string(),
  frota: z.number(),
  tipo: z.enum(PROFESSIONAL_KINDS),
  mensagem: z.string(),
  estado: z.enum(APPLICATION_STATUSES),
  criadaEm: z.string(),
  decididaEm: z.string().nullable(),
  nota: z.string().nullable(),
});
export type ApplicationView = z.infer<typeof ApplicationView>;

export const BusinessAccountView = z.object({
  empresa: z.string(),
  nif: z.string(),
  diasCredito: z.number(),
  aprovadaEm: z.string(),
});
export type BusinessAccountView = z.infer<typeof BusinessAccountView>;

/** GET /profissional/estado: the signed-in customer's professional standing. */
export const ProfessionalStatusAnswer = z.object({
  conta: BusinessAccountView.nullable(),
  candidatura: ApplicationView.nullable(),
});
export type ProfessionalStatusAnswer = z.infer<typeof ProfessionalStatusAnswer>;
