import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import type { ApiFetch } from "../api-context.ts";
import { dateStep } from "./booking-api.server.ts";

const DIAS = [{ fecha: "02/12/2026", iso: "2026-12-02", primera: "09:00" }];

/** An API whose free-days call fails `failures` times (a 503 or a lost connection) before answering. */
function flakyApi(failures: number, how: "503" | "network" = "503") {
  let datesCalls = 0;
  const api: ApiFetch = async (path) => {
    if (path.startsWith("/cita-previa-dates/")) {
      datesCalls++;
      if (datesCalls <= failures) {
        if (how === "network") throw new Error("ECONNRESET");
        return { status: 503, json: () => ({ error: "UNAVAILABLE", message: "Service Unavailable" }) };
      }
      return { status: 200, json: () => ({ dias: DIAS }) };
    }
    if (path.startsWith("/cita-previa-times/")) return { status: 200, json: () => ({ horas: ["09:00", "09:30"] }) };
    return { status: 404, json: () => ({ error: "NOT_FOUND", message: "Não encontrado" }) };
  };
  return { api, calls: () => datesCalls };
}

describe("booking date step: free days retried 3 times, 10 s apart (spec section 9)", () => {
  it("shows the days when a retry succeeds, without an error", async () => {
    const waits: number[] = [];
    const { api, calls } = flakyApi(3);
    const d = await dateStep(api, "T1", ["CITA_OLEO"], null, undefined, async (ms) => void waits.push(ms));
    expect(calls()).toBe(4);
    expect(waits).toEqual([10_000, 10_000, 10_000]);
    expect(d.datesError).toBeNull();
    expect(d.days).toEqual(DIAS);
    expect(d.times).toEqual(["09:00", "09:30"]);
  });

  it("shows the error only after the last try", async () => {
    const waits: number[] = [];
    const { api, calls } = flakyApi(99, "network");
    const d = await dateStep(api, "T1", ["CITA_OLEO"], null, undefined, async (ms) => void waits.push(ms));
    expect(calls()).toBe(4);
    expect(waits).toHaveLength(3);
    expect(d.days).toEqual([]);
    expect(resolve("pt", d.datesError!)).toBe("Houve um problema ao carregar as datas. Tente novamente.");
    expect(resolve("es", d.datesError!)).toBe("Se ha producido un problema al cargar las fechas. Inténtelo de nuevo.");
  });

  it("does not retry an answer that will not change (4xx)", async () => {
    let calls = 0;
    const api: ApiFetch = async (path) => {
      if (path.startsWith("/cita-previa-dates/")) calls++;
      return { status: 400, json: () => ({ error: "VALIDATION", message: "Pedido inválido" }) };
    };
    const d = await dateStep(api, "T1", [], null, undefined, async () => {});
    expect(calls).toBe(1);
    expect(d.datesError).not.toBeNull();
  });
});
