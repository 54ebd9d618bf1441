/**
 * Revision and oil API contract (spec section 7, "Revision and oil"): request and response schemas of
 * POST /aceite-por-matricula, /selector-aceite, /verificar-revision-preset, /revisiones/turismo,
 * /registro-lead-matricula-revision and /consulta-fecha-hora. Used by src/server/revision and src/web/oil.
 */
import { z } from "zod";
import { carPlateField, emailField, kilometresField, phoneField, postcodeField } from "../fields.ts";
import { type FieldLabel, msg, requiredMessage, tooLongMessage } from "../messages.ts";
import { OIL_LOOKUP_STATUSES } from "./oil-lookup.ts";

const userInfo = z
  .object({ email: z.string().max(120).optional(), idUser: z.number().int().positive().optional() })
  .partial()
  .optional();

const oilId = z
  .string({ error: msg("validation.oilChoose") })
  .trim()
  .min(1, msg("validation.oilChoose"))
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, msg("validation.oilUnknown"));

/** A pack id (PACK_BASIC, PACK_PLUS, …). */
export const revisionId = z
  .string({ error: msg("validation.packChoose") })
  .trim()
  .regex(/^PACK_[A-Z_]{2,30}$/, msg("validation.packUnknown"));

const optionalKms = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v))
  .pipe(kilometresField.optional());

const vehicleName = (label: FieldLabel) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(60, tooLongMessage(label));

/** A car picked by hand (brand → model → engine) when the plate is not in the registry. */
export const PickedVehicleSchema = z.object({
  marca: vehicleName("marca"),
  modelo: vehicleName("modelo"),
  motor: vehicleName("motor"),
  /** The car's year when the customer gives it (the interval for cars before 2000, the 2-year rule); 0 = unknown. */
  ano: z.number().int().min(0).max(2100).optional(),
});
export type PickedVehicle = z.infer<typeof PickedVehicleSchema>;

/** The plate, and the car picked by hand when the registry does not know the plate (spec "Plate lookup outcomes"). */
export const AceitePorMatriculaSchema = z.object({
  matricula: carPlateField,
  vehicle: PickedVehicleSchema.optional(),
  userInfo,
});
export type AceitePorMatriculaPayload = z.infer<typeof AceitePorMatriculaSchema>;

export const OilSchema = z.object({
  id_site_revision_aceite: z.string(),
  recomendado: z.boolean(),
  tipo_aceite: z.string(),
  sae: z.string(),
  normativa: z.string(),
  marca: z.string(),
  nombre: z.string(),
  /** Price per extra litre in cents (what the workshop charges above the pack's 5 L). */
  precio_litro: z.number().int(),
});
export type Oil = z.infer<typeof OilSchema>;

export const VehiculoInfoSchema = z.object({
  marca: z.string(),
  modelo: z.string(),
  motor: z.string(),
  combustible: z.string(),
  ano_fabric: z.number().int(),
  ano_matric: z.number().int(),
  capacidad_carter: z.number(),
});

export const AceitePorMatriculaResponse = z.object({
  matricula: z.string(),
  status: z.enum(OIL_LOOKUP_STATUSES),
  /** "Marca Modelo Motor". */
  modelo: z.string(),
  fuelType: z.string(),
  vehicleOils: z.array(OilSchema),
  vehiculoInfo: VehiculoInfoSchema,
  /** The no-revision message for 2YEARS, NO_OIL and ELECTRIC; null for OK. */
  mensaje: z.object({ title: z.string(), text: z.string() }).nullable(),
  /** Where NO_OIL continues (the maintenance appointment); null otherwise. */
  siguiente: z.string().nullable(),
});
export type AceitePorMatriculaAnswer = z.infer<typeof AceitePorMatriculaResponse>;

export const SelectorAceiteSchema = z
  .object({
    /** A car picked by hand (brand → model → engine) when the plate is not in the registry. */
    vehicle: PickedVehicleSchema.optional(),
    matricula: carPlateField.optional(),
    kms: kilometresField,
    /** Kilometres at the last oil change, when known. */
    ultima: optionalKms,
  })
  .refine((v) => v.vehicle || v.matricula, { message: requiredMessage("matrícula"), path: ["matricula"] })
  .refine((v) => v.ultima === undefined || v.ultima <= v.kms, {
    message: msg("validation.kilometresLastChange"),
    path: ["ultima"],
  });
