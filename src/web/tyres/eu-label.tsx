/** The EU tyre label (Regulation (EU) 2020/740): fuel efficiency and wet grip classes A–E, noise class and dB, snow/ice. */
import { useT } from "#src/web/i18n.ts";

const CLASSES = ["A", "B", "C", "D", "E"] as const;
const COLORS = ["#00a651", "#8cc63f", "#ffde00", "#f7941d", "#ed1c24"];

type Props = {
  consumo: string;
  frenadoMojado: string;
  ruidoDb: number;
  ruidoClase: string;
  pmsf: boolean;
};

function Scale({ title, value, icon, label }: { title: string; value: string; icon: string; label: string }) {
  return (
    <div className="eu-scale" role="img" aria-label={label}>
      <div className="eu-scale-title" aria-hidden="true">
        <span className="eu-icon">{icon}</span> {title}
      </div>
      <ol aria-hidden="true">
        {CLASSES.map((c, i) => (
          <li key={c} className={c === value ? "eu-current" : undefined}>
            <span className="eu-bar" style={{ width: `${44 + i * 11}%`, background: COLORS[i] }}>
              {c}
            </span>
            {c === value && <span className="eu-pointer">{c}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The full label of the product page (the results' cards show the one-line label of eu-label-compact.tsx, so their
 * pages do not load this one: issue 15, first-load JavaScript).
 */
export function EuLabel({ consumo, frenadoMojado, ruidoDb, ruidoClase, pmsf }: Props) {
  const { t } = useT();
  const fuel = t("tyres.euFuel");
  const wet = t("tyres.euWetScale");
  return (
    <figure className="eu-label" aria-label={t("tyreCard.euLabelTyre")}>
      <figcaption>{t("tyreCard.euLabel")}</figcaption>
      <div className="eu-scales">
        <Scale title={fuel} value={consumo} icon="" label={t("tyreCard.euScaleClass", { title: fuel, c: consumo })} />
        <Scale
          title={wet}
          value={frenadoMojado}
          icon=""
          label={t("tyreCard.euScaleClass", { title: wet, c: frenadoMojado })}
        />
      </div>
      <div className="eu-bottom">
        <div className="eu-noise" role="img" aria-label={t("tyreCard.euNoiseFull", { db: ruidoDb, c: ruidoClase })}>
          {`${t("tyreCard.euNoiseShort")} `}
          <strong>{ruidoDb} dB</strong>
          <span className="eu-noise-classes" aria-hidden="true">
            {["A", "B", "C"].map((c) => (
              <b key={c} className={c === ruidoClase ? "on" : undefined}>
                {c}
              </b>
            ))}
          </span>
        </div>
        {pmsf && (
          <div className="eu-snow" role="img" aria-label={t("tyreCard.euSnowGrip")}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M2 20 9 6l4 7 3-4 6 11z" fill="none" stroke="#111" strokeWidth="2" />
            </svg>{" "}
            {t("tyreCard.euSnow")}
          </div>
        )}
      </div>
    </figure>
  );
}
