import { describe, expect, it } from "vitest";
import {
  moveRefusal,
  ORDER_CHANGE_NOTICE_HOURS,
  onlineActions,
  refusalMessage,
  type ChangeAllowed,
  type Refusal,
} from "./change-rules.ts";

const NOW = new Date("2026-11-23T07:00:00Z");
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const facts = (over: Partial<Parameters<typeof onlineActions>[0]> = {}) => ({
  status: "booked",
  startsAt: hoursFromNow(72),
  localDate: "2026-11-26",
  orderId: null,
  ...over,
});

describe("what a customer may do online with an appointment", () => {
  it("a booking on its own can be changed anywhere and cancelled until it starts", () => {
    const a = onlineActions(facts(), NOW);
    expect(a.change).toEqual({ allowed: true, order: false, notBeforeDate: null });
    expect(a.cancel).toEqual({ allowed: true });
    expect(moveRefusal(a.change as ChangeAllowed, { sameWorkshop: false, localDate: "2026-11-24" })).toBeNull();
    // an hour before it starts, still both
    expect(onlineActions(facts({ startsAt: hoursFromNow(1) }), NOW).cancel.allowed).toBe(true);
    const started = onlineActions(facts({ startsAt: hoursFromNow(0) }), NOW);
    expect(started.change).toEqual({ allowed: false, reason: "STARTED" });
    expect(started.cancel).toEqual({ allowed: false, reason: "STARTED" });
  });

  it("marked at the workshop (arrived, in progress, no-show), it can no longer be changed or cancelled online", () => {
    for (const status of ["arrived", "in_progress", "no_show"]) {
      const a = onlineActions(facts({ status }), NOW);
      expect(a.change).toEqual({ allowed: false, reason: "STARTED" });
      expect(a.cancel).toEqual({ allowed: false, reason: "STARTED" });
    }
  });

  it("an order's fitting moves online up to 24 h before, same workshop, to the booked day or later; never cancelled online", () => {
    const a = onlineActions(facts({ orderId: 7, startsAt: hoursFromNow(ORDER_CHANGE_NOTICE_HOURS) }), NOW);
    expect(a.change).toEqual({ allowed: true, order: true, notBeforeDate: "2026-11-26" });
    expect(a.cancel).toEqual({ allowed: false, reason: "ORDER_CANCEL_BY_PHONE" });
    const change = a.change as ChangeAllowed;
    expect(moveRefusal(change, { sameWorkshop: true, localDate: "2026-11-26" })).toBeNull();
    expect(moveRefusal(change, { sameWorkshop: true, localDate: "2026-12-10" })).toBeNull();
    expect(moveRefusal(change, { sameWorkshop: true, localDate: "2026-11-25" })).toBe("ORDER_NOT_EARLIER");
    expect(moveRefusal(change, { sameWorkshop: false, localDate: "2026-11-27" })).toBe("ORDER_SAME_WORKSHOP");
  });

  it("an order's fitting less than 24 h away is changed by phone", () => {
    const a = onlineActions(
      facts({ orderId: 7, startsAt: new Date(hoursFromNow(ORDER_CHANGE_NOTICE_HOURS).getTime() - 60_000) }),
      NOW,
    );
    expect(a.change).toEqual({ allowed: false, reason: "ORDER_TOO_LATE" });
    expect(a.cancel).toEqual({ allowed: false, reason: "ORDER_CANCEL_BY_PHONE" });
  });

  it("at a workshop that now books by phone only, changing is by phone; a booking on its own can still be cancelled", () => {
    const own = onlineActions(facts({ webBookings: false }), NOW);
    expect(own.change).toEqual({ allowed: false, reason: "WORKSHOP_PHONE_ONLY" });
    expect(own.cancel).toEqual({ allowed: true });
    const fitting = onlineActions(facts({ webBookings: false, orderId: 7 }), NOW);
    expect(fitting.change).toEqual({ allowed: false, reason: "WORKSHOP_PHONE_ONLY" });
    expect(fitting.cancel).toEqual({ allowed: false, reason: "ORDER_CANCEL_BY_PHONE" });
  });

  it("cancelled, finished and unpaid-order appointments offer nothing", () => {
    for (const [status, reason] of [
      ["cancelled", "CANCELLED"],
      ["done", "DONE"],
      ["held", "NOT_CONFIRMED"],
    ] as const) {
      const a = onlineActions(facts({ status, orderId: status === "held" ? 7 : null }), NOW);
      expect(a.change).toEqual({ allowed: false, reason });
      expect(a.cancel).toEqual({ allowed: false, reason });
    }
  });

  it("every refusal is explained in pt-PT, never as a bare 'não pode ser alterada online', with the phone where calling is the way", () => {
    const reasons: Refusal[] = [
      "CANCELLED",
      "DONE",
      "NOT_CONFIRMED",
      "STARTED",
      "WORKSHOP_PHONE_ONLY",
      "ORDER_TOO_LATE",
      "ORDER_CANCEL_BY_PHONE",
      "ORDER_SAME_WORKSHOP",
      "ORDER_NOT_EARLIER",
    ];
    for (const r of reasons) {
      const text = refusalMessage(r, "213 000 000");
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toContain("não pode ser alterada online");
      expect(text).not.toMatch(/\b(você|celular|cadastr|agendamento)\b/i);
    }
    for (const r of [
      "WORKSHOP_PHONE_ONLY",
      "ORDER_TOO_LATE",
      "ORDER_CANCEL_BY_PHONE",
      "ORDER_SAME_WORKSHOP",
      "ORDER_NOT_EARLIER",
    ] as const)
      expect(refusalMessage(r, "213 000 000")).toContain("213 000 000");
  });
});
