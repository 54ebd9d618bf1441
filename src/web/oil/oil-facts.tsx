/** The facts every oil pack shares (spec section 9, "Product facts"), from the shared constants. */
import {
  PACK_COOLANT_LITRES,
  PACK_OIL_LITRES,
  PACK_WASHER_FLUID_LITRES,
  WASTE_OIL_TAX_TEXT,
} from "#src/shared/revision/capacity.ts";
import { PRE_2000_INTERVAL, STANDARD_INTERVAL } from "#src/shared/revision/interval.ts";
import { formatNumber } from "#src/shared/numbers.ts";

export function OilFacts({ compact = false }: { compact?: boolean }) {
  const items = [
    `Até ${PACK_OIL_LITRES} L de óleo do motor. Se o seu motor levar mais, os litros a mais pagam-se na oficina.`,
    `Líquido de refrigeração até ${PACK_COOLANT_LITRES} L e líquido limpa-para-brisas até ${PACK_WASHER_FLUID_LITRES} L, nos packs que os incluem.`,
    WASTE_OIL_TAX_TEXT,
    `Aconselhamos mudar o óleo a cada ${formatNumber(STANDARD_INTERVAL.min)} a ${formatNumber(STANDARD_INTERVAL.max)} km (${formatNumber(PRE_2000_INTERVAL.min)} a ${formatNumber(PRE_2000_INTERVAL.max)} km em carros anteriores a 2000).`,
  ];
  return (
    <section aria-labelledby="oil-facts-title" className={compact ? undefined : "card"} style={{ marginTop: 16 }}>
      <h2 id="oil-facts-title" style={{ fontSize: compact ? "1rem" : "1.15rem", marginTop: 0 }}>
        Bom saber
      </h2>
      <ul className={compact ? "hint" : undefined}>
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
