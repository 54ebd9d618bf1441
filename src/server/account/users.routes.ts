/** The private area API: every route checks that the resource belongs to the caller (ID_NOT_MATCH otherwise). */
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { SITE_PHONE_COUNTRY } from "#src/shared/phones.ts";
import { msg, t } from "#src/shared/i18n/i18n.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AddClientSchema, UpdateUserSchema } from "#src/shared/account/account.schema.ts";
import {
  AddClientAnswer,
  CustomerInvoicesAnswer,
  CustomerOrdersAnswer,
  CustomerWorkshopsAnswer,
  DeleteAccountAnswer,
  HistoryAnswer,
  OrderLinesAnswer,
  UpdateUserAnswer,
} from "#src/shared/account/account-api.schema.ts";
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, INVOICE_MESSAGES } from "#src/shared/account/account-messages.ts";
import { parseCarPlate } from "#src/shared/plates.ts";
import { AddVehicleSchema } from "#src/shared/vehicles/vehicle.schema.ts";
import {
  SavedVehicleAnswer,
  SavedVehiclesAnswer,
  VehicleDeletedAnswer,
} from "#src/shared/vehicles/user-vehicles-api.schema.ts";
import type { AppDeps } from "../deps.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { addVehicle } from "../vehicles/add-vehicle.ts";
import { deleteUserVehicle, listUserVehicles } from "../vehicles/user-vehicles.queries.ts";
import { toCard } from "../workshops/workshop-card.ts";
import { listWorkshops } from "../workshops/workshops.queries.ts";
import { ownCreditNotePdf } from "../operator/credit-notes.ts";
import {
  creditNotesOfInvoices,
  findOwnInvoice,
  listHistory,
  listInvoicesOf,
  listOrdersOf,
  listOwnOrderLines,
  usedWorkshopIds,
  userInfo,
} from "./account.queries.ts";
import { deleteAccount } from "./delete-account.ts";
import { failAs } from "./failures.ts";
import { invoiceDocument } from "./invoice-document.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { registerClientDocument } from "./register-client-document.ts";
import { authenticate } from "./sessions.ts";
import { updateProfile } from "./update-profile.ts";

const UserId = z.object({ id: z.coerce.number().int().positive() });

