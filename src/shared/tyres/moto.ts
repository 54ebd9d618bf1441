/** Motorbike selector (spec section 2 and 5): internal step names, validity rules and size parsing. */
import { z } from "zod";
import { userAgentField } from "../user-agent.ts";

export const MOTO_STEPS = [
  "INITIAL",
  "SELECT_ANCHO",
  "SELECT_ALTO",
  "SELECT_LLANTA",
  "SELECT_MARCA_MODELO",
  "SELECT_CILINDRADA_MODELO",
  "SELECT_MODELO_MODELO",
  "SELECT_FABRICACION_MODELO",
  "SELECT_APLICACION_MODELO",
  "SELECT_MARCAS",
  "SELECT_PREFERENCIAS",
  "INSERT_DATOS_LEAD",
  "SHOW_RESULTADOS",
  "SHOW_CAMARAS",
] as const;
export type MotoStep = (typeof MOTO_STEPS)[number];

export const MOTO_SELECTOR_STATE_VERSION = 4;
export const APPLICATIONS = ["delantera", "trasera", "ambas"] as const;
export type Application = (typeof APPLICATIONS)[number];
export const MOTO_TYPE_LABEL: Record<string, string> = {
  carretera: "Estrada",
  sport: "Desportivo",
  trail: "Trail",
  scooter: "Scooter",
  "off-road": "Todo-o-terreno",
  custom: "Custom",
};

export type MotoMeasures = { ancho?: number; alto?: number; llanta?: number };
export type MotoModelChoice = {
  marca?: string;
  cilindrada?: number;
  modelo?: string;
  fabricacion?: number;
  aplicacion?: Application;
};

/** Search by measures is valid when width and rim are chosen. */
export function measuresValid(m: MotoMeasures): boolean {
  return m.ancho !== undefined && m.llanta !== undefined;
}

/** Search by model is valid when brand, engine size, model and application are chosen. */
export function modelValid(m: MotoModelChoice): boolean {
  return Boolean(m.marca) && m.cilindrada !== undefined && Boolean(m.modelo) && m.aplicacion !== undefined;
}

/** The step the selector is on, from what is chosen. */
export function motoStep(
  mode: "medidas" | "modelo",
  m: MotoMeasures & MotoModelChoice,
  showResults: boolean,
): MotoStep {
  if (mode === "medidas") {
    if (m.ancho === undefined) return "SELECT_ANCHO";
    if (m.alto === undefined && !showResults) return "SELECT_ALTO";
    if (m.llanta === undefined) return "SELECT_LLANTA";
    return "SHOW_RESULTADOS";
  }
  if (!m.marca) return "SELECT_MARCA_MODELO";
  if (m.cilindrada === undefined) return "SELECT_CILINDRADA_MODELO";
  if (!m.modelo) return "SELECT_MODELO_MODELO";
  if (m.fabricacion === undefined) return "SELECT_FABRICACION_MODELO";
  if (!m.aplicacion) return "SELECT_APLICACION_MODELO";
  return "SHOW_RESULTADOS";
}

/** "120/70-17" or "120/70 ZR17" → measures; null when the model's size lacks width or rim (the spec's error flag). */
export function parseMotoSize(size: string): Required<MotoMeasures> | null {
  const m = /^(\d{2,3})\/(\d{2,3})\s*(?:-|Z?R)\s*(\d{2})$/i.exec(size.trim());
  if (!m) return null;
  return { ancho: Number(m[1]), alto: Number(m[2]), llanta: Number(m[3]) };
}

export const MotoSearchSchema = z.object({
  medidas: z.object({
    ancho: z.coerce
      .number({ error: "Escolha a largura" })
      .int()
      .min(60, "Largura inválida")
      .max(360, "Largura inválida"),
    alto: z.coerce.number().int().min(30).max(120).optional(),
    llanta: z.coerce.number({ error: "Escolha a jante" }).int().min(8, "Jante inválida").max(24, "Jante inválida"),
  }),
  posicion: z.enum(["delantera", "trasera"]).optional(),
  filtros: z
    .object({
      marcas: z.array(z.number().int()).optional(),
      tipos: z.array(z.string().max(20)).optional(),
      gamas: z.array(z.enum(["PREMIUM", "QUALITY", "BUDGET"])).optional(),
    })
    .default({}),
  pagination: z
    .object({ pageSize: z.number().int().min(1).max(50).default(10), page: z.number().int().min(0).default(0) })
    .default({ pageSize: 10, page: 0 }),
});
export type MotoSearch = z.infer<typeof MotoSearchSchema>;

export const RegisterBrandSchema = z.object({
  marca: z.string().trim().min(2, "Indique a marca da mota").max(60),
  ancho: z.coerce.number().int().optional(),
  alto: z.coerce.number().int().optional(),
  llanta: z.coerce.number().int().optional(),
  email: z.email("O campo e-mail tem um formato incorreto"),
  phone: z.string().max(20).optional(),
  zipcode: z.string().max(10).optional(),
  origen: z.string().max(40).optional(),
  device: z.string().max(20).optional(),
  /** The browser's user agent, stored with the lead (attribution), cut to 400 characters. */
  useragent: userAgentField,
});
