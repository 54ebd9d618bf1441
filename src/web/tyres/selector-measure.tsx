/**
 * The selector's size fields (width, profile, rim, load index, speed rating), each a select whose options come from
 * GET /tyres-with-values for the values chosen before it. This runs in the browser, where zod is not shipped: the
 * reply is checked by hand against SizeOptionsResponse's shape (a list of strings) and anything else is a failed load.
 */
import { MEASURES, type Measure } from "#src/shared/tyres/cascade.ts";
import type { SelectorState, SelectorStep } from "#src/shared/tyres/selector.ts";
import { browserApi } from "../api-context.ts";
import { useT } from "../i18n.ts";

export const MEASURE_STEP: Record<Measure, SelectorStep> = {
  ancho: "largura",
  serie: "serie",
  llanta: "jante",
  carga: "carga",
  velocidad: "velocidade",
};
const MEASURE_LABEL = {
  ancho: "tyreSelector.measureWidth",
  serie: "tyreSelector.measureProfile",
  llanta: "tyreSelector.measureRim",
  carga: "tyres.measureLoad",
  velocidad: "tyres.measureSpeed",
} as const satisfies Record<Measure, string>;
const QUERY_KEY: Record<Measure, string> = {
  ancho: "ancho",
  serie: "serie",
  llanta: "llanta",
  carga: "ic",
  velocidad: "cv",
};

function queryFor(state: SelectorState, upTo: Measure): string {
  const q = new URLSearchParams({ "tipo-vehiculo": state.tipoVehiculo });
  for (const m of MEASURES) {
    if (m === upTo) break;
    const v = state.cascade[m].value;
    if (v) q.set(QUERY_KEY[m], v);
  }
  return q.toString();
}

/** The options of a GET /tyres-with-values reply, or null when it is not a list of strings. */
export function readOptions(body: unknown): string[] | null {
  if (typeof body !== "object" || body === null || !("options" in body)) return null;
  const { options } = body;
  return Array.isArray(options) && options.every((o) => typeof o === "string") ? options : null;
}

/** The options of `next` for the values chosen before it; throws when they cannot be loaded or read. */
export async function nextOptions(state: SelectorState, next: Measure): Promise<string[]> {
  const res = await browserApi(`/tyres-with-values?${queryFor(state, next)}`);
  if (res.status !== 200) throw new Error(String(res.status));
  const options = readOptions(res.json());
  if (!options) throw new Error("unreadable options");
  return options;
}

export function MeasureField({
  m,
  state,
  onChoose,
}: {
  m: Measure;
  state: SelectorState;
  onChoose: (m: Measure, value: string) => void;
}) {
  const { t } = useT();
  const s = state.cascade[m];
  const idx = MEASURES.indexOf(m);
  const enabled = idx === 0 || state.cascade[MEASURES[idx - 1] as Measure].value !== null;
  return (
    <div className="field">
      <label htmlFor={`sel-${m}`}>{t(MEASURE_LABEL[m])}</label>
      <select
        id={`sel-${m}`}
        value={s.value ?? ""}
        disabled={!enabled || s.loading}
        onChange={(e) => onChoose(m, e.target.value)}
        aria-busy={s.loading}
      >
        <option value="">
          {s.loading
            ? t("tyreSelector.measureLoading")
            : m === "carga" || m === "velocidad"
              ? t("tyres.any")
              : t("tyreSelector.measureChoose")}
        </option>
        {s.options.map((o) => (
          <option key={o} value={o}>
            {m === "llanta" ? `R${o}` : o}
          </option>
        ))}
      </select>
    </div>
  );
}
