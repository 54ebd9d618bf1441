/** The EU tyre label on one line, for the tyre cards (the product page shows the full label, eu-label.tsx). */
import { useTyreCopy } from "./tyre-copy.ts";

type Props = { consumo: string; frenadoMojado: string; ruidoDb: number; ruidoClase: string; pmsf: boolean };

/** The card's one-line label; its strings come from the page's shared copy (issue 15: once per page, not per card). */
export function CompactEuLabel({ consumo, frenadoMojado, ruidoDb, ruidoClase, pmsf }: Props) {
  const { eu } = useTyreCopy();
  return (
    <ul className="eu-compact" aria-label={eu.label}>
      <li title={eu.fuel}>
        <span aria-hidden="true" className="eu-k">
          {eu.fuelShort}
        </span>{" "}
        <span className={`eu-badge eu-${consumo}`}>{consumo}</span>
        <span className="visually-hidden">{eu.fuelClass(consumo)}</span>
      </li>
      <li title={eu.wet}>
        <span aria-hidden="true" className="eu-k">
          {eu.wetShort}
        </span>{" "}
        <span className={`eu-badge eu-${frenadoMojado}`}>{frenadoMojado}</span>
        <span className="visually-hidden">{eu.wetClass(frenadoMojado)}</span>
      </li>
      <li title={eu.noise}>
        <span aria-hidden="true" className="eu-k">
          {eu.noiseShort}
        </span>
        {` ${ruidoDb} dB `}
        <span className="visually-hidden">{eu.noiseClass(ruidoClase)}</span>
      </li>
      {pmsf && (
        <li title={eu.snow}>
          <span aria-hidden="true" className="eu-k">
            {eu.snowShort}
          </span>
          <span className="visually-hidden">{eu.snowApproved}</span>
        </li>
      )}
    </ul>
  );
}
