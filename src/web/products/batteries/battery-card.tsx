/** One battery in the list: its facts, the all-in price (fitting and recycling of the old one included) and "Comprar". */
import { TECHNOLOGIES, TERMINALS } from "#src/shared/battery-ranges.ts";
import type { BatteryItem } from "#src/shared/catalogue/batteries.schema.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import { useT } from "#src/web/i18n.ts";
import { money } from "#src/web/ui/page-numbers.ts";
import css from "./batteries.module.css";
import { BATTERY_VALUE_LABEL } from "./battery-labels.ts";

export function BatteryCard({ b }: { b: BatteryItem }) {
  const { t, lang } = useT();
  /** Euros in the page's language (formatEur): not the tyre cards' copy, which would bring their messages. */
  const eur = (cents: number) => money(lang, cents);
  const label = (list: readonly { id: string; label: string }[], id: string) => {
    const key = BATTERY_VALUE_LABEL[id];
    return key ? t(key) : (list.find((x) => x.id === id)?.label ?? id);
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
        <dd>{label(TERMINALS, b.borne)}</dd>
        <dt>{t("batteries.batteryTechnology")}</dt>
        <dd>{label(TECHNOLOGIES, b.tecnologia)}</dd>
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
