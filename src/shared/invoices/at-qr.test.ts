import { describe, expect, it } from "vitest";
import {
  atcud,
  atQrPayload,
  parseAtQr,
  qrAmount,
  qrBuyerCountry,
  qrBuyerNif,
  qrDate,
  qrTaxRegion,
  taxBand,
} from "./at-qr.ts";

const base = {
  issuerNif: "509999993",
  buyerNif: "123456789",
  buyerCountry: "PT",
  documentType: "FT",
  issuedAt: new Date("2026-11-23T09:00:00Z"),
  documentId: "FT RC2026/000001",
  atcud: "JJKKLLMM-1",
  taxRegion: "PT",
  rates: [{ taxPct: 23, netCents: 38746, taxCents: 8911 }],
  totalTaxCents: 8911,
  totalCents: 47657,
};

describe("AT QR code payload (Portaria 195/2020)", () => {
  it("lists the official fields in order, amounts with a dot and 2 decimals, Q and R 0 for a non-certified program", () => {
    expect(atQrPayload(base)).toBe(
      "A:509999993*B:123456789*C:PT*D:FT*E:N*F:20261123*G:FT RC2026/000001*H:JJKKLLMM-1*I1:PT*I7:387.46*I8:89.11*N:89.11*O:476.57*Q:0*R:0",
    );
  });

  it("a final consumer without NIF is 999999990; a foreign tax id is kept", () => {
    expect(qrBuyerNif("")).toBe("999999990");
    expect(qrBuyerNif(null)).toBe("999999990");
    expect(qrBuyerNif("PT 123 456 789")).toBe("123456789");
    expect(qrBuyerNif("12345678z")).toBe("12345678Z");
    expect(parseAtQr(atQrPayload({ ...base, buyerNif: undefined }))[1]).toEqual(["B", "999999990"]);
  });

  it("Canary Islands IGIC: region ES, the general rate in I7/I8, buyer country ES", () => {
    const payload = atQrPayload({
      ...base,
      buyerNif: "12345678Z",
      buyerCountry: qrBuyerCountry({ nif: "12345678Z", postcode: "35001" }),
      documentId: "FT RCIC2026/000001",
      atcud: "ABCDEFGH-1",
      taxRegion: qrTaxRegion("ES-CN"),
      rates: [{ taxPct: 7, netCents: 20556, taxCents: 1439 }],
      totalTaxCents: 1439,
      totalCents: 21995,
    });
    expect(payload).toBe(
      "A:509999993*B:12345678Z*C:ES*D:FT*E:N*F:20261123*G:FT RCIC2026/000001*H:ABCDEFGH-1*I1:ES*I7:205.56*I8:14.39*N:14.39*O:219.95*Q:0*R:0",
    );
  });

  it("Madeira and the Azores are their own regions with their own normal rates", () => {
    expect(
      parseAtQr(
        atQrPayload({
          ...base,
          taxRegion: "PT-MA",
          rates: [{ taxPct: 22, netCents: 100, taxCents: 22 }],
          totalTaxCents: 22,
          totalCents: 122,
        }),
      ).slice(8, 11),
    ).toEqual([
      ["I1", "PT-MA"],
      ["I7", "1.00"],
      ["I8", "0.22"],
    ]);
    expect(taxBand("PT-AC", 16)).toBe("normal");
    expect(taxBand("PT-AC", 9)).toBe("intermediate");
    expect(taxBand("PT", 6)).toBe("reduced");
    expect(taxBand("PT", 0)).toBe("exempt");
    expect(taxBand("ES", 21)).toBe("normal");
  });

  it("several rates fill their own fields in order; no tax at all is I1:0", () => {
    const many = parseAtQr(
      atQrPayload({
        ...base,
        rates: [
          { taxPct: 23, netCents: 1000, taxCents: 230 },
          { taxPct: 6, netCents: 1000, taxCents: 60 },
          { taxPct: 0, netCents: 500, taxCents: 0 },
        ],
        totalTaxCents: 290,
        totalCents: 2790,
      }),
    );
    expect(many.map(([k]) => k)).toEqual([
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
      "G",
      "H",
      "I1",
      "I2",
      "I3",
      "I4",
      "I7",
      "I8",
      "N",
      "O",
      "Q",
      "R",
    ]);
    expect(
      parseAtQr(atQrPayload({ ...base, rates: [], totalTaxCents: 0, totalCents: 0 })).find(([k]) => k === "I1"),
    ).toEqual(["I1", "0"]);
  });

  it("builds the ATCUD from the series' validation code and the sequential number", () => {
    expect(atcud("JJKKLLMM", 1)).toBe("JJKKLLMM-1");
    expect(atcud("AAJFSBT3D9", 1129)).toBe("AAJFSBT3D9-1129");
    expect(() => atcud("short", 1)).toThrow(RangeError);
    expect(() => atcud("JJKKLLMM", 0)).toThrow(RangeError);
  });

  it("dates are the issuer's calendar day; amounts are plain", () => {
    expect(qrDate(new Date("2026-12-31T23:30:00Z"))).toBe("20261231");
    expect(qrDate(new Date("2026-06-30T23:30:00Z"))).toBe("20260701"); // 00:30 in Lisbon (summer time)
    expect(qrAmount(123456)).toBe("1234.56");
    expect(qrAmount(5)).toBe("0.05");
    expect(qrBuyerCountry({ nif: "", postcode: "" })).toBe("Desconhecido");
    expect(qrBuyerCountry({ nif: "123456789" })).toBe("PT");
    expect(qrBuyerCountry({ nif: "B12345674" })).toBe("ES"); // a Spanish company's CIF
  });
});
