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
  return (
    <ol className="steps" aria-label="Passos da marcação">
      {steps.map((s, i) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>
          {i + 1}. {labels[s] ?? s}
        </li>
      ))}
    </ol>
  );
}