export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** Authenticates and checks that the path's user id is the caller's. */
  async function self(req: FastifyRequest, id: number) {
    const { user } = await authenticate(deps.db, req, deps.now());
    if (user.id !== id) throw new ForbiddenError("ID_NOT_MATCH", msg("api.accountDataOtherUser"));
    return user;
  }

  return async (app) => {
    // Registers the customer's identity document as a client before a payment (DNI registration during payment).
    app.post(
      "/users/add-client/ws",
      {
        schema: {
          tags: ["users"],
          summary: "Registar o documento do cliente para o pagamento (autenticado)",
          body: AddClientSchema,
          response: { 201: AddClientAnswer },
        },
      },
      async (req, reply) => {
        const user = await self(req, req.body.idUser);
        const doc = await registerClientDocument(deps.db, user.id, {
          tipo: req.body.tipo_documento,
          pais: req.body.pais_documento,
          numero: req.body.numero_documento,
        });
        return reply.code(201).send({
          registered: true as const,
          numero_documento: doc.numero,
          tipo_documento: req.body.tipo_documento,
          pais_documento: req.body.pais_documento,
        });
      },
    );

    app.patch(
      "/users/:id",
      {
        schema: {
          tags: ["users"],
          summary: "Alterar dados pessoais, morada e documento",
          params: UserId,
          body: UpdateUserSchema,
          response: { 200: UpdateUserAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        await updateProfile(deps.db, user, req.body, SITE_PHONE_COUNTRY[langOfApiUrl(req.url)]).catch(
          failAs(req.log, ACCOUNT_ERROR_CODES.UPDATE_FAILED, ACCOUNT_MESSAGES.UPDATE_FAILED),
        );
        return { ...(await userInfo(deps.db, user.id)), updateSuccess: true as const };
      },
    );

    app.delete(
      "/users/:id",
      {
        schema: {
          tags: ["users"],
          summary: "Apagar a conta (definitivo)",
          params: UserId,
          body: z.object({ confirm: z.literal(true, { error: msg("api.accountConfirmDelete") }) }),
          response: { 200: DeleteAccountAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        // Only the customer may delete their account: not the shop from inside it (impersonation).
        if ((await authenticate(deps.db, req, deps.now())).impersonated)
          throw new ForbiddenError("IMPERSONATION_NOT_ALLOWED", msg("api.accountDeleteOwnerOnly"));
        await deleteAccount(deps.db, user).catch(
          failAs(req.log, ACCOUNT_ERROR_CODES.DELETE_FAILED, ACCOUNT_MESSAGES.DELETE_FAILED),
        );
        return { deleted: true as const, message: msg("api.accountDeleted") };
      },
    );

    app.get(
      "/users/:id/history",
      {
        schema: {
          tags: ["users"],
          summary: "Histórico (marcações e encomendas)",
          params: UserId,
          response: { 200: HistoryAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        const { citas, pedidos } = await listHistory(deps.db, user.id).catch(
          failAs(req.log, ACCOUNT_ERROR_CODES.HISTORY_FAILED, ACCOUNT_MESSAGES.HISTORY_FAILED),
        );
        const lang = langOfApiUrl(req.url);
        const events = [
          ...citas.map((c) => ({
            tipo: "appointment" as const,
            fecha: c.a.startsAt.toISOString(),
            descripcion: t(lang, "api.historyAppointment", { alias: c.alias }),
            estado: c.a.status,
          })),
          ...pedidos.map((p) => ({
            tipo: "order" as const,
            fecha: p.createdAt.toISOString(),
            descripcion: t(lang, "api.historyOrder", { number: p.number }),
            estado: p.status,
          })),
        ].sort((a, b) => b.fecha.localeCompare(a.fecha));
        return { historial: events };
      },
    );

    app.get(
      "/users/:id/pedidos",
      { schema: { tags: ["users"], summary: "Encomendas", params: UserId, response: { 200: CustomerOrdersAnswer } } },
      async (req) => {
        const user = await self(req, req.params.id);
        const rows = await listOrdersOf(deps.db, user.id, 50);
        return rows.map((o) => ({
          numero: o.number,
          fecha: o.createdAt.toISOString(),
          estado: o.status,
          total: o.totalCents,
        }));
      },
    );

    app.get(
      "/users/:id/pedidos-products/:n",
      {
        schema: {
          tags: ["users"],
          summary: "Linhas de uma encomenda",
          params: UserId.extend({ n: z.string().max(30) }),
          response: { 200: OrderLinesAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        const lines = await listOwnOrderLines(deps.db, user.id, req.params.n);
        return lines.map((l) => ({
          nombre: l.nombre,
          cantidad: l.quantity,
          precio: l.unitPriceCents,
          total: l.totalCents,
        }));
      },
    );

    app.get(
      "/users/:id/facturas",
      { schema: { tags: ["users"], summary: "Faturas", params: UserId, response: { 200: CustomerInvoicesAnswer } } },
      async (req) => {
        const user = await self(req, req.params.id);
        const rows = await listInvoicesOf(deps.db, user.id, 50);
        // Each invoice lists the credit notes that correct it (operator/credit-notes.ts).
        const notes = await creditNotesOfInvoices(
          deps.db,
          user.id,
          rows.map((i) => i.id),
        );
        return rows.map((i) => ({
          numero: i.number,
          fecha: i.issuedAt.toISOString(),
          total: i.totalCents,
          notasCredito: notes
            .filter((n) => n.invoiceId === i.id)
            .map(({ note: n }) => ({
              numero: n.number,
              fecha: n.issuedAt.toISOString(),
              total: n.totalCents,
              motivo: n.reason,
            })),
        }));
      },
    );

    app.get(
      "/users/:id/get-nota-credito/:n",
      {
        schema: {
          tags: ["users"],
          summary: "Descarregar uma nota de crédito própria em PDF",
          params: UserId.extend({ n: z.string().max(40) }),
        },
      },
      async (req, reply) => {
        const user = await self(req, req.params.id);
        const { number, pdf, lang } = await ownCreditNotePdf(deps, user.id, req.params.n);
        // Named in the language the note is printed in (the order's): a Spanish credit note is a "factura rectificativa".
        const name = `${lang === "es" ? "factura-rectificativa" : "nota-credito"}-${number.replace(/[^\w-]/g, "_")}`;
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${name}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      "/users/:id/get-factura/:n",
      {
        schema: {
          tags: ["users"],
          summary: "Descarregar uma fatura em PDF",
          params: UserId.extend({ n: z.string().max(30) }),
        },
      },
      async (req, reply) => {
        const user = await self(req, req.params.id);
        const inv = await findOwnInvoice(deps.db, user.id, req.params.n);
        // Any other failure to build the document is the catalogue's OTHER (a missing AT code keeps its own).
        const { pdf, lang } = await invoiceDocument(deps.db, deps.env, inv)
          .then(async (doc) => ({ pdf: await invoicePdf(doc), lang: doc.lang }))
          .catch(failAs(req.log, "OTHER", INVOICE_MESSAGES.OTHER));
        // The file is named in the language the invoice is printed in (the order's).
        const name = `${lang === "es" ? "factura" : "fatura"}-${inv.number.replace(/[^\w-]/g, "_")}`;
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${name}.pdf"`)
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      "/users/:id/talleres",
      {
        schema: {
          tags: ["users"],
          summary: "Oficina favorita e oficinas usadas",
          params: UserId,
          response: { 200: CustomerWorkshopsAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        const all = await listWorkshops(deps.db);
        const ids = await usedWorkshopIds(deps.db, user.id);
        const favourite = all.find((w) => w.id === user.favouriteWorkshopId);
        return {
          favorito: favourite ? toCard(favourite) : null,
          talleres: all.filter((w) => ids.has(w.id)).map((w) => toCard(w)),
        };
      },
    );

    // Vehicles
    app.post(
      "/matricula/add-vehicle-db",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Guardar um veículo na área privada",
          body: AddVehicleSchema,
          response: { 201: SavedVehicleAnswer },
        },
      },
      async (req, reply) => {
        const user = await self(req, req.body.idUsuario);
        const row = await addVehicle(deps.db, req.log, user.id, req.body);
        return reply.code(201).send(row);
      },
    );

    app.get(
      "/vehicles/:userId",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Veículos do utilizador",
          params: z.object({ userId: z.coerce.number().int().positive() }),
          response: { 200: SavedVehiclesAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.userId);
        return listUserVehicles(deps.db, user.id);
      },
    );

    app.delete(
      "/vehicles/:userId/:plate",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Apagar um veículo",
          params: z.object({ userId: z.coerce.number().int().positive(), plate: z.string().max(12) }),
          response: { 200: VehicleDeletedAnswer },
        },
      },
      async (req) => {
        const user = await self(req, req.params.userId);
        const plate = parseCarPlate(req.params.plate)?.normalized ?? req.params.plate.toUpperCase();
        if (!(await deleteUserVehicle(deps.db, user.id, plate)))
          throw new NotFoundError("VEHICLE_NOT_FOUND", msg("api.accountVehicleNotInAccount"));
        return { deleted: true as const };
      },
    );
  };
}
