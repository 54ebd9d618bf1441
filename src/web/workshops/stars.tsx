import { formatNumber } from "#src/shared/numbers.ts";
import { useT } from "#src/web/i18n.ts";

export function Stars({ value, count }: { value: number | null; count?: number }) {
  const { t } = useT();
  if (value === null) return <span className="hint">{t("workshops.noRatings")}</span>;
  const full = Math.round(value);
  return (
    <span
      className="stars"
      role="img"
      aria-label={
        count !== undefined
          ? t("workshops.ratingWithCount", { value: formatNumber(value), count })
          : t("workshops.rating", { value: formatNumber(value) })
      }
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
