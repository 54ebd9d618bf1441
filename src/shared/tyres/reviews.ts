/**
 * Customer reviews of a tyre model and their aggregate. The demo shop has no review table: the reviews are derived
 * deterministically from the model (brand tier weights the stars: premium models collect more fives, economy ones
 * more threes) when the catalogue loads, so every process and every test sees the same figures.
 */
import { seededRandom } from "./seeded.ts";
import type { Season, Tier } from "./types.ts";
import { formatOneDecimal } from "../numbers.ts";
import type { Lang } from "../i18n/lang.ts";

export type Review = { estrellas: 3 | 4 | 5; autor: string; comentario: string };
export type ReviewModel = { marcaSlug: string; modeloSlug: string; categoria: Tier; temporada: Season };
export type AggregateRating = { media: number; total: number };

/** Chance of 3, 4 and 5 stars by brand tier. */
const STAR_WEIGHTS: Record<Tier, readonly [number, number, number]> = {
  PREMIUM: [0.06, 0.34, 0.6],
  QUALITY: [0.18, 0.47, 0.35],
  BUDGET: [0.34, 0.46, 0.2],
};

const AUTHORS_PT = [
  "Ana R.",
  "João M.",
  "Rui S.",
  "Marta F.",
  "Pedro C.",
  "Sofia L.",
  "Nuno A.",
  "Carla P.",
  "Tiago B.",
  "Inês G.",
  "Miguel T.",
  "Helena V.",
  "Luís O.",
  "Rita N.",
  "Paulo D.",
  "Beatriz E.",
];

/** The Spanish site's reviewers, one for each Portuguese one (the same draw picks the same position). */
const AUTHORS_ES = [
  "Ana R.",
  "Juan M.",
  "Raúl S.",
  "Marta F.",
  "Pedro C.",
  "Sofía L.",
  "Nacho A.",
  "Carla P.",
  "Tomás B.",
  "Inés G.",
  "Miguel T.",
  "Elena V.",
  "Luis O.",
  "Rocío N.",
  "Pablo D.",
  "Beatriz E.",
];

const COMMENTS_PT: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    "Excelente aderência em piso molhado, nota-se logo na A1.",
    "Muito silencioso em autoestrada. Recomendo.",
    "Travagem segura e o consumo até baixou um pouco.",
    "Segunda vez que monto este modelo, continuo muito satisfeito.",
    "Estabilidade impecável nas curvas da serra.",
  ],
  4: [
    "Bom pneu pelo preço, montagem rápida na oficina.",
    "Confortável e previsível; um pouco mais ruidoso em paralelo.",
    "Boa relação qualidade/preço para uso diário em cidade.",
    "Comportamento bom em molhado, desgaste normal até agora.",
    "Cumpre bem, sem surpresas nos primeiros milhares de km.",
  ],
  3: [
    "Razoável. Em chuva forte esperava um pouco mais.",
    "Faz o serviço, mas nota-se o ruído acima dos 100 km/h.",
    "Preço bom, aderência apenas aceitável no inverno.",
    "Cumpre para cidade; em estrada prefiro outra gama.",
  ],
};

const SEASON_COMMENT_PT: Record<Season, string> = {
  verano: "Ótimo no calor do verão alentejano.",
  invierno: "Na Serra da Estrela com neve portou-se muito bem.",
  allseason: "Dá para o ano todo, deixei de trocar pneus no inverno.",
};

/** The same comments on the Spanish site, position by position. */
const COMMENTS_ES: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    "Excelente agarre en mojado, se nota enseguida en la autovía.",
    "Muy silencioso en autopista. Lo recomiendo.",
    "Frenada segura y hasta ha bajado un poco el consumo.",
    "Es la segunda vez que monto este modelo y sigo muy satisfecho.",
    "Estabilidad impecable en las curvas de la sierra.",
  ],
  4: [
    "Buen neumático por su precio, montaje rápido en el taller.",
    "Cómodo y previsible; algo más ruidoso sobre adoquines.",
    "Buena relación calidad/precio para el día a día en ciudad.",
    "Buen comportamiento en mojado, desgaste normal hasta ahora.",
    "Cumple bien, sin sorpresas en los primeros miles de kilómetros.",
  ],
  3: [
    "Correcto. Con lluvia fuerte esperaba un poco más.",
    "Cumple, pero se nota el ruido por encima de los 100 km/h.",
    "Buen precio, agarre solo aceptable en invierno.",
    "Cumple en ciudad; en carretera prefiero otra gama.",
  ],
};

const SEASON_COMMENT_ES: Record<Season, string> = {
  verano: "Muy bueno con el calor del verano andaluz.",
  invierno: "En Sierra Nevada con nieve se portó muy bien.",
  allseason: "Vale para todo el año; he dejado de cambiar los neumáticos en invierno.",
};

const AUTHORS: Record<Lang, readonly string[]> = { pt: AUTHORS_PT, es: AUTHORS_ES };
const COMMENTS: Record<Lang, Record<3 | 4 | 5, readonly string[]>> = { pt: COMMENTS_PT, es: COMMENTS_ES };
const SEASON_COMMENT: Record<Lang, Record<Season, string>> = { pt: SEASON_COMMENT_PT, es: SEASON_COMMENT_ES };

/**
 * The model's reviews: 8–47 of them, stars 3–5 weighted by the brand's tier, short comments in `lang` (the same
 * stars, and the same comment and reviewer in the other language, on both sites).
 */
export function modelReviews(m: ReviewModel, lang: Lang = "pt"): Review[] {
  const rnd = seededRandom(`reviews/${m.marcaSlug}/${m.modeloSlug}`);
  const count = 8 + Math.floor(rnd() * 40);
  const [w3, w4] = STAR_WEIGHTS[m.categoria];
  const reviews: Review[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd();
    const estrellas: 3 | 4 | 5 = r < w3 ? 3 : r < w3 + w4 ? 4 : 5;
    const pool = COMMENTS[lang][estrellas];
    const comentario =
      estrellas >= 4 && rnd() < 0.2
        ? SEASON_COMMENT[lang][m.temporada]
        : (pool[Math.floor(rnd() * pool.length)] as string);
    const authors = AUTHORS[lang];
    reviews.push({ estrellas, autor: authors[Math.floor(rnd() * authors.length)] as string, comentario });
  }
  return reviews;
}

/** Average (one decimal) and count; null when there is nothing to average. */
export function aggregateRating(stars: readonly number[]): AggregateRating | null {
  if (stars.length === 0) return null;
  let sum = 0;
  for (const s of stars) sum += s;
  return { media: Math.round((sum / stars.length) * 10) / 10, total: stars.length };
}

/** "4,3" (pt-PT, one decimal). */
export function formatRating(media: number): string {
  return formatOneDecimal(media);
}
