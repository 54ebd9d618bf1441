/** Battery filters by Ah and cold-cranking A ranges (spec section 9). */
import { z } from "zod";
import { A_RANGES, AH_RANGES } from "./battery-ranges.ts";

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
