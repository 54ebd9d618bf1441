/** The EU tyre label (Regulation (EU) 2020/740): fuel efficiency and wet grip classes A–E, noise class and dB, snow/ice. */
const CLASSES = ["A", "B", "C", "D", "E"] as const;
const COLORS = ["#00a651", "#8cc63f", "#ffde00", "#f7941d", "#ed1c24"];

type Props = {
  consumo: string;
  frenadoMojado: string;
  ruidoDb: number;
  ruidoClase: string;
  pmsf: boolean;
  compact?: boolean;
};

function Scale({ title, value, icon }: { title: string; value: string; icon: string }) {
  return (
    <div className="eu-scale" role="img" aria-label={`${title}: classe ${value}`}>
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

export function EuLabel({ consumo, frenadoMojado, ruidoDb, ruidoClase, pmsf, compact }: Props) {
  if (compact) {
    return (
      <ul className="eu-compact" aria-label="Etiqueta europeia">
        <li title="Eficiência energética">
          <span aria-hidden="true" className="eu-k">
            Consumo
          </span>{" "}
          <span className={`eu-badge eu-${consumo}`}>{consumo}</span>
          <span className="visually-hidden">{`Eficiência energética classe ${consumo}`}</span>
        </li>
        <li title="Aderência em piso molhado">
          <span aria-hidden="true" className="eu-k">
            Molhado
          </span>{" "}
          <span className={`eu-badge eu-${frenadoMojado}`}>{frenadoMojado}</span>
          <span className="visually-hidden">{`Aderência em piso molhado classe ${frenadoMojado}`}</span>
        </li>
        <li title="Ruído exterior">
          <span aria-hidden="true" className="eu-k">
            Ruído
          </span>
          {` ${ruidoDb} dB `}
          <span className="visually-hidden">{`classe de ruído ${ruidoClase}`}</span>
        </li>
        {pmsf && (
          <li title="Neve (3PMSF)">
            <span aria-hidden="true" className="eu-k">
              Neve ✓
            </span>
            <span className="visually-hidden">Homologado para neve (3PMSF)</span>
          </li>
        )}
      </ul>
    );
  }
  return (
    <figure className="eu-label" aria-label="Etiqueta europeia do pneu">
      <figcaption>Etiqueta europeia</figcaption>
      <div className="eu-scales">
        <Scale title="Eficiência energética" value={consumo} icon="" />
        <Scale title="Aderência em molhado" value={frenadoMojado} icon="" />
      </div>
      <div className="eu-bottom">
        <div className="eu-noise" role="img" aria-label={`Ruído exterior: ${ruidoDb} dB, classe ${ruidoClase}`}>
          Ruído <strong>{ruidoDb} dB</strong>
          <span className="eu-noise-classes" aria-hidden="true">
            {["A", "B", "C"].map((c) => (
              <b key={c} className={c === ruidoClase ? "on" : undefined}>
                {c}
              </b>
            ))}
          </span>
        </div>
        {pmsf && (
          <div className="eu-snow" role="img" aria-label="Aderência na neve (3PMSF)">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M2 20 9 6l4 7 3-4 6 11z" fill="none" stroke="#111" strokeWidth="2" />
            </svg>{" "}
            Neve (3PMSF)
          </div>
        )}
      </div>
    </figure>
  );
}
