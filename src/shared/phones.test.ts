import { describe, expect, it } from "vitest";
import { checkPhone, displayPhone, phoneReadings } from "./phones.ts";

describe("displayPhone", () => {
  it("writes a stored number in the international format, grouped as each country groups it", () => {
    expect(displayPhone("+34612345678")).toBe("+34 612 34 56 78");
    expect(displayPhone("+351912345678")).toBe("+351 912 345 678");
    expect(displayPhone("+351213456789")).toBe("+351 21 345 6789");
  });

  it("leaves what it cannot read as stored", () => {
    expect(displayPhone("")).toBe("");
    expect(displayPhone(null)).toBe("");
    expect(displayPhone("12")).toBe("12");
  });
});

describe("checkPhone: national numbers of the two countries the shop serves", () => {
  it("reads a number that can only be Spanish as Spanish: mobiles and landlines (the Canary Islands' 828)", () => {
    expect(checkPhone("612 345 678")).toEqual({ ok: true, e164: "+34612345678", country: "ES" });
    expect(checkPhone("828 123 456")).toEqual({ ok: true, e164: "+34828123456", country: "ES" });
    expect(checkPhone("881 234 567")).toEqual({ ok: true, e164: "+34881234567", country: "ES" });
  });

  it("keeps a number valid in both countries Portuguese, and refuses Spanish special numbers without a prefix", () => {
    expect(checkPhone("912 345 678")).toEqual({ ok: true, e164: "+351912345678", country: "PT" });
    expect(checkPhone("512345678")).toEqual({ ok: false, reason: "wrong_start" });
    expect(checkPhone("+34 912 345 678")).toEqual({ ok: true, e164: "+34912345678", country: "ES" });
  });
});

describe("checkPhone on the Spanish site (ES first)", () => {
  it("reads a number valid in both countries as Spanish, a Portuguese landline as Portuguese", () => {
    expect(checkPhone("912 345 678", "ES")).toEqual({ ok: true, e164: "+34912345678", country: "ES" });
    expect(checkPhone("928 123 456", "ES")).toEqual({ ok: true, e164: "+34928123456", country: "ES" });
    expect(checkPhone("213 456 789", "ES")).toEqual({ ok: true, e164: "+351213456789", country: "PT" });
  });

  it("asks a longer national number for its prefix, and keeps numbers with one as they are", () => {
    expect(checkPhone("6123456789", "ES")).toEqual({ ok: false, reason: "needs_prefix" });
    expect(checkPhone("+351 912 345 678", "ES")).toEqual({ ok: true, e164: "+351912345678", country: "PT" });
  });
});

describe("checkPhone: both sites accept the same numbers (the forms have one schema), each reads them its way", () => {
  it("accepts on both what either accepts: a Portuguese VoIP or company line typed on /es is Portuguese", () => {
    const numbers = ["912345678", "213456789", "301234567", "707123456", "808123456", "612345678", "828123456"];
    for (const n of [...numbers, "512345678", "412345678", "123"])
      expect(checkPhone(n, "ES").ok, n).toBe(checkPhone(n, "PT").ok);
    expect(checkPhone("301 234 567", "ES")).toMatchObject({ ok: true, e164: "+351301234567", country: "PT" });
    expect(checkPhone("707 123 456", "ES")).toMatchObject({ ok: true, e164: "+351707123456", country: "PT" });
  });

  it("gives every reading of a national number, for the blacklist", () => {
    expect(phoneReadings("912 345 678").sort()).toEqual(["+34912345678", "+351912345678"]);
    expect(phoneReadings("612 345 678")).toEqual(["+34612345678"]);
    expect(phoneReadings("+351 912 345 678")).toEqual(["+351912345678"]);
    expect(phoneReadings("12")).toEqual([]);
  });
});
