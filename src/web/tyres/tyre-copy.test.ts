/**
 * The tyre pages' copy moved to the catalogue: the Portuguese words stay those of the shared rules and data that still
 * hold them (landings, assistant, labels), and the Spanish ones are Spanish.
 */
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { A_RANGES, AH_RANGES, BATTERY_ORDERS, TECHNOLOGIES, TERMINALS } from "#src/shared/battery-ranges.ts";
import { adviseSwap, type AssistantInput } from "#src/shared/tyres/assistant.ts";
import { SERVICE_LANDINGS, TYPE_LANDINGS } from "#src/shared/tyres/landings.ts";
import { SEASON_LABEL, TIER_LABEL } from "#src/shared/tyres/types.ts";
import { VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import { translator } from "#src/web/i18n.ts";
import { BATTERY_ORDER_LABEL, BATTERY_VALUE_LABEL } from "#src/web/products/batteries/battery-labels.ts";
import { assistantReasons } from "./assistant-reasons.ts";
import { serviceLandingCopy, typeLandingCopy } from "./landing-copy.ts";
import { money, tyreCopy } from "./tyre-copy.ts";

const pt = translator("pt");
const es = translator("es");

describe("tyre pages' copy", () => {
  it("gives the landing pages the shared data's Portuguese words, and Spanish ones on the Spanish site", () => {
    for (const l of TYPE_LANDINGS) {
      const { slug, title, h1, description, intro } = l;
      expect(typeLandingCopy(pt, slug, { title: "", h1: "", description: "", intro: "" })).toEqual({
        title,
        h1,
        description,
        intro,
      });
      expect(typeLandingCopy(es, slug, l).h1).toMatch(/^(Neumáticos|Marcas de neumáticos)/);
    }
    for (const l of SERVICE_LANDINGS) {
      const { slug, title, h1, description, paragraphs } = l;
      const none = { title: "", h1: "", description: "", paragraphs: [] };
      expect(serviceLandingCopy(pt, slug, none)).toEqual({ title, h1, description, paragraphs });
      expect(serviceLandingCopy(es, slug, none).paragraphs).toHaveLength(2);
    }
    expect(serviceLandingCopy(es, "reparacao-de-furos", SERVICE_LANDINGS[0]!).h1).toBe("Reparación de pinchazos");
  });

  it("gives the assistant's reasons as the shared rules write them in Portuguese", () => {
    const inputs: AssistantInput[] = [
      { treadMm: 1.4, ageYears: 7, coldWinters: false, kmPerYear: 10000, damage: true },
      { treadMm: 1.8, ageYears: 2, coldWinters: true, kmPerYear: 30000, damage: false },
      { treadMm: 2, ageYears: 6, coldWinters: false, kmPerYear: 5000, damage: false },
      { treadMm: 6, ageYears: 1, coldWinters: false, kmPerYear: 5000, damage: false },
    ];
    for (const i of inputs) expect(assistantReasons(pt, i)).toEqual(adviseSwap(i).reasons);
    expect(assistantReasons(es, inputs[1]!)).toEqual([
      "El dibujo tiene 1,8 mm: recomendamos cambiarlos a partir de 2 mm.",
    ]);
  });

  it("keeps the shared labels' Portuguese words", () => {
    const copy = tyreCopy("pt");
    expect(copy.season).toEqual(SEASON_LABEL);
    expect(copy.tier).toEqual(TIER_LABEL);
    for (const o of BATTERY_ORDERS) expect(pt.t(BATTERY_ORDER_LABEL[o.id])).toBe(o.label);
    for (const r of [...AH_RANGES, ...A_RANGES, ...TERMINALS, ...TECHNOLOGIES]) {
      const key = BATTERY_VALUE_LABEL[r.id];
      if (key) expect(pt.t(key)).toBe(r.label);
    }
    expect(pt.t("tyres.plateNotIdentified")).toBe(VEHICLE_MESSAGES.NOT_IDENTIFIED);
    expect(tyreCopy("es").season.allseason).toBe("Todo tiempo");
  });

  it("writes a card's availability and prices in the page's language", () => {
    const ptCopy = tyreCopy("pt");
    const esCopy = tyreCopy("es");
    expect(ptCopy.availability("8|2")).toBe("Em stock · montagem a partir de 2 dias úteis");
    expect(ptCopy.availability("1|1")).toBe("Última unidade · montagem a partir de 1 dia útil");
    expect(ptCopy.availability("3|2")).toBe("Últimas 3 unidades · montagem a partir de 2 dias úteis");
    expect(ptCopy.availability("0|2")).toBe("Sem stock de momento");
    expect(esCopy.availability("8|2")).toBe("En stock · montaje a partir de 2 días laborables");
    expect(esCopy.availability("0|2")).toBe("Agotado de momento");
    expect(ptCopy.price.fitting("1500|185")).toBe(
      "IVA incluído. Inclui montagem na oficina 15,00\u00a0€/pneu (válvula e equilibragem) e ecovalor 1,85\u00a0€/pneu",
    );
    expect(esCopy.price.allIn(4)).toBe("4 neumáticos con montaje: ");
    expect(money("pt", 123456)).toBe("1\u00a0234,56\u00a0€");
    expect(money("es", 123456)).toBe("1234,56\u00a0€");
    expect(money("es", 1234567)).toBe("12.345,67\u00a0€");
  });
});
