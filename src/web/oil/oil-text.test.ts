import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import {
  capacityNotice,
  extraOilLitres,
  isOverPackCapacity,
  WASTE_OIL_TAX_TEXT,
} from "#src/shared/revision/capacity.ts";
import { oilChangeAdvice } from "#src/shared/revision/interval.ts";
import { OIL_STATUS_MESSAGES } from "#src/shared/revision/oil-lookup.ts";
import { translator } from "../i18n.ts";
import { capacityAdvice, intervalAdvice, noRevisionCopy, packLine, wasteOilTax } from "./oil-text.ts";

/** The lines of the seeded packs (src/server/db/seed/seed.ts, which web code may not import). */
const SEEDED_LINES = [
  "Mudança de óleo (até 5 L)",
  "Filtro de óleo",
  "Filtro de ar",
  "Filtro de habitáculo",
  "Líquido de refrigeração (até 1 L)",
  "Líquido limpa-para-brisas (até 2 L)",
  "Reposição do indicador de manutenção",
  "Teste de segurança",
  "Higienização do ar condicionado com ozono",
];

const pt = translator("pt");
const es = translator("es");

/** The selector's interval as the API sends it, from the shared rule. */
function intervalo(input: { kms: number; lastChangeKms?: number | null; year: number }) {
  const a = oilChangeAdvice(input);
  return { min: a.interval.min, max: a.interval.max, estado: a.status, desdeUltima: a.sinceLast, mensaje: a.message };
}

const CASES = [
  { kms: 95_000, lastChangeKms: 70_000, year: 2015 },
  { kms: 95_000, lastChangeKms: 78_000, year: 2015 },
  { kms: 95_000, lastChangeKms: 90_000, year: 2015 },
  { kms: 95_000, lastChangeKms: 90_000, year: 1998 },
  { kms: 9_000, year: 2015 },
  { kms: 5_000, year: 1995 },
  { kms: 123_456, year: 0 },
];

describe("the oil pages' texts from the API's figures", () => {
  it("in Portuguese, are the shared rules' own texts (byte for byte)", () => {
    for (const c of CASES)
      expect(intervalAdvice(pt, intervalo(c), c.kms), JSON.stringify(c)).toBe(intervalo(c).mensaje);
    for (const capacidad of [4.2, 5, 5.7, 6.25]) {
      const carter = { capacidad, excede: isOverPackCapacity(capacidad), litrosExtra: extraOilLitres(capacidad) };
      expect(capacityAdvice(pt, carter)).toBe(capacityNotice(capacidad));
    }
    expect(wasteOilTax(pt)).toBe(WASTE_OIL_TAX_TEXT);
    for (const [status, m] of Object.entries(OIL_STATUS_MESSAGES))
      expect(noRevisionCopy(pt, status, { title: "", text: "" })).toEqual(m);
    for (const line of SEEDED_LINES) expect(packLine(pt, line)).toBe(line);
  });

  it("in Spanish, with Spanish numbers and words", () => {
    expect(intervalAdvice(es, intervalo(CASES[0]!), 95_000)).toBe(
      "Ha hecho 25.000 km desde el último cambio de aceite: el cambio va con retraso. Le aconsejamos cambiar el aceite cada 15.000 km a 20.000 km.",
    );
    expect(intervalAdvice(es, intervalo(CASES[5]!), 5_000)).toBe(
      "Con 5000 km, su coche todavía no ha llegado al primer cambio de aceite aconsejado. Para coches anteriores al 2000 le aconsejamos cambiar el aceite cada 7500 km a 10.000 km.",
    );
    expect(capacityAdvice(es, { capacidad: 5.7, excede: true, litrosExtra: 0.7 })).toBe(
      "El cárter de su coche lleva 5,7 L de aceite y el pack incluye hasta 5 L: los 0,7 L de más se cobran en el taller al precio por litro del aceite elegido.",
    );
    expect(capacityAdvice(es, { capacidad: 4.5, excede: false, litrosExtra: 0 })).toBeNull();
    expect(wasteOilTax(es)).toBe("La tasa de aceite usado (0,06\u00a0€ por litro) no está incluida.");
    expect(noRevisionCopy(es, "ELECTRIC", { title: "", text: "" }).title).toBe(
      "Los coches eléctricos no necesitan cambio de aceite",
    );
    // every seeded line has its Spanish text ("Filtro de habitáculo" is Spanish too); a line the shop adds later is
    // shown as it is
    for (const line of SEEDED_LINES.filter((l) => l !== "Filtro de habitáculo"))
      expect(packLine(es, line)).not.toBe(line);
    expect(packLine(es, "Filtro de habitáculo")).toBe(es.t("oil.lineCabinFilter"));
    expect(packLine(es, "Linha nova")).toBe("Linha nova");
  });
});
