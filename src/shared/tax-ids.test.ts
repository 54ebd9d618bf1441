import { describe, expect, it } from "vitest";
import { isValidCif, isValidCompanyTaxId, isValidTaxId } from "./tax-ids.ts";

describe("Spanish company tax id (CIF)", () => {
  it.each([
    ["B12345674", "digit control for B (limited company)"],
    ["A58818501", "digit control for A (public limited company)"],
    ["Q2826000H", "letter control for Q (public body)"],
    ["P0800000B", "letter control for P (local authority)"],
    ["S2800000H", "letter control for S (state body)"],
    ["N0012345E", "letter control for N (foreign entity)"],
    ["W0123456F", "letter control for W (branch of a foreign company)"],
    ["J98765431", "digit control for J (civil partnership, either kind)"],
    ["J9876543A", "letter control for J (civil partnership, either kind)"],
    ["b-1234567-4", "lower case and hyphens"],
    ["ES B12345674", "the ES prefix and a space"],
  ])("accepts %s (%s)", (cif) => {
    expect(isValidCif(cif)).toBe(true);
    expect(isValidCompanyTaxId(cif)).toBe(true);
  });

  it.each([
    ["B12345675", "wrong control digit"],
    ["B1234567D", "a letter where B needs the digit"],
    ["Q28260008", "a digit where Q needs the letter"],
    ["G00000000", "province 00 needs the letter"],
    ["I12345674", "I is no entity letter"],
    ["B1234567", "too short"],
    ["B123456745", "too long"],
    ["12345674B", "letter at the end"],
    ["", "empty"],
  ])("refuses %s (%s)", (cif) => {
    expect(isValidCif(cif)).toBe(false);
  });

  it("is a company id: the personal tax id check does not take it, the company one keeps NIF, DNI and NIE", () => {
    expect(isValidTaxId("B12345674")).toBe(false);
    expect(isValidCompanyTaxId("123456789")).toBe(true); // Portuguese NIF
    expect(isValidCompanyTaxId("12345678Z")).toBe(true); // DNI
    expect(isValidCompanyTaxId("X1234567L")).toBe(true); // NIE
    expect(isValidCompanyTaxId("12345678A")).toBe(false);
  });
});