export type SelectorAceitePayload = z.infer<typeof SelectorAceiteSchema>;

export const SelectorAceiteResponse = z.object({
  matricula: z.string().nullable(),
  kms: z.number().int(),
  status: z.enum(OIL_LOOKUP_STATUSES),
  vehiculoInfo: VehiculoInfoSchema,
  listaAceites: z.array(OilSchema),
  /** The recommended oil, else the first; null when the engine has none. */
  aceiteSeleccionado: z.string().nullable(),
  intervalo: z.object({
    min: z.number().int(),
    max: z.number().int(),
    estado: z.enum(["overdue", "due", "not-yet", "unknown"]),
    desdeUltima: z.number().int().nullable(),
    mensaje: z.string(),
  }),
  carter: z.object({
    capacidad: z.number(),
    excede: z.boolean(),
    litrosExtra: z.number(),
    aviso: z.string().nullable(),
  }),
});
export type SelectorAceiteAnswer = z.infer<typeof SelectorAceiteResponse>;

export const VerificarRevisionPresetSchema = z.object({
  kms: kilometresField,
  matricula: carPlateField,
  aceite: oilId,
});
export const VerificarRevisionPresetResponse = z.object({
  matricula: z.string(),
  kms: z.number().int(),
  aceite: z.string(),
  /** The assistant's services step with the choices filled. */
  siguiente: z.string(),
});

export const RevisionesTurismoQuery = z.object({ aceiteId: oilId });
export const RevisionesTurismoSchema = z.object({ postCode: postcodeField });
export const RevisionPackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  nombre: z.string(),
  plan: z.string(),
  incluye: z.array(z.string()),
  precio: z.number().int(),
  duracion: z.number().int(),
});
export type RevisionPack = z.infer<typeof RevisionPackSchema>;
/** GET /packs-mantenimiento: the oil-change and revision packs, in the language of the API path. */
export const RevisionPacksResponse = z.array(RevisionPackSchema);
export const RevisionesTurismoResponse = z.object({
  aceite: OilSchema,
  revisiones: z.array(RevisionPackSchema),
  /** Car workshops nearest the postcode (at most 3), for the "where" hint. */
  oficinas: z.array(z.object({ codTienda: z.string(), alias: z.string(), distancia: z.number().nullable() })),
});
export type RevisionesTurismoAnswer = z.infer<typeof RevisionesTurismoResponse>;

export const RegistroLeadRevisionSchema = z.object({
  matricula: carPlateField,
  /** The car picked by hand when the registry does not know the plate. */
  vehicle: PickedVehicleSchema.optional(),
  kms: optionalKms,
  aceiteId: oilId.optional(),
  revisionId: revisionId.optional(),
  email: emailField.optional(),
  telefono: phoneField.optional(),
  codigo_postal: postcodeField.optional(),
  cestaID: z.uuid(msg("validation.basketInvalid")).optional(),
  user_agent: z.string().max(400).optional(),
});
export type RegistroLeadRevisionPayload = z.infer<typeof RegistroLeadRevisionSchema>;
export const RegistroLeadRevisionResponse = z.object({
  id_site_lead: z.number().int(),
  /** What the shop sees on the lead: plate, kilometres, oil, pack and the over-5 L flag. */
  nota: z.string(),
  excedeCarter: z.boolean(),
});

export const ConsultaFechaHoraSchema = z.object({
  codTienda: z
    .string({ error: msg("validation.workshopChoose") })
    .regex(/^\d{3,8}$/, msg("validation.workshopInvalid")),
  revisionId,
});
export const ConsultaFechaHoraResponse = z.object({
  codTienda: z.string(),
  /** DD/MM/YYYY (spec section 9). */
  fecha: z.string(),
  iso: z.string(),
  hora: z.string(),
  duracion: z.number().int(),
});
export type ConsultaFechaHoraAnswer = z.infer<typeof ConsultaFechaHoraResponse>;
