/**
 * The revision's note on the order's workshop appointment (spec section 5, "Flags": oil capacity over 5 for
 * revisions is flagged). The assistant keeps the facts of the chosen pack on the basket; when the order has the
 * revision, the workshop's day sheet shows the chosen oil and, for a sump over the pack's 5 L, the extra litres.
 */
import { z } from "zod";
import { formatOneDecimal } from "../numbers.ts";
import { extraOilLitres, isOverPackCapacity, PACK_OIL_LITRES } from "./capacity.ts";

export const RevisionFactsSchema = z.object({
  matricula: z.string(),
  pack: z.string(),
  aceite: z.object({
    id: z.string(),
    marca: z.string(),
    nombre: z.string(),
    sae: z.string(),
    normativa: z.string(),
  }),
  capacidadCarter: z.number(),
});
export type RevisionFacts = z.infer<typeof RevisionFactsSchema>;

const litres = (n: number) => `${formatOneDecimal(n)} L`;

/**
 * The appointment note for an order's revision, or null when the order has no revision or the basket has no facts
 * for it (a pack bought without the assistant) or the facts are another car's.
 */
export function revisionWorkshopNote(
  facts: unknown,
  order: { matricula: string | null; products: readonly { tipo_producto: string; id_navision: string }[] },
): string | null {
  const parsed = RevisionFactsSchema.safeParse(facts);
  if (!parsed.success) return null;
  const f = parsed.data;
  if (!order.products.some((p) => p.tipo_producto === "revision" && p.id_navision === f.pack)) return null;
  if (order.matricula && order.matricula.toUpperCase() !== f.matricula.toUpperCase()) return null;
  const parts = [
    `Revisão ${f.matricula}: óleo ${f.aceite.marca} ${f.aceite.nombre} (SAE ${f.aceite.sae}, ${f.aceite.normativa})`,
  ];
  if (isOverPackCapacity(f.capacidadCarter))
    parts.push(
      `CÁRTER ${litres(f.capacidadCarter)} > ${PACK_OIL_LITRES} L: +${litres(extraOilLitres(f.capacidadCarter))} de óleo a cobrar na oficina`,
    );
  return parts.join(" · ");
}
