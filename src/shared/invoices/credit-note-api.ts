/** The back office's credit note answers (zod), declared by the routes and read by the /operador/encomendas page. */
import { z } from "zod";

export const CreditNoteView = z.object({
  id: z.number().int(),
  numero: z.string(),
  emitidaEm: z.string(),
  valor: z.number().int(),
  imposto: z.number().int(),
  motivo: z.string(),
  fatura: z.string(),
});
export type CreditNoteView = z.infer<typeof CreditNoteView>;

export const CreditNotesAnswer = z.object({
  /** The order's invoice, null when it has none (nothing to credit). */
  fatura: z.object({ numero: z.string(), total: z.number().int() }).nullable(),
  creditado: z.number().int(),
  porCreditar: z.number().int(),
  notas: z.array(CreditNoteView),
});
export type CreditNotesAnswer = z.infer<typeof CreditNotesAnswer>;

export const CreditNoteIssued = z.object({ nota: CreditNoteView });
export type CreditNoteIssued = z.infer<typeof CreditNoteIssued>;

export const CreditNoteIdParam = z.object({ id: z.coerce.number().int().positive() });
