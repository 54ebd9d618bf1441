import { treadImagePath, type TreadModel } from "#src/shared/tyres/tread.ts";
import { useTyreCopy } from "./tyre-copy.ts";

/** The model's tread drawing as an image (lists: ten drawings inline would add ~45 KB to the HTML). */
export function TreadPicture({ model, className }: { model: TreadModel; className?: string }) {
  const copy = useTyreCopy();
  return (
    <img
      className={`tread${className ? ` ${className}` : ""}`}
      src={treadImagePath(model)}
      alt={copy.treadAlt(model.marca, model.modelo)}
      width={120}
      height={160}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The product page's drawing, inline so that its largest picture needs no request. The loader draws it
 * (product.server.ts): the browser gets the markup, not the code that draws it (issue 15, goal 3).
 */
export function TreadDrawing({ svg, alt, className }: { svg: string; alt: string; className?: string }) {
  return (
    <span
      className={`tread${className ? ` ${className}` : ""}`}
      role="img"
      aria-label={alt}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
