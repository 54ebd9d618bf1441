/**
 * A recognisable picture of a tyre model when the shop has no photo: its tread band drawn as SVG. The pattern family
 * follows the season (summer: straight circumferential channels with open shoulder slots; winter: V-shaped blocks cut
 * by many zig-zag sipes; all-season: a V-shaped directional pattern with a few sipes), and the model slug picks the
 * details (number of channels, groove angle, block pitch), so every model looks the same every time and different
 * from its neighbours. Pure: no I/O, no randomness beyond the slug.
 */
import { seededRandom } from "./seeded.ts";
import type { Season } from "./types.ts";

export type TreadModel = { marca: string; modelo: string; modeloSlug: string; marcaSlug?: string; temporada: Season };

const W = 120;
const H = 160;
const X0 = 10; // tread band from X0 to W - X0
const BAND = W - 2 * X0;

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The alt text of the drawing: names the model. */
export function treadAlt(m: Pick<TreadModel, "marca" | "modelo">): string {
  return `Desenho do piso do pneu ${m.marca} ${m.modelo}`;
}

const f = (n: number) => String(Math.round(n * 10) / 10);

function zigzag(x: number, y: number, len: number, amp: number, steps: number): string {
  let d = `M${f(x)} ${f(y)}`;
  for (let i = 1; i <= steps; i++) d += ` L${f(x + (len * i) / steps)} ${f(y + (i % 2 ? amp : 0))}`;
  return d;
}

/** Drawings already made, by model (bounded: cleared past 2 000 models; the catalogue has a few hundred). */
const drawn = new Map<string, string>();

/**
 * The tread drawing of a model as standalone SVG markup (viewBox 0 0 120 160); the same model, the same drawing.
 * `title` names it (plain text; the Portuguese alt text by default).
 */
export function treadSvg(m: TreadModel, title: string = treadAlt(m)): string {
  const key = `${m.marcaSlug ?? m.marca}/${m.modeloSlug}|${m.temporada}|${title}`;
  let svg = drawn.get(key);
  if (svg === undefined) {
    if (drawn.size >= 2000) drawn.clear();
    svg = drawTread(m, escapeXml(title));
    drawn.set(key, svg);
  }
  return svg;
}

/** The drawing as its own image file (no title: the page's `<img alt>` names the model). */
export function treadSvgFile(m: Pick<TreadModel, "marcaSlug" | "modeloSlug" | "temporada">): string {
  return drawTread({ ...m, marca: m.marcaSlug ?? "", modelo: "" }, null);
}

export const TREAD_SEASONS: readonly Season[] = ["verano", "invierno", "allseason"];

/**
 * Where a model's drawing is served as an image (issue 15: result lists link 10+ drawings instead of inlining ~45 KB
 * of SVG into the HTML). The drawing depends only on the brand and model slugs and the season.
 */
export function treadImagePath(m: Pick<TreadModel, "marcaSlug" | "marca" | "modeloSlug" | "temporada">): string {
  const brand = m.marcaSlug ?? m.marca.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `/api/rodacerta/pt/piso/${encodeURIComponent(brand)}/${encodeURIComponent(m.modeloSlug)}/${m.temporada}.svg`;
}

