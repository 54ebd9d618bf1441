import { describe, expect, it } from "vitest";
import {
  chosenOil,
  isElectricFuel,
  lookupOutcome,
  MAINTENANCE_APPOINTMENT_URL,
  oilLookupStatus,
  PLATE_NOT_FOUND_MESSAGE,
  preselectOil,
} from "./oil-lookup.ts";

describe("oil lookup status", () => {
  const car = { combustible: "Gasolina", anoMatric: 2019, aceites: ["A", "B"] };
  it("is OK for a car with oils registered 2 or more years ago", () => {
    expect(oilLookupStatus(car, 2026)).toBe("OK");
    expect(oilLookupStatus({ ...car, anoMatric: 2024 }, 2026)).toBe("OK");
    expect(oilLookupStatus({ ...car, anoMatric: 0 }, 2026)).toBe("OK");
  });
  it("is 2YEARS for a car registered less than 2 years ago", () => {
    expect(oilLookupStatus({ ...car, anoMatric: 2025 }, 2026)).toBe("2YEARS");
    expect(oilLookupStatus({ ...car, anoMatric: 2026 }, 2026)).toBe("2YEARS");
  });
  it("is NO_OIL for an engine without oils and ELECTRIC for an electric car, whatever its age", () => {
    expect(oilLookupStatus({ ...car, aceites: [] }, 2026)).toBe("NO_OIL");
    expect(oilLookupStatus({ ...car, combustible: "Elétrico", aceites: [] }, 2026)).toBe("ELECTRIC");
    expect(oilLookupStatus({ ...car, combustible: "Eléctrico", anoMatric: 2026 }, 2026)).toBe("ELECTRIC");
  });
  it("tells electric fuels from hybrids", () => {
    expect(isElectricFuel("Elétrico")).toBe(true);
    expect(isElectricFuel("electric")).toBe(true);
    expect(isElectricFuel("Híbrido (gasolina/elétrico)")).toBe(false);
    expect(isElectricFuel("Gasóleo")).toBe(false);
  });
});

describe("lookup outcome", () => {
  it("moves to the oil choice only for OK with oils", () => {
    expect(lookupOutcome("OK", 2)).toEqual({ kind: "oils" });
    expect(lookupOutcome("OK", 0)).toEqual({ kind: "error", message: PLATE_NOT_FOUND_MESSAGE });
  });
  it("shows the no-revision state for 2YEARS, NO_OIL and ELECTRIC; only NO_OIL goes on to the appointment", () => {
    const two = lookupOutcome("2YEARS", 2);
    const none = lookupOutcome("NO_OIL", 0);
    const ev = lookupOutcome("ELECTRIC", 0);
    expect(two).toMatchObject({ kind: "no-revision", status: "2YEARS", next: null });
    expect(none).toMatchObject({ kind: "no-revision", status: "NO_OIL", next: MAINTENANCE_APPOINTMENT_URL });
    expect(ev).toMatchObject({ kind: "no-revision", status: "ELECTRIC", next: null });
    expect(MAINTENANCE_APPOINTMENT_URL).toBe("/marcacao-previa?servicos=CITA_REVISAO");
    if (ev.kind === "no-revision") expect(ev.text).toMatch(/elétrico/);
  });
  it("gives 'Esta matrícula não existe' for anything else", () => {
    for (const s of ["KO", "", null, undefined, "ok"])
      expect(lookupOutcome(s, 3)).toEqual({ kind: "error", message: "Esta matrícula não existe" });
  });
});

describe("revision selector", () => {
  const list = [
    { id_site_revision_aceite: "A", recomendado: false },
    { id_site_revision_aceite: "B", recomendado: true },
  ];
  it("preselects the recommended oil, else the first, else none", () => {
    expect(preselectOil(list)?.id_site_revision_aceite).toBe("B");
    expect(preselectOil(list.map((o) => ({ ...o, recomendado: false })))?.id_site_revision_aceite).toBe("A");
    expect(preselectOil([])).toBeNull();
  });
  it("keeps a chosen oil of the list and ignores one that is not in it", () => {
    expect(chosenOil(list, "A")?.id_site_revision_aceite).toBe("A");
    expect(chosenOil(list, "OTHER")?.id_site_revision_aceite).toBe("B");
    expect(chosenOil(list, null)?.id_site_revision_aceite).toBe("B");
  });
});
