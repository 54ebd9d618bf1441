/** Registration, login and password payloads (spec sections 3, 5 and 7). */
import { z } from "zod";
import { emailField, passwordField, phoneField, postcodeField } from "../fields.ts";
import { requiredMessage } from "../messages.ts";

export const RegisterSchema = z
  .object({
    nombre: z.string({ error: requiredMessage("nome") }).trim().min(2, requiredMessage("nome")).max(60),
    apellidos: z.string({ error: requiredMessage("apelidos") }).trim().min(2, requiredMessage("apelidos")).max(80),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: "Confirme a password" }),
    telefono: phoneField,
    codigo_postal: postcodeField,
    privacidad: z.literal(true, { error: "Tem de aceitar a política de privacidade" }),
    permiso_comercial: z.literal(true, { error: "Tem de aceitar receber informação comercial para se registar" }),
    cestaID: z.string().uuid().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "As passwords não coincidem", when: () => true });
export type RegisterPayload = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: requiredMessage("password") }).min(1, requiredMessage("password")),
  cestaID: z.string().uuid().optional(),
});

export const LOGIN_MESSAGES = {
  WRONG_CREDENTIALS: "O e-mail ou a password estão incorretos",
  OTHER: "Houve um problema com a sessão",
} as const;

/** Profile completion (percentCompleted): the share of the profile fields that are filled. */
export function percentCompleted(fields: Record<string, unknown>): number {
  const keys = ["nombre", "apellidos", "email", "telefono", "codigo_postal", "fecha_nacimiento", "genero", "numero_documento", "calle", "numero", "poblacion", "provincia"];
  const filled = keys.filter((k) => {
    const v = fields[k];
    return v !== undefined && v !== null && String(v).trim() !== "";
  }).length;
  return Math.round((filled / keys.length) * 100);
}

export const ForgotPasswordSchema = z.object({ email: emailField, domain: z.string().max(100).optional() });
export const ResetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string({ error: "Confirme a password" }) })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "As passwords não coincidem", when: () => true });
export const RESET_LINK_EXPIRED = "O link já não é válido. Peça um novo para recuperar a password.";
