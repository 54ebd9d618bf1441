/**
 * The booking flow's state, all of it in the URL (so every step survives a reload and works without JavaScript).
 * Portuguese step names below; the Spanish site uses the same steps on its own words (/cita-previa/seleccion-taller,
 * servicios, fecha-y-hora, sus-datos, confirmacion, modificacion, patinete), read back with `ptSegment()`:
 *   car/moto: /marcacao-previa → selecao-oficina[/mota] → servicos → data-e-hora → os-seus-dados → confirmacao
 *   scooter:  /marcacao-previa/trotineta (brand) → servicos → selecao-oficina → data-e-hora → os-seus-dados → confirmacao
 *   change:   alteracao → data-e-hora → os-seus-dados (review, optional comment, confirm) → confirmacao
 *   cancel:   alteracao → cancelar (confirm) → cancelar?cancelada=1
 */
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import { parseCarPlate } from "#src/shared/plates.ts";
import type { VehicleKind } from "#src/shared/vehicles/vehicle-kinds.ts";
import type { Translator } from "#src/web/i18n.ts";
import type { WorkshopCardData } from "../workshops/workshop-card.tsx";

/** The vehicle kinds the flow books for (`?tipo=` on the URL; motorbikes and scooters also by path). */
export const KINDS = ["car", "motorbike", "truck", "scooter"] as const satisfies readonly VehicleKind[];
export type Kind = (typeof KINDS)[number];
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

/** The step bar's labels (steps by their Portuguese names, as the flow's code knows them). */
export function stepLabels(t: Translator["t"], modify: boolean): Record<string, string> {
  return {
    inicio: t("booking.stepInicio"),
    marca: t("booking.stepMarca"),
    "selecao-oficina": t("booking.stepOficina"),
    servicos: t("booking.stepServicos"),
    "data-e-hora": t("booking.stepDataEHora"),
    // In the change flow the details step only reviews and confirms.
    "os-seus-dados": modify ? t("booking.stepReview") : t("booking.stepDados"),
    confirmacao: t("booking.stepConfirmacao"),
    alteracao: modify ? t("booking.yourBooking") : t("booking.stepAlteracao"),
    cancelar: t("booking.stepCancelar"),
  };
}

export function stepsFor(kind: Kind, modify: boolean): string[] {
  if (modify) return ["alteracao", "data-e-hora", "os-seus-dados", "confirmacao"];
  if (kind === "scooter")
    return ["marca", "servicos", "selecao-oficina", "data-e-hora", "os-seus-dados", "confirmacao"];
  return ["inicio", "selecao-oficina", "servicos", "data-e-hora", "os-seus-dados", "confirmacao"];
}

/** The step (by its Portuguese name) and vehicle kind of the path after /marcacao-previa/ (or /cita-previa/). */
export function stepOf(splat: string): { step: string; kind?: Kind } {
  const parts = splat.split("/").filter(Boolean).map(ptSegment);
  if (parts[0] === "trotineta") return { step: parts[1] ?? "marca", kind: "scooter" };
  if (parts[0] === "selecao-oficina" && parts[1] === "mota") return { step: "selecao-oficina", kind: "motorbike" };
  return { step: parts[0] ?? "inicio" };
}

// "matricula" and "comentario" prefill the details step (e.g. the air-conditioning page's comment when the gas is unknown).
const CARRIED = [
  "tipo",
  "cp",
  "taller",
  "servicos",
  "servicios", // the Spanish site's name of `servicos` (src/web/booking/services-query.ts)
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

/** The flow's Portuguese path prefix (links go through `path()`). */
export function prefix(kind: Kind) {
  return kind === "scooter" ? "/marcacao-previa/trotineta" : "/marcacao-previa";
}

/** "24-11-2026" (the URL's day) → "24/11/2026". */
export function urlDayToDisplay(fecha: string | null): string {
  return (fecha ?? "").replaceAll("-", "/");
}

/**
 * A free day's button text: weekday, day and month in the page's locale ("terça", "24 nov." in pt-PT; "martes",
 * "24 nov" in es-ES).
 */
export function dayLabel(iso: string, lang: Lang = "pt"): { weekday: string; date: string; long: string } {
  const d = new Date(`${iso}T12:00:00Z`);
  const locale = LOCALE[lang];
  const weekday = d.toLocaleDateString(locale, { weekday: "long", timeZone: "UTC" }).replace(/-feira$/, "");
  const month = d.toLocaleDateString(locale, { month: "short", timeZone: "UTC" });
  return {
    weekday,
    date: `${d.getUTCDate()} ${month}`,
    long: d.toLocaleDateString(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  };
}

/** A stored (compact) plate as people write it: "AB12CD" → "AB-12-CD". */
export function displayPlate(plate: string): string {
  return parseCarPlate(plate)?.normalized ?? plate;
}
