/**
 * Credit notes in the back office under /operador: an order's notes (with what is left to credit), a new note and
 * its PDF. Every route authenticates a staff session first; the use case checks the role.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreditNoteInput } from "#src/shared/invoices/credit-note.ts";
import { CreditNoteIdParam, CreditNoteIssued, CreditNotesAnswer } from "#src/shared/invoices/credit-note-api.ts";
import { OrderNumberParam } from "#src/shared/operator/orders-api.ts";
import type { AppDeps } from "../deps.ts";
import { creditNotePdf, issueCreditNote, listCreditNotes } from "./credit-notes.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function operatorCreditNoteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/encomendas/:number/notas-credito",
      {
        schema: {
          tags,
          summary: "As notas de crédito da fatura de uma encomenda e o valor que falta creditar",
          params: OrderNumberParam,
          response: { 200: CreditNotesAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return listCreditNotes(deps.db, staff, req.params.number);
      },
    );

    app.post(
      "/operador/encomendas/:number/notas-credito",
      {
        schema: {
          tags,
          summary: "Emitir uma nota de crédito (total ou parcial, com motivo) sobre a fatura da encomenda",
          params: OrderNumberParam,
          body: CreditNoteInput,
          response: { 201: CreditNoteIssued },
        },
      },
      async (req, reply) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        const nota = await issueCreditNote(deps, staff, req.params.number, req.body);
        return reply.code(201).send({ nota });
      },
    );

    app.get(
      "/operador/notas-credito/:id/pdf",
      {
        schema: { tags, summary: "Descarregar uma nota de crédito em PDF", params: CreditNoteIdParam },
      },
      async (req, reply) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        const { number, pdf } = await creditNotePdf(deps, staff, req.params.id);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="nota-credito-${number.replace(/[^\w-]/g, "_")}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(Buffer.from(pdf));
      },
    );
  };
}
