import { formatRating } from "#src/shared/tyres/reviews.ts";
import { useTyreCopy } from "./tyre-copy.ts";

/** "★★★★☆ 4,3 (27 avaliações)": the model's average stars and review count. */
export function RatingStars({
  media,
  total,
  className,
}: {
  media: number | undefined;
  total: number | undefined;
  className?: string;
}) {
  const { rating } = useTyreCopy();
  if (media === undefined || !total) return null;
  const full = Math.round(media);
  const text = rating.text(`${formatRating(media)}|${total}`);
  return (
    <p className={`rating${className ? ` ${className}` : ""}`}>
      <span className="rating-stars" aria-hidden="true">
        {"★".repeat(full)}
        <span className="rating-stars-off">{"★".repeat(5 - full)}</span>
      </span>{" "}
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        <strong>{formatRating(media)}</strong>
        {` ${rating.count(total)}`}
      </span>
    </p>
  );
}
