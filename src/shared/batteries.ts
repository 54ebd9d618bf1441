/** Battery filters by Ah and cold-cranking A ranges (spec section 9). */
import { z } from "zod";

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

export const BatteryQuerySchema = z.object({
  ah: z.enum(AH_RANGES.map((r) => r.id) as [string, ...string[]], { error: "Intervalo de Ah inválido" }).optional(),
  a: z.enum(A_RANGES.map((r) => r.id) as [string, ...string[]], { error: "Intervalo de arranque inválido" }).optional(),
  startStop: z.enum(["1", "0"]).optional(),
});
export type BatteryQuery = z.infer<typeof BatteryQuerySchema>;

export function inRanges(b: { ah: number; cca: number; startStop: boolean }, q: BatteryQuery): boolean {
  const ah = AH_RANGES.find((r) => r.id === q.ah);
  const a = A_RANGES.find((r) => r.id === q.a);
  if (ah && (b.ah < ah.min || b.ah > ah.max)) return false;
  if (a && (b.cca < a.min || b.cca > a.max)) return false;
  if (q.startStop && b.startStop !== (q.startStop === "1")) return false;
  return true;
}
