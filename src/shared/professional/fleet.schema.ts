/** The fleet: POST /profissional/frota/marcacoes (several vehicles, one workshop and day) and the fleet's answers. */
import { z } from "zod";
import { parseDayMonthYear } from "../dates.ts";
import { msg } from "../messages.ts";
import { MAX_FLEET_BOOKING } from "./rules.ts";

export const FLEET_VEHICLES_MESSAGE = msg("validation.fleetVehiclesChoose");

export const FleetBookingSchema = z.object({
  codTienda: z
    .string({ error: msg("validation.workshopChoose") })
    .trim()
    .min(1, msg("validation.workshopChoose"))
    .max(12),
  fecha: z
    .string({ error: msg("validation.dayChoose") })
    .refine((v) => parseDayMonthYear(v) !== null, msg("validation.dateFormat")),
  servicos: z
    .array(z.string().max(40), { error: msg("validation.serviceChoose") })
    .min(1, msg("validation.serviceChoose"))
    .max(6),
  veiculos: z
    .array(
      z.object({
        veiculoId: z.number().int().positive(),
        hora: z.string().regex(/^\d{2}:\d{2}$/, msg("validation.fleetVehicleTime")),
      }),
      { error: FLEET_VEHICLES_MESSAGE },
    )
    .min(1, FLEET_VEHICLES_MESSAGE)
    .max(MAX_FLEET_BOOKING, msg("validation.fleetMax", { max: String(MAX_FLEET_BOOKING) })),
  comentario: z.string().trim().max(500).optional().default(""),
});
export type FleetBooking = z.infer<typeof FleetBookingSchema>;

export const FleetBookingAnswer = z.object({
  marcacoes: z.array(
    z.object({ veiculoId: z.number(), matricula: z.string(), citaPreviaId: z.string(), hora: z.string() }),
  ),
});
export type FleetBookingAnswer = z.infer<typeof FleetBookingAnswer>;

export const FleetVehicle = z.object({
  id: z.number(),
  matricula: z.string(),
  marca: z.string(),
  modelo: z.string(),
});

export const FleetHistoryRow = z.object({
  tipo: z.enum(["appointment", "order"]),
  plate: z.string().nullable(),
  at: z.string(),
  referencia: z.string(),
  oficina: z.string().nullable(),
  estado: z.string(),
  totalCents: z.number().nullable(),
});
export type FleetHistoryRow = z.infer<typeof FleetHistoryRow>;

/** GET /profissional/frota: the business, its vehicles, where and what it can book, and its history. */
export const FleetAnswer = z.object({
  empresa: z.string(),
  nif: z.string(),
  diasCredito: z.number(),
  veiculos: z.array(FleetVehicle),
  oficinas: z.array(z.object({ codigo: z.string(), nome: z.string(), localidade: z.string() })),
  servicos: z.array(z.object({ id: z.string(), nome: z.string() })),
  historial: z.array(FleetHistoryRow),
  /** The monthly invoice on account: confirmed orders paid "a crédito", per month, newest first. */
  faturacao: z.array(
    z.object({ mes: z.string(), encomendas: z.array(z.string()), totalCents: z.number(), vencimento: z.string() }),
  ),
});
export type FleetAnswer = z.infer<typeof FleetAnswer>;
