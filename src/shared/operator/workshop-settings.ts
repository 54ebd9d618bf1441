/**
 * A workshop's capacity and calendar as the back office edits them (issue 14, item 3): opening hours per weekday
 * (closed, or one or two periods), bays, the service kinds it does and its equipment. The rules are pure; the payload
 * has one zod schema shared by the API and the form; the form's fields map to the payload in `settingsFromForm`.
 */
import { z } from "zod";
import type { OpeningHours, WeekdayKey } from "../booking/slots.ts";
import { WORKSHOP_EQUIPMENT } from "../workshops/equipment.ts";
import { WORKSHOP_SERVICES } from "../workshops/services.ts";

/** Weekdays in the order the form shows them (Monday first). */
export const SETTINGS_WEEKDAYS: readonly WeekdayKey[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
export const MAX_PERIODS = 2;
export const MIN_BAYS = 1;
export const MAX_BAYS = 20;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (s: string) => TIME.test(s);
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type PeriodIssue = { path: Array<number>; message: string };

/**
 * What is wrong with one day's periods (none: a valid day). Paths are relative to the day: [i, 0] the opening time
 * of period i, [i, 1] its closing time.
 */
export function dayIssues(periods: ReadonlyArray<readonly [string, string]>): PeriodIssue[] {
  const issues: PeriodIssue[] = [];
  if (periods.length > MAX_PERIODS) return [{ path: [], message: `Indique no máximo ${MAX_PERIODS} períodos por dia` }];
  periods.forEach(([open, close], i) => {
    if (!isTime(open)) issues.push({ path: [i, 0], message: "Indique a hora de abertura no formato HH:MM" });
    if (!isTime(close)) issues.push({ path: [i, 1], message: "Indique a hora de fecho no formato HH:MM" });
    if (isTime(open) && isTime(close) && minutesOf(open) >= minutesOf(close))
      issues.push({ path: [i, 1], message: "A hora de fecho tem de ser depois da hora de abertura" });
  });
  if (issues.length === 0 && periods.length === 2) {
    const later = minutesOf(periods[1]![0]) >= minutesOf(periods[0]![0]) ? 1 : 0;
    const [first, second] = [periods[1 - later]!, periods[later]!];
    if (minutesOf(second[0]) < minutesOf(first[1]))
      issues.push({ path: [later, 0], message: "Os dois períodos não se podem sobrepor" });
  }
  return issues;
}

/** Periods sorted by opening time (the stored order, which the slot finder walks). */
export function sortedPeriods(periods: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  return [...periods].map(([o, c]) => [o, c] as [string, string]).sort((x, y) => minutesOf(x[0]) - minutesOf(y[0]));
}

/** The finder's filters kept in step with the hours: open on Saturday, open over lunch (13:00–14:00) on a weekday. */
export function hoursFlags(hours: OpeningHours): { openSaturday: boolean; openMidday: boolean } {
  const weekdays: WeekdayKey[] = ["mon", "tue", "wed", "thu", "fri"];
  return {
    openSaturday: hours.sat.length > 0,
    openMidday: weekdays.some((d) => hours[d].some(([o, c]) => minutesOf(o) <= 13 * 60 && minutesOf(c) >= 14 * 60)),
  };
}

const time = z.string({ error: "Indique a hora no formato HH:MM" }).max(5, "Indique a hora no formato HH:MM");
const day = z
  .array(z.tuple([time, time]), { error: "Indique os períodos do dia" })
  .max(MAX_PERIODS, `Indique no máximo ${MAX_PERIODS} períodos por dia`)
  .superRefine((periods, ctx) => {
    for (const issue of dayIssues(periods)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  })
  .transform(sortedPeriods);

const distinct = <T>(xs: readonly T[]) => new Set(xs).size === xs.length;

export const WorkshopSettingsSchema = z.object({
  horario: z.object({
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: day,
    sat: day,
    sun: day,
  }),
  boxes: z
    .number({ error: `Indique o número de boxes (de ${MIN_BAYS} a ${MAX_BAYS})` })
    .int(`Indique o número de boxes (de ${MIN_BAYS} a ${MAX_BAYS})`)
    .min(MIN_BAYS, `A oficina tem de ter pelo menos ${MIN_BAYS} box`)
    .max(MAX_BAYS, `A oficina pode ter no máximo ${MAX_BAYS} boxes`),
  servicos: z
    .array(z.enum(WORKSHOP_SERVICES, { error: "Serviço desconhecido" }), { error: "Escolha os serviços" })
    .min(1, "Escolha pelo menos um serviço")
    .refine(distinct, "Cada serviço só pode ser escolhido uma vez"),
  equipamento: z
    .array(z.enum(WORKSHOP_EQUIPMENT, { error: "Equipamento desconhecido" }), { error: "Escolha o equipamento" })
    .refine(distinct, "Cada equipamento só pode ser escolhido uma vez"),
});
export type WorkshopSettingsInput = z.input<typeof WorkshopSettingsSchema>;
export type WorkshopSettings = z.output<typeof WorkshopSettingsSchema>;

/** Form field names: `fechado.mon`, `abre.mon.0`, `fecha.mon.0`, `abre.mon.1`, `fecha.mon.1`, `boxes`, `servicos`, `equipamento`. */
export const fieldOf = {
  closed: (d: WeekdayKey) => `fechado.${d}`,
  open: (d: WeekdayKey, i: number) => `abre.${d}.${i}`,
  close: (d: WeekdayKey, i: number) => `fecha.${d}.${i}`,
};

type FormLike = { get(name: string): unknown; getAll(name: string): unknown[] };
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * The payload of the form's fields. A day marked closed has no period; a period whose two times are blank is left
 * out; a period with one time only is kept so the schema says which time is missing. Bays stay a number or NaN.
 */
export function settingsFromForm(form: FormLike): WorkshopSettingsInput {
  const horario = {} as Record<WeekdayKey, Array<[string, string]>>;
  for (const d of SETTINGS_WEEKDAYS) {
    const periods: Array<[string, string]> = [];
    if (form.get(fieldOf.closed(d)) === null)
      for (let i = 0; i < MAX_PERIODS; i++) {
        const open = text(form.get(fieldOf.open(d, i)));
        const close = text(form.get(fieldOf.close(d, i)));
        if (open !== "" || close !== "") periods.push([open, close]);
      }
    horario[d] = periods;
  }
  const bays = text(form.get("boxes"));
  return {
    horario,
    boxes: bays === "" ? Number.NaN : Number(bays),
    servicos: form.getAll("servicos").map(text) as WorkshopSettingsInput["servicos"],
    equipamento: form.getAll("equipamento").map(text) as WorkshopSettingsInput["equipamento"],
  };
}

/** The API error key of a field of a day's period (as the server's validation answer spells paths). */
export const periodErrorKey = (d: WeekdayKey, i: number, which: 0 | 1) => `horario.${d}.${i}.${which}`;

/** One future appointment's claimed slot units, in the workshop's local time. */
export type LocalClaims = {
  weekday: WeekdayKey;
  units: Array<{ bay: number; startMinutes: number; endMinutes: number }>;
};

/**
 * Whether an appointment no longer fits the workshop's capacity: a unit outside every opening period of its
 * weekday, or on a bay the workshop no longer has.
 */
export function fallsOutside(hours: OpeningHours, bays: number, a: LocalClaims): "hours" | "bays" | null {
  const periods = hours[a.weekday] ?? [];
  const inside = (u: { startMinutes: number; endMinutes: number }) =>
    periods.some(([o, c]) => minutesOf(o) <= u.startMinutes && u.endMinutes <= minutesOf(c));
  if (!a.units.every(inside)) return "hours";
  if (a.units.some((u) => u.bay > bays)) return "bays";
  return null;
}
