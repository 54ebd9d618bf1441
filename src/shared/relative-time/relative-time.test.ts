import { describe, expect, it } from "vitest";
import { formatRelativeTime, RELATIVE_TIME_TICK_MS, relativeTimeParts } from "./relative-time.ts";

const NOW = new Date("2026-11-24T10:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const S = 1;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe("relative time", () => {
  it("redraws every 10 000 ms", () => {
    expect(RELATIVE_TIME_TICK_MS).toBe(10_000);
  });

  it("changes unit at the spec's thresholds: 60 s, 60 min, 24 h, 30 days, 12 months", () => {
    expect(relativeTimeParts(ago(59), NOW)).toEqual({ value: -59, unit: "second" });
    expect(relativeTimeParts(ago(60), NOW)).toEqual({ value: -1, unit: "minute" });
    expect(relativeTimeParts(ago(60 * MIN - 1), NOW)).toEqual({ value: -59, unit: "minute" });
    expect(relativeTimeParts(ago(60 * MIN), NOW)).toEqual({ value: -1, unit: "hour" });
    expect(relativeTimeParts(ago(24 * H - 1), NOW)).toEqual({ value: -23, unit: "hour" });
    expect(relativeTimeParts(ago(24 * H), NOW)).toEqual({ value: -1, unit: "day" });
    expect(relativeTimeParts(ago(30 * D - 1), NOW)).toEqual({ value: -29, unit: "day" });
    expect(relativeTimeParts(ago(30 * D), NOW)).toEqual({ value: -1, unit: "month" });
    expect(relativeTimeParts(ago(360 * D - 1), NOW)).toEqual({ value: -11, unit: "month" });
    expect(relativeTimeParts(ago(360 * D), NOW)).toEqual({ value: -1, unit: "year" });
    expect(relativeTimeParts(ago(800 * D), NOW)).toEqual({ value: -2, unit: "year" });
  });

  it("says it in European Portuguese", () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe("agora");
    expect(formatRelativeTime(ago(0.4), NOW)).toBe("agora");
    expect(formatRelativeTime(ago(1), NOW)).toBe("há 1 segundo");
    expect(formatRelativeTime(ago(45), NOW)).toBe("há 45 segundos");
    expect(formatRelativeTime(ago(2 * MIN + 30), NOW)).toBe("há 2 minutos");
    expect(formatRelativeTime(ago(1 * MIN), NOW)).toBe("há 1 minuto");
    expect(formatRelativeTime(ago(3 * H), NOW)).toBe("há 3 horas");
    expect(formatRelativeTime(ago(1 * D), NOW)).toBe("há 1 dia");
    expect(formatRelativeTime(ago(45 * D), NOW)).toBe("há 1 mês");
    expect(formatRelativeTime(ago(200 * D), NOW)).toBe("há 6 meses");
    expect(formatRelativeTime(ago(400 * D), NOW)).toBe("há 1 ano");
    expect(formatRelativeTime(new Date(NOW.getTime() + 2 * H * 1000), NOW)).toBe("dentro de 2 horas");
  });

  it("says it in Spanish on the Spanish site", () => {
    expect(formatRelativeTime(ago(0), NOW, "es")).toBe("ahora");
    expect(formatRelativeTime(ago(2 * MIN + 30), NOW, "es")).toBe("hace 2 minutos");
    expect(formatRelativeTime(ago(1 * D), NOW, "es")).toBe("hace 1 día");
    expect(formatRelativeTime(new Date(NOW.getTime() + 2 * H * 1000), NOW, "es")).toBe("dentro de 2 horas");
  });

  it("moves on as the clock ticks (the component redraws it every 10 s)", () => {
    const then = ago(50);
    expect(formatRelativeTime(then, NOW)).toBe("há 50 segundos");
    expect(formatRelativeTime(then, new Date(NOW.getTime() + RELATIVE_TIME_TICK_MS))).toBe("há 1 minuto");
  });
});
