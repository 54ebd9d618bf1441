/**
 * Load index and speed rating (the "91V" of a tyre's service description): which tyre may go on a car.
 * A tyre fits when its load index is at least the vehicle's and its speed rating is at least the vehicle's.
 *
 * Speed ratings are letters, but not in alphabetical order: … Q < R < S < T < U < H < V < W < Y, then "(Y)"
 * (over 300 km/h). "ZR" (and a bare "Z") in a size only promises "over 240 km/h", so it ranks above V and below
 * W: a ZR tyre without a service letter does not meet a W or Y car.
 */

/** Speed ratings, slowest first, with the speed each one is certified for (km/h; ZR and (Y) mean "more than"). */
export const SPEED_RATINGS = [
  ["A1", 5],
  ["A2", 10],
  ["A3", 15],
  ["A4", 20],
  ["A5", 25],
  ["A6", 30],
  ["A7", 35],
  ["A8", 40],
  ["B", 50],
  ["C", 60],
  ["D", 65],
  ["E", 70],
  ["F", 80],
  ["G", 90],
  ["J", 100],
  ["K", 110],
  ["L", 120],
  ["M", 130],
  ["N", 140],
  ["P", 150],
  ["Q", 160],
  ["R", 170],
  ["S", 180],
  ["T", 190],
  ["U", 200],
  ["H", 210],
  ["V", 240],
  ["ZR", 240],
  ["W", 270],
  ["Y", 300],
  ["(Y)", 300],
] as const;

export type SpeedRating = (typeof SPEED_RATINGS)[number][0];

export const LOAD_INDEX_MIN = 50;
export const LOAD_INDEX_MAX = 130;

const RANK = new Map<string, number>();
SPEED_RATINGS.forEach(([code], i) => {
  RANK.set(code, i);
  RANK.set(code.toLowerCase(), i);
});
RANK.set("Z", RANK.get("ZR") as number);
RANK.set("z", RANK.get("ZR") as number);

/** Position in the speed order (higher is faster), or -1 for something that is not a speed rating. */
export function speedRank(code: string): number {
  return RANK.get(code) ?? RANK.get(code.trim().toUpperCase()) ?? -1;
}

export function isSpeedRating(code: string): boolean {
  return speedRank(code) >= 0;
}

/** The canonical spelling ("v" → "V", "z" → "ZR"), or null. */
export function normaliseSpeedRating(code: string): SpeedRating | null {
  const i = speedRank(code);
  return i < 0 ? null : (SPEED_RATINGS[i] as readonly [SpeedRating, number])[0];
}

/** km/h a rating is certified for (null when unknown). */
export function speedKmh(code: string): number | null {
  const i = speedRank(code);
  return i < 0 ? null : (SPEED_RATINGS[i] as readonly [string, number])[1];
}

/** Negative when a is slower than b, 0 when equal, positive when faster; unknown ratings sort first. */
export function compareSpeedRatings(a: string, b: string): number {
  return speedRank(a) - speedRank(b);
}

/** A tyre rated `tyre` meets a vehicle needing `min`; an unknown rating on either side never meets. */
export function speedRatingAtLeast(tyre: string, min: string): boolean {
  const t = speedRank(tyre);
  const m = speedRank(min);
  return t >= 0 && m >= 0 && t >= m;
}

export function loadIndexAtLeast(tyre: number, min: number): boolean {
  return Number.isInteger(tyre) && tyre >= min;
}

export type ServiceMinimum = { ic?: number | undefined; cv?: string | undefined };

/** The fitting rule: load index ≥ the vehicle's and speed rating ≥ the vehicle's (each only when given). */
export function meetsServiceMinimum(tyre: { ic: number; cv: string }, min: ServiceMinimum): boolean {
  if (min.ic !== undefined && !loadIndexAtLeast(tyre.ic, min.ic)) return false;
  if (min.cv !== undefined && !speedRatingAtLeast(tyre.cv, min.cv)) return false;
  return true;
}
