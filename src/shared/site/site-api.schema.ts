/**
 * What the site API answers (docs/decisions/020-api-contract.md): GET /site-init (every page's root loader, and the
 * car selector's lead step), GET /mantenimiento and GET /health, each declared on its route. The schemas list every
 * field the server sends (src/server/api-contract-services.int.test.ts parses them `whole`).
 */
import { z } from "zod";

/** A maintenance window (spec section 7: GET /mantenimiento answers an array of them). */
export const MaintenanceWindowAnswer = z.object({
  activo: z.boolean(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
});

/** GET /mantenimiento. */
export const MaintenanceWindowsAnswer = z.array(MaintenanceWindowAnswer);

/** GET /site-init: the site's settings, the maintenance notice and the support lines, in the path's language. */
export const SiteInitAnswer = z.object({
  /** The path's language and its country (pt, PT; es, ES). */
  idioma: z.enum(["pt", "es"]),
  pais: z.enum(["PT", "ES"]),
  moneda: z.string(),
  mantenimiento: z.object({
    activo: z.boolean(),
    /** The active notice's text from the back office in the path's language (null: the standard text). */
    mensagem: z.string().nullable(),
    ventanas: MaintenanceWindowsAnswer,
  }),
  /** The version of each state the browser stores (a stored state of another version is dropped). */
  versiones: z.object({ basket: z.number(), selector: z.number(), motoSelector: z.number(), other: z.number() }),
  permitirPedidosMixtos: z.boolean(),
  temporadaPorDefecto: z.string(),
  horarioAtencion: z.string(),
  telefonos: z.array(z.object({ region: z.string(), phone: z.string() })),
  /** Whether the car tyre selector asks for the visitor's contact data (the lead-data step) before results. */
  seletor: z.object({ pedirDados: z.boolean() }),
  catalogo: z.object({ version: z.number(), neumaticos: z.number(), marcas: z.number() }),
  /** Demo mode: embedded database, simulated payments; the site shows a banner. */
  demo: z.boolean(),
});

/** GET /health. */
export const HealthAnswer = z.object({ status: z.literal("ok"), db: z.string(), catalogue: z.number() });
