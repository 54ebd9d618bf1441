/** POST /cita-previa and PATCH /cita-previa (spec section 7). One schema per payload, used by the server and the form. */
import { z } from "zod";
import { emailField, phoneField } from "../fields.ts";
import { parseDayMonthYear } from "../dates.ts";
import { msg, requiredMessage } from "../messages.ts";
import { isValidCarPlate, isValidMotoPlate } from "../plates.ts";
import { VEHICLE_KINDS } from "../vehicles/vehicle-kinds.ts";

export const SERVICE_REQUIRED = msg("validation.serviceChoose");
export const SLOT_REQUIRED = msg("validation.slotChoose");
export const BRAND_REQUIRED = msg("validation.scooterBrandChoose");

export const UserDataSchema = z
  .object({
    nombre: z
      .string({ error: requiredMessage("nome") })
      .trim()
      .min(2, requiredMessage("nome")),
    apellidos: z.string().trim().max(80).optional().default(""),
    email: emailField,
    telefono: phoneField,
    matricula: z.string().trim().max(12).optional().default(""),
    comentario: z.string().trim().max(500).optional().default(""),
    vehiculo: z.enum(VEHICLE_KINDS).default("car"),
    renting: z.boolean().optional().default(false),
  })
  .refine(
    // Runs even when other fields failed, so every wrong field is reported at once.
    (v) => {
      if (typeof v !== "object" || v === null) return true;
      const plate = typeof v.matricula === "string" ? v.matricula.trim() : "";
      if (v.vehiculo === "scooter" || !plate) return true;
      return v.vehiculo === "motorbike" ? isValidMotoPlate(plate) : isValidCarPlate(plate);
    },
    { path: ["matricula"], message: msg("validation.plateCarFormat"), when: () => true },
  )
  .refine(
    (v) =>
      typeof v !== "object" ||
      v === null ||
      v.vehiculo === "scooter" ||
      (typeof v.matricula === "string" && v.matricula.trim() !== ""),
    {
      path: ["matricula"],
      message: requiredMessage("matrícula"),
      when: () => true,
    },
  );
export type UserData = z.infer<typeof UserDataSchema>;

export const SelectedDateSchema = z.object(
  {
    date: z.string({ error: SLOT_REQUIRED }).refine((v) => parseDayMonthYear(v) !== null, msg("validation.dateFormat")),
    time: z.string({ error: SLOT_REQUIRED }).regex(/^\d{2}:\d{2}$/, SLOT_REQUIRED),
  },
  { error: SLOT_REQUIRED },
);

export const AppointmentSchema = z
  .object({
    userData: UserDataSchema,
    selectedDate: SelectedDateSchema,
    selectedService: z.array(z.string().max(40), { error: SERVICE_REQUIRED }).min(1, SERVICE_REQUIRED).max(6),
    selectedTaller: z.object(
      {
        codTienda: z.string({ error: msg("validation.workshopChoose") }).min(1, msg("validation.workshopChoose")),
        alias: z.string().optional(),
        cpostal: z.string().optional(),
      },
      { error: msg("validation.workshopChoose") },
    ),
    marcaPatinete: z.string().max(40).optional(),
    dataRegistroLeadMatricula: z.object({ userAgent: z.string().max(400).optional() }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.userData.vehiculo === "scooter" && !v.marcaPatinete)
      ctx.addIssue({ code: "custom", path: ["marcaPatinete"], message: BRAND_REQUIRED });
  });
export type AppointmentPayload = z.infer<typeof AppointmentSchema>;

export const ModifyAppointmentSchema = z.object({
  oldCitaId: z.string().uuid(msg("validation.appointmentInvalid")),
  token: z.string().min(10).optional(),
  selectedDate: SelectedDateSchema,
  selectedTaller: z.object({ codTienda: z.string().min(1) }).optional(),
  selectedService: z.array(z.string().max(40)).min(1, SERVICE_REQUIRED).max(6).optional(),
  userData: z.object({ comentario: z.string().trim().max(500).optional() }).optional(),
});
export type ModifyAppointmentPayload = z.infer<typeof ModifyAppointmentSchema>;

export const DatesQuerySchema = z.object({
  services: z.array(z.string().max(40)).max(6).optional(),
  idNavisionCitaModificada: z.string().uuid().optional(),
});

/** POST /reserve-time {codTienda, date, time, email}: hold a slot while paying. */
export const ReserveTimeSchema = z.object({
  codTienda: z.string({ error: msg("validation.workshopChoose") }).min(1, msg("validation.workshopChoose")),
  date: z.string({ error: SLOT_REQUIRED }).refine((v) => parseDayMonthYear(v) !== null, msg("validation.dateFormat")),
  time: z.string({ error: SLOT_REQUIRED }).regex(/^\d{2}:\d{2}$/, SLOT_REQUIRED),
  /** Optional for a basket hold: the customer may not have given an e-mail yet at the date step. */
  email: emailField.optional(),
  cestaID: z.string().uuid().optional(),
  services: z.array(z.string().max(40)).max(6).optional(),
});
