/** The back office's decision on an application (PATCH /operador/profissionais/:id), admins only. */
import { z } from "zod";
import { ApplicationView } from "./application.schema.ts";

export const CREDIT_DAYS = [0, 15, 30, 45, 60, 90] as const;
export const DEFAULT_CREDIT_DAYS = 30;

export const ApplicationDecisionSchema = z.discriminatedUnion(
  "decisao",
  [
    z.object({
      decisao: z.literal("approve"),
      /** Days the business has to pay each monthly invoice. */
      diasCredito: z.preprocess(
        (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
        z
          .number({ error: "Escolha o prazo de pagamento" })
          .int()
          .refine((n) => (CREDIT_DAYS as readonly number[]).includes(n), "Escolha o prazo de pagamento"),
      ),
      nota: z.string().trim().max(500, "A nota pode ter até 500 caracteres").optional().default(""),
    }),
    z.object({
      decisao: z.literal("refuse"),
      nota: z.string().trim().min(3, "Indique o motivo da recusa").max(500, "A nota pode ter até 500 caracteres"),
    }),
  ],
  { error: "Escolha aprovar ou recusar" },
);
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;

export const OperatorApplication = ApplicationView.extend({
  cliente: z.object({ id: z.number(), email: z.string(), nome: z.string() }),
  decididaPor: z.string().nullable(),
  diasCredito: z.number().nullable(),
});
export type OperatorApplication = z.infer<typeof OperatorApplication>;

export const OperatorApplicationsAnswer = z.object({ candidaturas: z.array(OperatorApplication) });
export type OperatorApplicationsAnswer = z.infer<typeof OperatorApplicationsAnswer>;
