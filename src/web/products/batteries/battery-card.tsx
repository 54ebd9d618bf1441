/** One battery in the list: its facts, the all-in price (fitting and recycling of the old one included) and "Comprar". */
import type { BatteryItem } from "#src/shared/catalogue/batteries.schema.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import { useT } from "#src/web/i18n.ts";
import { formatEur } from "#src/shared/euros.ts";
import css from "./batteries.module.css";
import { BATTERY_VALUE_LABEL, BATTERY_VALUE_NAME } from "./battery-labels.ts";

export function BatteryCard({ b }: { b: BatteryItem }) {
  const { t, lang } = useT();
  /** Euros in the page's language: the euro formatter alone, neither the tyre cards' copy nor the line formula. */
  const eur = (cents: number) => formatEur(cents, lang);
  /**
   * A terminal side or technology in the page's language, or by its name where every language writes it alike (gel,
   * AGM, EFB): battery-ranges.ts's Portuguese labels stay out of the browser (issue 15). Others as they are.
   */
  const label = (id: string) => {
    const key = BATTERY_VALUE_LABEL[id];
    return key ? t(key) : (BATTERY_VALUE_NAME[id] ?? id);
  };
  const name = `${b.marca} ${b.modelo}`;
  return (
    <article className={`card ${css.card}`} data-battery-id={b.id} aria-labelledby={`bateria-${b.id}`}>
      <h2 id={`bateria-${b.id}`}>{name}</h2>
      <dl className={css.facts}>
        <dt>{t("batteries.batteryCapacity")}</dt>
        <dd>{b.ah} Ah</dd>
        <dt>{t("batteries.batteryCranking")}</dt>
        <dd>{b.a} A</dd>
        <dt>{t("batteries.batteryTerminal")}</dt>
        <dd>{label(b.borne)}</dd>
        <dt>{t("batteries.batteryTechnology")}</dt>
        <dd>{label(b.tecnologia)}</dd>
        <dt>{t("batteries.batteryStartStop")}</dt>
        <dd>{b.startStop ? t("tyres.yes") : t("tyres.no")}</dd>
        <dt>{t("batteries.batterySizes")}</dt>
        <dd>
          {b.medidas.largo} × {b.medidas.ancho} × {b.medidas.alto} mm
        </dd>
        <dt>{t("batteries.batteryVoltage")}</dt>
        <dd>{b.voltaje} V</dd>
        <dt>{t("tyres.productWarranty")}</dt>
        <dd>{t("batteries.batteryWarrantyYears", { n: b.garantia })}</dd>
      </dl>
      <p className={css.price}>
        <strong>{eur(b.precioTotal)}</strong>
        <span className={`hint ${css.priceParts}`}>
          {t("batteries.batteryPriceParts", { price: eur(b.precio), fitting: eur(b.montaje) })}
        </span>
      </p>
      <p className={css.included}>{t("batteries.batteryIncluded")}</p>
      {b.stock > 0 ? (
        <BuyButton id={b.id} name={`${name} ${b.ah} Ah`} label={t("tyres.buyFitted")} maxQty={1} defaultQty={1} />
      ) : (
        <p className="stock out">{t("tyres.stockNone")}</p>
      )}
    </article>
  );
}
