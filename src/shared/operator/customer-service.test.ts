import { describe, expect, it } from "vitest";
import { canMoveRequest, canServeCustomers, nextStatuses, RequestUpdateSchema } from "./customer-service.ts";

describe("customer service rules", () => {
  it("lets customer service and admins serve customers, not workshop staff", () => {
    expect(canServeCustomers({ role: "service", workshopIds: [] })).toBe(true);
    expect(canServeCustomers({ role: "admin", workshopIds: [] })).toBe(true);
    expect(canServeCustomers({ role: "workshop", workshopIds: [1] })).toBe(false);
  });

  it("moves requests forward only", () => {
    expect(canMoveRequest("new", "in_progress")).toBe(true);
    expect(canMoveRequest("new", "handled")).toBe(true);
    expect(canMoveRequest("in_progress", "handled")).toBe(true);
    expect(canMoveRequest("in_progress", "new")).toBe(false);
    expect(canMoveRequest("handled", "in_progress")).toBe(false);
    expect(canMoveRequest("handled", "handled")).toBe(false);
    expect(canMoveRequest("new", "new")).toBe(false);
    expect(nextStatuses("handled")).toEqual([]);
  });

  it("validates a status change", () => {
    expect(RequestUpdateSchema.safeParse({ estado: "tratado", nota: "Liguei ao cliente" }).success).toBe(true);
    expect(RequestUpdateSchema.safeParse({ estado: "handled" }).success).toBe(false);
    expect(RequestUpdateSchema.safeParse({ estado: "novo", nota: "x".repeat(501) }).success).toBe(false);
  });
});
