/** Back-office payloads (one zod schema each), shared by the API and the back-office forms. */
import { z } from "zod";
import { parseDayMonthYear } from "../dates.ts";
import { emailField, required } from "../fields.ts";
import { requiredMessage } from "../messages.ts";
import { STAFF_ROLES } from "./access.ts";

export const STAFF_PASSWORD_MIN = 10;

export const StaffLoginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: requiredMessage("password") })
    .min(1, requiredMessage("password"))
    .max(200),
});
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

const staffPassword = z
  .string({ error: requiredMessage("password") })
  .min(STAFF_PASSWORD_MIN, `A password deve ter pelo menos ${STAFF_PASSWORD_MIN} caracteres`)
  .max(200, "A password pode ter no máximo 200 caracteres");
const role = z.enum(STAFF_ROLES, { error: "Escolha um perfil: oficina, apoio ao cliente ou administração" });
const workshopIds = z.array(z.number().int().positive()).max(200);

export const StaffCreateSchema = z
  .object({
    email: emailField,
    nome: required("nome").pipe(z.string().max(80, "O nome pode ter no máximo 80 caracteres")),
    password: staffPassword,
    perfil: role,
    oficinas: workshopIds.default([]),
  })
  .superRefine((v, ctx) => checkWorkshops(v.perfil, v.oficinas, ctx));
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

/** A change of an account: any of role (with its workshops), name, active flag; a new password. */
export const StaffUpdateSchema = z
  .object({
    nome: required("nome").pipe(z.string().max(80, "O nome pode ter no máximo 80 caracteres")).optional(),
    perfil: role.optional(),
    oficinas: workshopIds.optional(),
    ativo: z.boolean().optional(),
    password: staffPassword.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.perfil !== undefined) checkWorkshops(v.perfil, v.oficinas ?? [], ctx);
    else if (v.oficinas !== undefined)
      ctx.addIssue({ code: "custom", path: ["perfil"], message: "Indique o perfil quando muda as oficinas" });
  });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

function checkWorkshops(perfil: string, oficinas: number[], ctx: z.RefinementCtx) {
  if (perfil === "workshop" && oficinas.length === 0)
    ctx.addIssue({ code: "custom", path: ["oficinas"], message: "Escolha pelo menos uma oficina" });
  if (perfil !== "workshop" && oficinas.length > 0)
    ctx.addIssue({ code: "custom", path: ["oficinas"], message: "Só o perfil oficina fica limitado a oficinas" });
}

/** A day closed: one workshop (its id) or every workshop (null), a DD/MM/YYYY date and the reason shown. */
export const ClosureCreateSchema = z.object({
  oficinaId: z.number({ error: "Escolha a oficina" }).int().positive().nullable(),
  data: required("data").refine((v) => parseDayMonthYear(v) !== null, "A data deve estar no formato DD/MM/AAAA"),
  motivo: required("motivo").pipe(z.string().max(120, "O motivo pode ter no máximo 120 caracteres")),
});
export type ClosureCreate = z.infer<typeof ClosureCreateSchema>;
