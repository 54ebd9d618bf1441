import { treadAlt, treadSvg, type TreadModel } from "#src/shared/tyres/tread.ts";

/** The model's tread drawing (inline SVG from a pure function of the model), used when there is no photo. */
export function TreadPicture({ model, className }: { model: TreadModel; className?: string }) {
  return (
    <span
      className={`tread${className ? ` ${className}` : ""}`}
      role="img"
      aria-label={treadAlt(model)}
      dangerouslySetInnerHTML={{ __html: treadSvg(model) }}
    />
  );
}
