import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import {
  bandFor,
  formatMotoRevisionNote,
  isValidCilindrada,
  modelFitsBand,
  parseMotoRevisionNote,
  revisionProductFor,
} from "./band.ts";
import { MotoRevisionDataSchema } from "./moto-revision.schema.ts";

describe("moto revision band", () => {
  it("puts engine sizes in the bands up to 125, 126–500 and over 500 cc", () => {
    expect(bandFor(49)).toBe("ate125");
    expect(bandFor(125)).toBe("ate125");
    expect(bandFor(126)).toBe("ate500");
    expect(bandFor(500)).toBe("ate500");
    expect(bandFor(501)).toBe("mais500");
    expect(bandFor(1254)).toBe("mais500");
  });

  it("gives electric motorbikes (0 cc) their own revision", () => {
    expect(bandFor(0)).toBe("eletrica");
    expect(revisionProductFor(0)).toBe("REV_MOTA_ELETRICA");
  });

  it("maps each band to its product", () => {
    expect([125, 300, 689].map(revisionProductFor)).toEqual(["REV_MOTA_125", "REV_MOTA_500", "REV_MOTA_MAIS_500"]);
  });

  it("refuses engine sizes outside 45–2500 cc, fractions and negatives", () => {
    for (const cc of [-1, 1, 44, 2501, 125.5, Number.NaN]) {
      expect(isValidCilindrada(cc)).toBe(false);
      expect(() => bandFor(cc)).toThrow(RangeError);
    }
    expect(isValidCilindrada(45)).toBe(true);
    expect(isValidCilindrada(2500)).toBe(true);
  });

  it("accepts a model of the same band only", () => {
    expect(modelFitsBand({ cilindrada: 689, electrica: false }, 700)).toBe(true);
    expect(modelFitsBand({ cilindrada: 471, electrica: false }, 700)).toBe(false);
    expect(modelFitsBand({ cilindrada: 0, electrica: true }, 0)).toBe(true);
    expect(modelFitsBand({ cilindrada: 125, electrica: false }, 0)).toBe(false);
  });
});

describe("moto revision note", () => {
  it("reads back what it wrote, before and after the model is chosen", () => {
    const base = { matricula: "12-AB-34", cilindrada: 125, productId: "REV_MOTA_125", moto: null };
    expect(formatMotoRevisionNote(base)).toBe("Revisão de mota: 12-AB-34, 125 cc (REV_MOTA_125)");
    expect(parseMotoRevisionNote(formatMotoRevisionNote(base))).toEqual(base);
    const done = {
      ...base,
      cilindrada: 0,
      productId: "REV_MOTA_ELETRICA",
      moto: { id: 7, marca: "Super Soco", modelo: "TC Max" },
    };
    expect(parseMotoRevisionNote(formatMotoRevisionNote(done))).toEqual(done);
  });

  it("does not read other notes", () => {
    expect(parseMotoRevisionNote(null)).toBeNull();
    expect(parseMotoRevisionNote("Cliente pediu para ligar de manhã")).toBeNull();
  });
});

describe("POST /moto/revision/datos payload", () => {
  it("accepts moto plates with hyphens and a numeric engine size as text", () => {
    expect(MotoRevisionDataSchema.parse({ matricula: " ab-12-c ", cilindrada: "125" })).toEqual({
      matricula: "AB-12-C",
      cilindrada: 125,
    });
  });

  it("gives pt-PT field errors for a bad plate and engine size", () => {
    const r = MotoRevisionDataSchema.safeParse({ matricula: "AB 12/C", cilindrada: "12.5" });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), resolve("pt", i.message)]));
    expect(issues.matricula).toBe("A matrícula só pode ter letras, algarismos e hífenes (ex.: 12-AB-34)");
    expect(issues.cilindrada).toMatch(/^Indique a cilindrada em cc, entre 45 e 2500/);
    const empty = MotoRevisionDataSchema.safeParse({ matricula: "", cilindrada: "" });
    expect(empty.error?.issues.map((i) => resolve("pt", i.message))).toEqual([
      "O campo matrícula é obrigatório",
      "O campo cilindrada é obrigatório",
    ]);
  });
});
