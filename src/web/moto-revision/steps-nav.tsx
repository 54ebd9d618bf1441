/** Where the customer is in the moto revision: data, brand, model, revision. */
import { type MessageKey, useT } from "#src/web/i18n.ts";
import css from "./moto-revision.module.css";

const LABELS: readonly MessageKey[] = [
  "booking.motoRevStepData",
  "booking.motoRevStepBrand",
  "booking.motoRevStepModel",
  "booking.motoRevStepRevision",
];

export function StepsNav({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useT();
  return (
    <ol className={css.steps} aria-label={t("booking.motoRevStepsLabel")}>
      {LABELS.map((l, i) => (
        <li key={l} aria-current={i === current ? "step" : undefined}>
          {t("booking.stepItem", { n: i + 1, label: t(l) })}
        </li>
      ))}
    </ol>
  );
}
