/**
 * Battery filter ranges by Ah and cold-cranking A (spec section 9). Without zod, so the batteries page can list them
 * without shipping the validation code to the browser (issue 15: first-load JS).
 */
export const AH_RANGES = [
  { id: "ate-45", label: "Até 45 Ah", min: 0, max: 45 },
  { id: "46-60", label: "46 a 60 Ah", min: 46, max: 60 },
  { id: "61-75", label: "61 a 75 Ah", min: 61, max: 75 },
  { id: "76-mais", label: "76 Ah ou mais", min: 76, max: 1000 },
] as const;

export const A_RANGES = [
  { id: "ate-400", label: "Até 400 A", min: 0, max: 400 },
  { id: "401-600", label: "401 a 600 A", min: 401, max: 600 },
  { id: "601-mais", label: "601 A ou mais", min: 601, max: 5000 },
] as const;

/** Where the positive terminal sits, seen from the front of the battery (the seed and the basket use these ids). */
export const TERMINALS = [
  { id: "direita", label: "Positivo à direita" },
  { id: "esquerda", label: "Positivo à esquerda" },
] as const;

/** Battery technologies: calcium (conventional), gel, AGM and EFB (the last two made for start-stop). */
export const TECHNOLOGIES = [
  { id: "calcio", label: "Cálcio" },
  { id: "gel", label: "Gel" },
  { id: "AGM", label: "AGM" },
  { id: "EFB", label: "EFB" },
] as const;

/** The orders a battery list offers, as they appear in the page's URL (`ordem`) and in the API's `order` JSON. */
export const BATTERY_ORDERS = [
  { id: "preco-asc", label: "Preço: mais baixo primeiro", campo: "precio", sentido: "asc" },
  { id: "preco-desc", label: "Preço: mais alto primeiro", campo: "precio", sentido: "desc" },
  { id: "ah-asc", label: "Capacidade: menor primeiro", campo: "ah", sentido: "asc" },
  { id: "ah-desc", label: "Capacidade: maior primeiro", campo: "ah", sentido: "desc" },
] as const;
export type BatteryOrderId = (typeof BATTERY_ORDERS)[number]["id"];
