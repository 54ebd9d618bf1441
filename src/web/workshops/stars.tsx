import { formatNumber } from "#src/shared/numbers.ts";
import { plural } from "#src/shared/plural.ts";

export function Stars({ value, count }: { value: number | null; count?: number }) {
  if (value === null) return <span className="hint">Sem avaliações</span>;
  const full = Math.round(value);
  return (
    <span
      className="stars"
      role="img"
      aria-label={`Avaliação ${formatNumber(value)} em 5${count !== undefined ? `, ${plural(count, "opinião", "opiniões")}` : ""}`}
    >
      <span aria-hidden="true">
        {"★".repeat(full)}
        <span className="stars-off">{"★".repeat(5 - full)}</span>
      </span>{" "}
      <span aria-hidden="true" className="hint">
        {formatNumber(value)}
        {count !== undefined && ` (${count})`}
      </span>
    </span>
  );
}
