import { useT } from "#src/web/i18n.ts";

/** The booking's step bar: where the customer is, as an ordered list with aria-current="step". */
export function Steps({
  steps,
  current,
  labels,
}: {
  steps: string[];
  current: string;
  labels: Record<string, string>;
}) {
  const { t } = useT();
  return (
    <ol className="steps" aria-label={t("booking.stepsNavLabel")}>
      {steps.map((s, i) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>
          {t("booking.stepItem", { n: i + 1, label: labels[s] ?? s })}
        </li>
      ))}
    </ol>
  );
}
