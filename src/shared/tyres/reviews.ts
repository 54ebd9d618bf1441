/**
 * Customer reviews of a tyre model and their aggregate. The demo shop has no review table: the reviews are derived
 * deterministically from the model (brand tier weights the stars: premium models collect more fives, economy ones
 * more threes) when the catalogue loads, so every process and every test sees the same figures.
 */
import { seededRandom } from "./seeded.ts";
import type { Season, Tier } from "./types.ts";
import { formatOneDecimal } from "../numbers.ts";

export type Review = { estrellas: 3 | 4 | 5; autor: string; comentario: string };
export type ReviewModel = { marcaSlug: string; modeloSlug: string; categoria: Tier; temporada: Season };
export type AggregateRating = { media: number; total: number };

/** Chance of 3, 4 and 5 stars by brand tier. */
const STAR_WEIGHTS: Record<Tier, readonly [number, number, number]> = {
  PREMIUM: [0.06, 0.34, 0.6],
  QUALITY: [0.18, 0.47, 0.35],
  BUDGET: [0.34, 0.46, 0.2],
};

const AUTHORS = [
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

const COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
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

const SEASON_COMMENT: Record<Season, string> = {
  verano: "Ótimo no calor do verão alentejano.",
  invierno: "Na Serra da Estrela com neve portou-se muito bem.",
  allseason: "Dá para o ano todo, deixei de trocar pneus no inverno.",
};

/** The model's reviews: 8–47 of them, stars 3–5 weighted by the brand's tier, short pt-PT comments. */
export function modelReviews(m: ReviewModel): Review[] {
  const rnd = seededRandom(`reviews/${m.marcaSlug}/${m.modeloSlug}`);
  const count = 8 + Math.floor(rnd() * 40);
  const [w3, w4] = STAR_WEIGHTS[m.categoria];
  const reviews: Review[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd();
    const estrellas: 3 | 4 | 5 = r < w3 ? 3 : r < w3 + w4 ? 4 : 5;
    const pool = COMMENTS[estrellas];
    const comentario =
      estrellas >= 4 && rnd() < 0.2 ? SEASON_COMMENT[m.temporada] : (pool[Math.floor(rnd() * pool.length)] as string);
    reviews.push({ estrellas, autor: AUTHORS[Math.floor(rnd() * AUTHORS.length)] as string, comentario });
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
