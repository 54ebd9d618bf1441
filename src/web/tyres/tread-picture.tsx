import { treadAlt, treadImagePath, treadSvg, type TreadModel } from "#src/shared/tyres/tread.ts";

/**
 * The model's tread drawing, used when there is no photo. Lists link it as an image (`inline` off: ten drawings would
 * add ~45 KB to the HTML); the product page draws its one model inline, so its largest picture needs no request.
 */
export function TreadPicture({
  model,
  className,
  inline = false,
}: {
  model: TreadModel;
  className?: string;
  inline?: boolean;
}) {
  const cls = `tread${className ? ` ${className}` : ""}`;
  if (!inline)
    return (
      <img
        className={cls}
        src={treadImagePath(model)}
        alt={treadAlt(model)}
        width={120}
        height={160}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span
      className={cls}
      role="img"
      aria-label={treadAlt(model)}
      dangerouslySetInnerHTML={{ __html: treadSvg(model) }}
    />
  );
}
