/** Where the customer is in the moto revision: data, brand, model, revision. */
import css from "./moto-revision.module.css";

const LABELS = ["Matrícula e cilindrada", "Marca", "Modelo", "Revisão e preço"] as const;

export function StepsNav({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className={css.steps} aria-label="Passos da revisão">
      {LABELS.map((l, i) => (
        <li key={l} aria-current={i === current ? "step" : undefined}>
          {i + 1}. {l}
        </li>
      ))}
    </ol>
  );
}
