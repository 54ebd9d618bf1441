/** One battery in the list: its facts, the all-in price (fitting and recycling of the old one included) and "Comprar". */
import { TECHNOLOGIES, TERMINALS } from "#src/shared/battery-ranges.ts";
import type { BatteryItem } from "#src/shared/catalogue/batteries.schema.ts";
import { formatEur } from "#src/shared/money.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import css from "./batteries.module.css";

const label = (list: readonly { id: string; label: string }[], id: string) =>
  list.find((x) => x.id === id)?.label ?? id;

export function BatteryCard({ b }: { b: BatteryItem }) {
  const name = `${b.marca} ${b.modelo}`;
  return (
    <article className={`card ${css.card}`} data-battery-id={b.id} aria-labelledby={`bateria-${b.id}`}>
      <h2 id={`bateria-${b.id}`}>{name}</h2>
      <dl className={css.facts}>
        <dt>Capacidade</dt>
        <dd>{b.ah} Ah</dd>
        <dt>Arranque</dt>
        <dd>{b.a} A</dd>
        <dt>Borne</dt>
        <dd>{label(TERMINALS, b.borne)}</dd>
        <dt>Tecnologia</dt>
        <dd>{label(TECHNOLOGIES, b.tecnologia)}</dd>
        <dt>Start-stop</dt>
        <dd>{b.startStop ? "Sim" : "Não"}</dd>
        <dt>Medidas</dt>
        <dd>
          {b.medidas.largo} × {b.medidas.ancho} × {b.medidas.alto} mm
        </dd>
        <dt>Tensão</dt>
        <dd>{b.voltaje} V</dd>
        <dt>Garantia</dt>
        <dd>{b.garantia === 1 ? "1 ano" : `${b.garantia} anos`}</dd>
      </dl>
      <p className={css.price}>
        <strong>{formatEur(b.precioTotal)}</strong>
        <span className={`hint ${css.priceParts}`}>
          Bateria {formatEur(b.precio)} + montagem {formatEur(b.montaje)}
        </span>
      </p>
      <p className={css.included}>Montagem e reciclagem da antiga incluídas</p>
      {b.stock > 0 ? (
        <BuyButton id={b.id} name={`${name} ${b.ah} Ah`} label="Comprar com montagem" maxQty={1} defaultQty={1} />
      ) : (
        <p className="stock out">Sem stock de momento</p>
      )}
    </article>
  );
}
