/** The facts every oil pack shares (spec section 9, "Product facts"), from the shared constants. */
import { PACK_COOLANT_LITRES, PACK_OIL_LITRES, PACK_WASHER_FLUID_LITRES } from "#src/shared/revision/capacity.ts";
import { PRE_2000_INTERVAL, STANDARD_INTERVAL } from "#src/shared/revision/interval.ts";
import { useT } from "../i18n.ts";
import { number, wasteOilTax } from "./oil-text.ts";

export function OilFacts({ compact = false }: { compact?: boolean }) {
  const tr = useT();
  const { t, lang } = tr;
  const n = (v: number) => number(lang, v);
  const items = [
    t("oilFacts.factOil", { litres: PACK_OIL_LITRES }),
    t("oilFacts.factFluids", { coolant: PACK_COOLANT_LITRES, washer: PACK_WASHER_FLUID_LITRES }),
    wasteOilTax(tr),
    t("oilFacts.factInterval", {
      min: n(STANDARD_INTERVAL.min),
      max: n(STANDARD_INTERVAL.max),
      oldMin: n(PRE_2000_INTERVAL.min),
      oldMax: n(PRE_2000_INTERVAL.max),
    }),
  ];
  return (
    <section aria-labelledby="oil-facts-title" className={compact ? undefined : "card"} style={{ marginTop: 16 }}>
      <h2 id="oil-facts-title" style={{ fontSize: compact ? "1rem" : "1.15rem", marginTop: 0 }}>
        {t("oilFacts.factsTitle")}
      </h2>
      <ul className={compact ? "hint" : undefined}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
