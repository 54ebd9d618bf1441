import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../booking/slots.ts";
import { dayIssues, fallsOutside, hoursFlags, settingsFromForm, WorkshopSettingsSchema } from "./workshop-settings.ts";

const week = (weekday: Array<[string, string]>, sat: Array<[string, string]> = []): OpeningHours => ({
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thu: weekday,
  fri: weekday,
  sat,
  sun: [],
});
const split: Array<[string, string]> = [
  ["09:00", "13:00"],
  ["14:00", "19:00"],
];
const valid = { horario: week(split), boxes: 3, servicos: ["car", "motorbike"], equipamento: ["Gerador de ozono"] };

function errors(input: unknown): Record<string, string> {
  const r = WorkshopSettingsSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("dayIssues", () => {
  it("accepts a closed day, one period and two apart or touching", () => {
    expect(dayIssues([])).toEqual([]);
    expect(dayIssues([["08:30", "19:00"]])).toEqual([]);
    expect(dayIssues(split)).toEqual([]);
    expect(
      dayIssues([
        ["09:00", "13:00"],
        ["13:00", "18:00"],
      ]),
    ).toEqual([]);
  });

  it("refuses bad times, a close not after the open, overlaps and a third period", () => {
    expect(dayIssues([["9:00", "13:00"]])).toEqual([
      { path: [0, 0], message: "Indique a hora de abertura no formato HH:MM" },
    ]);
    expect(dayIssues([["09:00", "24:00"]])[0]!.path).toEqual([0, 1]);
    expect(dayIssues([["13:00", "13:00"]])).toEqual([
      { path: [0, 1], message: "A hora de fecho tem de ser depois da hora de abertura" },
    ]);
    expect(
      dayIssues([
        ["09:00", "14:00"],
        ["13:00", "18:00"],
      ]),
    ).toEqual([{ path: [1, 0], message: "Os dois períodos não se podem sobrepor" }]);
    // The later period is the one flagged, whatever the order typed.
    expect(
      dayIssues([
        ["13:00", "18:00"],
        ["09:00", "14:00"],
      ])[0]!.path,
    ).toEqual([0, 0]);
    expect(
      dayIssues([
        ["08:00", "09:00"],
        ["10:00", "11:00"],
        ["12:00", "13:00"],
      ])[0]!.message,
    ).toBe("Indique no máximo 2 períodos por dia");
  });
});

describe("WorkshopSettingsSchema", () => {
  it("accepts valid settings and stores periods by opening time", () => {
    const r = WorkshopSettingsSchema.parse({ ...valid, horario: { ...valid.horario, mon: [split[1], split[0]] } });
    expect(r.horario.mon).toEqual(split);
  });

  it("says in Portuguese which field is wrong", () => {
    expect(errors({ ...valid, boxes: 0 })).toEqual({ boxes: "A oficina tem de ter pelo menos 1 box" });
    expect(errors({ ...valid, boxes: 21 })).toEqual({ boxes: "A oficina pode ter no máximo 20 boxes" });
    expect(errors({ ...valid, boxes: 2.5 })).toEqual({ boxes: "Indique o número de boxes (de 1 a 20)" });
    expect(errors({ ...valid, servicos: [] })).toEqual({ servicos: "Escolha pelo menos um serviço" });
    expect(errors({ ...valid, servicos: ["car", "barco"] })).toEqual({ "servicos.1": "Serviço desconhecido" });
    expect(errors({ ...valid, equipamento: ["Forno"] })).toEqual({ "equipamento.0": "Equipamento desconhecido" });
    expect(errors({ ...valid, horario: { ...valid.horario, tue: [["10:00", "09:00"]] } })).toEqual({
      "horario.tue.0.1": "A hora de fecho tem de ser depois da hora de abertura",
    });
  });
});

describe("settingsFromForm", () => {
  it("reads closed days, blank second periods and half-filled periods", () => {
    const f = new URLSearchParams();
    for (const d of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]) {
      f.set(`abre.${d}.0`, "09:00");
      f.set(`fecha.${d}.0`, "13:00");
      f.set(`abre.${d}.1`, "");
      f.set(`fecha.${d}.1`, "");
    }
    f.set("abre.mon.1", "14:00");
    f.set("fecha.mon.1", "19:00");
    f.set("abre.tue.1", "15:00");
    f.set("fechado.sun", "on");
    f.set("boxes", " 4 ");
    f.append("servicos", "car");
    f.append("servicos", "motorbike");
    const s = settingsFromForm(f);
    expect(s.horario.mon).toEqual(split);
    expect(s.horario.tue).toEqual([
      ["09:00", "13:00"],
      ["15:00", ""],
    ]);
    expect(s.horario.wed).toEqual([["09:00", "13:00"]]);
    expect(s.horario.sun).toEqual([]);
    expect(s.boxes).toBe(4);
    expect(s.servicos).toEqual(["car", "motorbike"]);
    expect(s.equipamento).toEqual([]);
    expect(errors(s)).toEqual({ "horario.tue.1.1": "Indique a hora de fecho no formato HH:MM" });
  });
});

describe("hoursFlags and fallsOutside", () => {
  it("derives the finder's Saturday and lunch-time flags", () => {
    expect(hoursFlags(week(split))).toEqual({ openSaturday: false, openMidday: false });
    expect(hoursFlags(week([["08:30", "19:00"]], [["09:00", "13:00"]]))).toEqual({
      openSaturday: true,
      openMidday: true,
    });
  });

  it("finds appointments outside the new hours or on a bay that is gone", () => {
    const hours = week([["09:00", "13:00"]]);
    const at = (startMinutes: number, endMinutes: number, bay = 1) => ({
      weekday: "mon" as const,
      units: [{ bay, startMinutes, endMinutes }],
    });
    expect(fallsOutside(hours, 2, at(9 * 60, 10 * 60))).toBeNull();
    expect(fallsOutside(hours, 2, at(12 * 60 + 30, 13 * 60 + 30))).toBe("hours");
    expect(fallsOutside(hours, 2, at(15 * 60, 16 * 60))).toBe("hours");
    expect(fallsOutside(hours, 2, { ...at(10 * 60, 11 * 60), weekday: "sun" })).toBe("hours");
    expect(fallsOutside(hours, 2, at(9 * 60, 10 * 60, 3))).toBe("bays");
  });
});
