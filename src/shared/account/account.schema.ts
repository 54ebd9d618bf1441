/** Registration, login and password payloads (spec sections 3, 5 and 7). */
import { z } from "zod";
import { isValidBirthDate, parseDayMonthYear } from "../dates.ts";
import { emailField, passwordField, phoneField, postcodeField } from "../fields.ts";
import { msg, requiredMessage } from "../messages.ts";
import { isValidDocument } from "../tax-ids.ts";
import { GENDER_DESCRIPTION_MAX, GENDER_DESCRIPTION_ONLY_OTHER, GENDERS } from "./gender.ts";

/**
 * The confirmation check runs even when other fields failed (`when: () => true`), so every wrong field is reported at
 * once; it then sees the raw input, which may be `null` or not an object at all (the object's own error covers that).
 */
function passwordsMatch(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return true;
  const { password, confirmPassword } = v as { password?: unknown; confirmPassword?: unknown };
  return password === confirmPassword;
}

/** Free text describing the gender when it is "other" (the API's genero_descripccion); empty means none. */
const genderDescription = z
  .string()
  .trim()
  .max(GENDER_DESCRIPTION_MAX, msg("validation.genderDescriptionMax", { max: String(GENDER_DESCRIPTION_MAX) }));

/** The description goes with gender "other" only (checked on the raw input, so every wrong field shows at once). */
function descriptionFitsGender(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return true;
  const { genero, genero_descripccion: d } = v as { genero?: unknown; genero_descripccion?: unknown };
  return typeof d !== "string" || d.trim() === "" || genero === undefined || genero === "other";
}

/**
 * The description to store after a change of gender and/or description, given the stored gender: kept only with
 * gender "other" (empty text clears it); a gender other than "other" clears it; undefined leaves it as it is. A
 * description for a gender that is not "other" is an error.
 */
export function nextGenderDescription(
  change: { genero?: string | undefined; genero_descripccion?: string | undefined },
  storedGenero: string | null,
): { ok: true; value: string | null | undefined } | { ok: false; message: string } {
  const effective = change.genero ?? storedGenero;
  const text = change.genero_descripccion?.trim();
  if (effective !== "other") {
    if (text) return { ok: false, message: GENDER_DESCRIPTION_ONLY_OTHER };
    return {
      ok: true,
      value: change.genero !== undefined || change.genero_descripccion !== undefined ? null : undefined,
    };
  }
  if (change.genero_descripccion === undefined) return { ok: true, value: undefined };
  return { ok: true, value: text || null };
}

export const RegisterSchema = z
  .object({
    nombre: z
      .string({ error: requiredMessage("nome") })
      .trim()
      .min(2, requiredMessage("nome"))
      .max(60),
    apellidos: z
      .string({ error: requiredMessage("apelidos") })
      .trim()
      .min(2, requiredMessage("apelidos"))
      .max(80),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: msg("validation.confirmPassword") }),
    telefono: phoneField,
    codigo_postal: postcodeField,
    /** The terms of sale and the privacy policy: required to have an account (the spec's "commercial information"). */
    privacidad: z.literal(true, {
      error: msg("validation.accountPrivacyRequired"),
    }),
    /** Marketing is a free choice, unticked by default and changeable in the private area (RGPD). */
    permiso_comercial: z.boolean().default(false),
    promo_sms: z.boolean().default(false),
    cestaID: z.string().uuid().optional(),
    genero: z.enum(GENDERS, { error: msg("validation.genderChoose") }).optional(),
    genero_descripccion: genderDescription.optional(),
  })
  .refine(passwordsMatch, { path: ["confirmPassword"], message: msg("validation.passwordsDiffer"), when: () => true })
  .refine(descriptionFitsGender, {
    path: ["genero_descripccion"],
    message: GENDER_DESCRIPTION_ONLY_OTHER,
    when: () => true,
  });
export type RegisterPayload = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: requiredMessage("password") }).min(1, requiredMessage("password")),
  cestaID: z.string().uuid().optional(),
});

export const LOGIN_MESSAGES = {
  WRONG_CREDENTIALS: msg("account.loginWrongCredentials"),
  OTHER: msg("account.loginOther"),
} as const;

/** Profile completion (percentCompleted): the share of the profile fields that are filled. */
export function percentCompleted(fields: Record<string, unknown>): number {
  const keys = [
    "nombre",
    "apellidos",
    "email",
    "telefono",
    "codigo_postal",
    "fecha_nacimiento",
    "genero",
    "numero_documento",
    "calle",
    "numero",
    "poblacion",
    "provincia",
  ];
  const filled = keys.filter((k) => {
    const v = fields[k];
    return v !== undefined && v !== null && String(v).trim() !== "";
  }).length;
  return Math.round((filled / keys.length) * 100);
}

