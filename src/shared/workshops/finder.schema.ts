/** POST /taller/localizacion and /tiendas payloads. */
import { z } from "zod";
import { msg } from "../messages.ts";
import { WORKSHOP_SERVICES } from "./services.ts";

export const POSTCODE_REQUIRED = msg("validation.postcodeRequiredForWorkshops");

export const LocateByPostcodeSchema = z.object({
  postCode: z
    .string({ error: POSTCODE_REQUIRED })
    .trim()
    .min(1, POSTCODE_REQUIRED)
    .regex(/^(\d{4}-?\d{3}|\d{5})$/, msg("validation.postcodeFormatExample")),
  forEcommerce: z.boolean().optional(),
  /** The checkout's basket: only workshops that can do its jobs (equipment, kind of vehicle) are listed. */
  cestaID: z.string().uuid(msg("validation.basketInvalid")).optional(),
  /** The booking flow's chosen services (ids): only workshops that can do them (kind of vehicle, equipment). */
  servicios: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
  service: z.enum(WORKSHOP_SERVICES).optional(),
  specialServices: z.array(z.enum(WORKSHOP_SERVICES)).max(8).optional(),
  distancia: z.number().int().min(1).max(500).optional(),
  sabado: z.boolean().optional(),
  mediodia: z.boolean().optional(),
});
export type LocateByPostcode = z.infer<typeof LocateByPostcodeSchema>;

export const LocateByCoordsSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  service: z.enum(WORKSHOP_SERVICES).optional(),
  distancia: z.number().int().min(1).max(500).optional(),
});

export const FilterByCoordsSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  talleres: z.array(z.string().max(12)).max(200),
});
