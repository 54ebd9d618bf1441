import { describe, expect, it } from "vitest";
import { canRefund, canSeeOrder, normalisePlate, paymentStateText, refundRefusal, searchKeyOf } from "./orders.ts";

describe("searchKeyOf", () => {
  it("tells an e-mail, a NIF, an order number and a plate apart", () => {
    expect(searchKeyOf(" Rita@Example.PT ")).toEqual({ kind: "email", value: "rita@example.pt" });
    expect(searchKeyOf("123 456 789")).toEqual({ kind: "nif", value: "123456789" });
    expect(searchKeyOf("rcab23cd45")).toEqual({ kind: "number", value: "RCAB23CD45" });
    expect(searchKeyOf("aa-12-bb")).toEqual({ kind: "plate", value: "AA12BB" });
  });
  it("refuses text too short to search", () => {
    expect(searchKeyOf("  ")).toBeNull();
    expect(searchKeyOf("a-1")).toBeNull();
    expect(searchKeyOf("@")).toBeNull();
  });
  it("normalises plates", () => expect(normalisePlate("12 - ab - 34")).toBe("12AB34"));
});

describe("who sees and refunds", () => {
  const workshop = { role: "workshop" as const, workshopIds: [3] };
  it("workshop staff see only their workshops' orders", () => {
    expect(canSeeOrder(workshop, 3)).toBe(true);
    expect(canSeeOrder(workshop, 4)).toBe(false);
    expect(canSeeOrder(workshop, null)).toBe(false);
    expect(canSeeOrder({ role: "service", workshopIds: [] }, null)).toBe(true);
  });
  it("only customer service and admins refund", () => {
    expect(canRefund(workshop)).toBe(false);
    expect(canRefund({ role: "service", workshopIds: [] })).toBe(true);
    expect(canRefund({ role: "admin", workshopIds: [] })).toBe(true);
  });
});

describe("refundRefusal", () => {
  it("lets a repeated or not-owed payment waiting or failed be refunded", () => {
    for (const outcome of ["duplicate", "not_owed"])
      for (const refundStatus of ["pending", "failed"])
        expect(refundRefusal({ approved: true, outcome, refundStatus })).toBeNull();
  });
  it("refuses declined, applied, refunded and in-flight payments", () => {
    expect(refundRefusal({ approved: false, outcome: "declined", refundStatus: null })).toBe("NOT_CAPTURED");
    expect(refundRefusal({ approved: true, outcome: "applied", refundStatus: null })).toBe("APPLIED");
    expect(refundRefusal({ approved: true, outcome: "duplicate", refundStatus: "refunded" })).toBe("ALREADY_REFUNDED");
    expect(refundRefusal({ approved: true, outcome: "duplicate", refundStatus: "sending" })).toBe("REFUND_IN_PROGRESS");
  });
  it("labels payment states in pt-PT", () => {
    expect(paymentStateText({ approved: true, outcome: "duplicate", refundStatus: "failed" })).toBe(
      "Pagamento repetido — reembolso falhou",
    );
    expect(paymentStateText({ approved: true, outcome: "applied", refundStatus: null })).toBe("Cobrado");
  });
});