export const ForgotPasswordSchema = z.object({ email: emailField, domain: z.string().max(100).optional() });
export const ResetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string({ error: msg("validation.confirmPassword") }) })
  .refine(passwordsMatch, { path: ["confirmPassword"], message: msg("validation.passwordsDiffer"), when: () => true });
export const RESET_LINK_EXPIRED = msg("account.newPasswordExpired");

/** The day the form is filled in (the only clock a schema may read: it validates what a person typed today). */
const today = () => {
  const d = new Date();
  return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
};

/** A birth date that exists on the calendar and gives a plausible age (16 to 120 years). */
export const birthDate = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, msg("validation.dateFormat"))
  .refine((v) => parseDayMonthYear(v) !== null, msg("validation.dateNotInCalendar"))
  .refine((v) => parseDayMonthYear(v) === null || isValidBirthDate(v, today()), msg("validation.birthDatePlausible"));

export const DOCUMENT_TYPES = ["NIF", "DNI", "NIE", "PASSAPORTE"] as const;

/** PATCH /users/{id}: personal data, address and identity document. */
export const UpdateUserSchema = z
  .object({
    nombre: z.string().trim().min(2, requiredMessage("nome")).max(60).optional(),
    apellidos: z.string().trim().min(2, requiredMessage("apelidos")).max(80).optional(),
    telefono: phoneField.optional(),
    fecha_nacimiento: birthDate.optional(),
    genero: z.enum(GENDERS, { error: msg("validation.genderChoose") }).optional(),
    genero_descripccion: genderDescription.optional(),
    promo_email: z.boolean().optional(),
    promo_sms: z.boolean().optional(),
    address: z
      .object({
        calle: z.string().trim().min(3, msg("validation.addressTooShort")).max(120).optional(),
        bloque: z.string().trim().max(20).optional(),
        numero: z.string().trim().max(10).optional(),
        poblacion: z.string().trim().max(60).optional(),
        codigo_postal: postcodeField.optional(),
      })
      .optional(),
    documento: z
      .object({
        tipo_documento: z.enum(DOCUMENT_TYPES, { error: requiredMessage("tipo de documento") }),
        pais_documento: z.enum(["PT", "ES", "AD"], { error: requiredMessage("país do documento") }),
        numero_documento: z
          .string({ error: requiredMessage("número do documento") })
          .trim()
          .min(1, requiredMessage("número do documento")),
      })
      .optional(),
  })
  .refine(
    // Runs on the raw input even when other fields failed: judge the number only when its type and text are valid.
    (v: unknown) => {
      const d = typeof v === "object" && v !== null ? (v as { documento?: unknown }).documento : undefined;
      if (typeof d !== "object" || d === null) return true;
      const { tipo_documento: tipo, numero_documento: numero } = d as {
        tipo_documento?: unknown;
        numero_documento?: unknown;
      };
      if (typeof numero !== "string" || !(DOCUMENT_TYPES as readonly unknown[]).includes(tipo)) return true;
      return isValidDocument(tipo as (typeof DOCUMENT_TYPES)[number], numero.trim());
    },
    { path: ["documento", "numero_documento"], message: msg("validation.documentInvalid"), when: () => true },
  )
  .refine(descriptionFitsGender, {
    path: ["genero_descripccion"],
    message: GENDER_DESCRIPTION_ONLY_OTHER,
    when: () => true,
  });

/** POST /users/add-client/ws {numero_documento, pais_documento default ES, tipo_documento default DNI, idUser}. */
export const AddClientSchema = z
  .object({
    numero_documento: z
      .string({ error: requiredMessage("número do documento") })
      .trim()
      .min(1, requiredMessage("número do documento"))
      .max(20),
    pais_documento: z.enum(["PT", "ES", "AD"], { error: msg("validation.documentCountryInvalid") }).default("ES"),
    tipo_documento: z.enum(DOCUMENT_TYPES, { error: msg("validation.documentTypeInvalid") }).default("DNI"),
    idUser: z.coerce.number().int().positive(),
  })
  .refine((v) => isValidDocument(v.tipo_documento, v.numero_documento), {
    path: ["numero_documento"],
    message: msg("validation.documentInvalid"),
  });

export const ADD_CLIENT_FAILED = msg("validation.addClientFailed");

/**
 * The user's client number in the invoicing records (the API's id_usuario_nav): a customer becomes a client once an
 * identity document is registered (POST /users/add-client/ws or the profile's document); null before. Derived from
 * the account id, so it never changes and needs no sequence of its own.
 */
export function clientNumber(userId: number, hasDocument: boolean): string | null {
  return hasDocument ? `C${String(userId).padStart(7, "0")}` : null;
}
