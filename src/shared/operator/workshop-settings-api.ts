/** Answers of the back office's workshop settings API (GET and PATCH /operador/oficinas/:id/definicoes). */
import { z } from "zod";
import { CustomerToContact, WorkshopBrief } from "./operator-api.ts";

const Periods = z.array(z.tuple([z.string(), z.string()]));

export const WorkshopSettingsView = z.object({
  oficina: WorkshopBrief,
  horario: z.object({
    mon: Periods,
    tue: Periods,
    wed: Periods,
    thu: Periods,
    fri: Periods,
    sat: Periods,
    sun: Periods,
  }),
  boxes: z.number(),
  servicos: z.array(z.string()),
  equipamento: z.array(z.string()),
});
export type WorkshopSettingsView = z.infer<typeof WorkshopSettingsView>;

/** An appointment still to come that the new hours or bays leave out: the customer to contact. */
export const AppointmentOutside = CustomerToContact.extend({
  data: z.string(),
  motivo: z.enum(["horario", "boxes"]),
});
export type AppointmentOutside = z.infer<typeof AppointmentOutside>;

export const WorkshopSettingsSaved = z.object({
  definicoes: WorkshopSettingsView,
  marcacoesForaDoHorario: z.array(AppointmentOutside),
});
export type WorkshopSettingsSaved = z.infer<typeof WorkshopSettingsSaved>;
