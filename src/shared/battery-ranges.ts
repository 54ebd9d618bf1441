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