function drawTread(m: TreadModel, title: string | null): string {
  const rnd = seededRandom(`${m.marcaSlug ?? m.marca}/${m.modeloSlug}`);
  const pitch = 14 + Math.floor(rnd() * 8); // block pitch along the band
  const angle = 6 + Math.floor(rnd() * 14); // groove slant in px over half the band
  const channels = 2 + Math.floor(rnd() * 3); // 2–4 circumferential channels
  const shade = 74 + Math.floor(rnd() * 22); // rubber grey
  const rubber = `rgb(${shade},${shade},${shade + 4})`;
  const groove = "#0d0d10";
  const parts: string[] = [];
  parts.push(`<rect x="${X0 - 6}" y="0" width="${BAND + 12}" height="${H}" rx="6" fill="#1b1b1f"/>`);
  parts.push(`<rect x="${X0}" y="0" width="${BAND}" height="${H}" rx="3" fill="${rubber}"/>`);
  const mid = W / 2;
  if (m.temporada === "verano") {
    // straight channels, evenly spread
    for (let c = 1; c <= channels; c++) {
      const x = X0 + (BAND * c) / (channels + 1);
      parts.push(`<rect x="${f(x - 2.5)}" y="0" width="5" height="${H}" fill="${groove}"/>`);
    }
    // open shoulder slots, slanted by the model's angle
    for (let y = -pitch; y < H + pitch; y += pitch) {
      parts.push(
        `<path d="M${X0} ${f(y)} L${f(X0 + 16)} ${f(y + angle / 3)}" stroke="${groove}" stroke-width="3" fill="none"/>`,
      );
      parts.push(
        `<path d="M${W - X0} ${f(y + pitch / 2)} L${f(W - X0 - 16)} ${f(y + pitch / 2 + angle / 3)}" stroke="${groove}" stroke-width="3" fill="none"/>`,
      );
    }
  } else if (m.temporada === "invierno") {
    // V-shaped blocks with a centre channel
    for (let y = -2 * pitch; y < H + pitch; y += pitch) {
      parts.push(
        `<path d="M${X0} ${f(y + angle)} L${f(mid)} ${f(y)} L${W - X0} ${f(y + angle)}" stroke="${groove}" stroke-width="4" fill="none"/>`,
      );
    }
    parts.push(`<rect x="${f(mid - 2)}" y="0" width="4" height="${H}" fill="${groove}"/>`);
    // many zig-zag sipes across each block
    const sipeRows = Math.max(2, Math.floor(pitch / 5));
    for (let y = -2 * pitch; y < H + pitch; y += pitch) {
      for (let r = 1; r <= sipeRows; r++) {
        const yy = y + (pitch * r) / (sipeRows + 1);
        parts.push(
          `<path d="${zigzag(X0 + 4, yy + angle * 0.6, mid - X0 - 8, -2, 7)}" stroke="${groove}" stroke-width="1" fill="none"/>`,
        );
        parts.push(
          `<path d="${zigzag(mid + 4, yy, mid - X0 - 8, 2, 7)}" stroke="${groove}" stroke-width="1" fill="none"/>`,
        );
      }
    }
    // snowflake-ish edge notches
    for (let y = 0; y < H; y += pitch / 2)
      parts.push(`<rect x="${X0}" y="${f(y)}" width="5" height="2" fill="${groove}"/>`);
  } else {
    // all-season: directional V grooves with curved arms, a channel each side and a few sipes
    for (let y = -2 * pitch; y < H + pitch; y += pitch) {
      parts.push(
        `<path d="M${X0} ${f(y + angle * 1.4)} Q${f(mid - 20)} ${f(y + angle * 0.8)} ${f(mid)} ${f(y)} Q${f(mid + 20)} ${f(y + angle * 0.8)} ${W - X0} ${f(y + angle * 1.4)}" stroke="${groove}" stroke-width="3.5" fill="none"/>`,
      );
      parts.push(
        `<path d="${zigzag(X0 + 6, y + pitch / 2 + angle, 22, 2, 5)}" stroke="${groove}" stroke-width="1" fill="none"/>`,
      );
      parts.push(
        `<path d="${zigzag(W - X0 - 28, y + pitch / 2 + angle, 22, 2, 5)}" stroke="${groove}" stroke-width="1" fill="none"/>`,
      );
    }
    for (let c = 1; c <= Math.min(channels, 2); c++) {
      const x = X0 + (BAND * c) / 3;
      parts.push(`<rect x="${f(x - 2)}" y="0" width="4" height="${H}" fill="${groove}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" data-season="${m.temporada}" aria-hidden="true" focusable="false">${title === null ? "" : `<title>${title}</title>`}${parts.join("")}</svg>`;
}
