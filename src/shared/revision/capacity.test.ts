import { describe, expect, it } from "vitest";
import {
  capacityNotice,
  extraOilLitres,
  isOverPackCapacity,
  revisionNote,
  WASTE_OIL_TAX_TEXT,
  wasteOilTaxCents,
} from "./capacity.ts";

describe("oil capacity over 5 L", () => {
  it("flags a sump above the pack's 5 L only", () => {
    expect(isOverPackCapacity(5)).toBe(false);
    expect(isOverPackCapacity(4.1)).toBe(false);
    expect(isOverPackCapacity(5.01)).toBe(true);
    expect(isOverPackCapacity(6.5)).toBe(true);
  });
  it("counts the extra litres, rounded up to a tenth", () => {
    expect(extraOilLitres(4)).toBe(0);
    expect(extraOilLitres(5.7)).toBe(0.7);
    expect(extraOilLitres(6.5)).toBe(1.5);
    expect(extraOilLitres(5.04)).toBe(0.1);
  });
  it("tells the customer, and puts the flag on the shop's note", () => {
    expect(capacityNotice(4.1)).toBeNull();
    expect(capacityNotice(5.7)).toMatch(/leva 5,7 L .* os 0,7 L a mais são cobrados na oficina/);
    const note = revisionNote({
      matricula: "AA-00-AA",
      kms: 90000,
      aceite: "OIL-X",
      pack: "PACK_PLUS",
      capacidadCarter: 5.7,
    });
    expect(note).toContain("CÁRTER 5,7 L > 5 L: +0,7 L");
    expect(revisionNote({ matricula: "12-AB-34", kms: null, aceite: null, pack: null, capacidadCarter: 4.1 })).toBe(
      "Revisão 12-AB-34",
    );
  });
  it("states the waste-oil tax (0,06 € per litre, not included)", () => {
    expect(wasteOilTaxCents(5)).toBe(30);
    expect(WASTE_OIL_TAX_TEXT).toMatch(/0,06\s€ por litro\) não está incluída/);
  });
});
