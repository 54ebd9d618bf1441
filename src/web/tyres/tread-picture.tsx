import { treadImagePath, treadSvg, type TreadModel } from "#src/shared/tyres/tread.ts";
import { useTyreCopy } from "./tyre-copy.ts";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
  const copy = useTyreCopy();
  const alt = copy.treadAlt(model.marca, model.modelo);
  const cls = `tread${className ? ` ${className}` : ""}`;
  if (!inline)
    return (
      <img
        className={cls}
        src={treadImagePath(model)}
        alt={alt}
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
      aria-label={alt}
      dangerouslySetInnerHTML={{ __html: inlineSvg(model, copy.lang === "pt" ? null : alt) }}
    />
  );
}

/** The drawing with its title in the page's language (the shared drawing names the model in Portuguese). */
function inlineSvg(model: TreadModel, title: string | null): string {
  const svg = treadSvg(model);
  return title === null ? svg : svg.replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(title)}</title>`);
}
