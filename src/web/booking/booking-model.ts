/**
 * The booking flow's state, all of it in the URL (so every step survives a reload and works without JavaScript):
 *   car/moto: /marcacao-previa → selecao-oficina[/mota] → servicos → data-e-hora → os-seus-dados → confirmacao
 *   scooter:  /marcacao-previa/trotineta (brand) → servicos → selecao-oficina → data-e-hora → os-seus-dados → confirmacao
 *   change:   alteracao → data-e-hora → os-seus-dados (review, optional comment, confirm) → confirmacao
 *   cancel:   alteracao → cancelar (confirm) → cancelar?cancelada=1
 */
import { parseCarPlate } from "#src/shared/plates.ts";
import type { WorkshopCardData } from "../workshops/workshop-card.tsx";

export type Kind = "coche" | "moto" | "patinete";
export type Service = { id: string; nombre: string; duracion: number; vehiculo: string | null };
export type Day = { fecha: string; iso: string; primera: string };
export type Actions = {
  alterar: boolean;
  cancelar: boolean;
  motivoAlterar: string | null;
  motivoCancelar: string | null;
  aPartirDe: string | null;
};
export type Appointment = {
  id: string;
  estado: string;
  fecha: string;
  hora: string;
  servicios: string[];
  serviciosNombres: string[];
  matricula: string | null;
  comentario: string | null;
  pedido: number | null;
  contacto: { nombre: string; email: string; telefono: string; vehiculo?: string; marcaPatinete?: string } | null;
  taller: {
    codTienda: string;
    alias: string;
    direccion: string;
    cpostal: string;
    poblacion: string;
    telefono: string;
    url: string;
  };
  acciones: Actions;
};

export type DateStepData = {
  days: Day[];
  datesError: string | null;
  /** The day shown (DD-MM-YYYY, as in the URL): the one picked, else the first free one. */
  fecha: string | null;
  /** The day in the URL is no longer free (another day is shown instead). */
  dayGone: boolean;
  times: string[];
  timesError: string | null;
  workshop: WorkshopCardData | null;
};

export const STEP_LABELS: Record<string, string> = {
  inicio: "Veículo",
  marca: "Marca",
  "selecao-oficina": "Oficina",
  servicos: "Serviço",
  "data-e-hora": "Dia e hora",
  "os-seus-dados": "Os seus dados",
  confirmacao: "Confirmação",
  alteracao: "Alterar",
  cancelar: "Cancelar",
};
/** In the change flow the details step only reviews and confirms. */
export const CHANGE_STEP_LABELS: Record<string, string> = {
  ...STEP_LABELS,
  alteracao: "A sua marcação",
  "os-seus-dados": "Rever e confirmar",
};

export function stepsFor(kind: Kind, modify: boolean): string[] {
  if (modify) return ["alteracao", "data-e-hora", "os-seus-dados", "confirmacao"];
  if (kind === "patinete")
    return ["marca", "servicos", "selecao-oficina", "data-e-hora", "os-seus-dados", "confirmacao"];
  return ["inicio", "selecao-oficina", "servicos", "data-e-hora", "os-seus-dados", "confirmacao"];
}

export function stepOf(splat: string): { step: string; kind?: Kind } {
  const parts = splat.split("/").filter(Boolean);
  if (parts[0] === "trotineta") return { step: parts[1] ?? "marca", kind: "patinete" };
  if (parts[0] === "selecao-oficina" && parts[1] === "mota") return { step: "selecao-oficina", kind: "moto" };
  return { step: parts[0] ?? "inicio" };
}

// "matricula" and "comentario" prefill the details step (e.g. the air-conditioning page's comment when the gas is unknown).
const CARRIED = [
  "tipo",
  "cp",
  "taller",
  "servicos",
  "marca",
  "fecha",
  "hora",
  "cita",
  "token",
  "dias",
  "matricula",
  "comentario",
];

/** The flow's query string with some values replaced (an empty or undefined value drops the key). */
export function carry(q: URLSearchParams, extra: Record<string, string | string[] | undefined> = {}): string {
  const next = new URLSearchParams();
  for (const k of CARRIED) {
    for (const v of q.getAll(k)) next.append(k, v);
  }
  for (const [k, v] of Object.entries(extra)) {
    next.delete(k);
    if (Array.isArray(v)) for (const x of v) next.append(k, x);
    else if (v !== undefined && v !== "") next.set(k, v);
  }
  return `?${next.toString()}`;
}

/** The signed change/cancel address of an appointment. */
export function appointmentQuery(q: URLSearchParams): string {
  return `?cita=${encodeURIComponent(q.get("cita") ?? "")}&token=${encodeURIComponent(q.get("token") ?? "")}`;
}

export function prefix(kind: Kind) {
  return kind === "patinete" ? "/marcacao-previa/trotineta" : "/marcacao-previa";
}

/** "24-11-2026" (the URL's day) → "24/11/2026". */
export function urlDayToDisplay(fecha: string | null): string {
  return (fecha ?? "").replaceAll("-", "/");
}

/** A free day's button text: weekday, day and month in pt-PT ("terça", "24 nov."). */
export function dayLabel(iso: string): { weekday: string; date: string; long: string } {
  const d = new Date(`${iso}T12:00:00Z`);
  const weekday = d.toLocaleDateString("pt-PT", { weekday: "long", timeZone: "UTC" }).replace(/-feira$/, "");
  const month = d.toLocaleDateString("pt-PT", { month: "short", timeZone: "UTC" });
  return {
    weekday,
    date: `${d.getUTCDate()} ${month}`,
    long: d.toLocaleDateString("pt-PT", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  };
}

/** A stored (compact) plate as people write it: "AB12CD" → "AB-12-CD". */
export function displayPlate(plate: string): string {
  return parseCarPlate(plate)?.normalized ?? plate;
}
