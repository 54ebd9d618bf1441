import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS } from "#src/shared/basket/checkout.ts";
import { METHOD, methodLabel } from "./operator-order-labels.ts";

describe("back-office payment method names", () => {
  it("names every method a customer can pay with, Bizum included, and no other", () => {
    expect(Object.keys(METHOD).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(methodLabel("bizum")).toBe("Bizum");
    expect(methodLabel("mbway")).toBe("MB WAY");
  });

  it("shows an unknown stored method as stored, even one named like an object's property", () => {
    expect(methodLabel("paypal")).toBe("paypal");
    expect(methodLabel("constructor")).toBe("constructor");
  });
});
