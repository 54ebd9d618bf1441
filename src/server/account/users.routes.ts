/** The private area API: every route checks that the resource belongs to the caller (ID_NOT_MATCH otherwise). */
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ADD_CLIENT_FAILED,
  AddClientSchema,
  nextGenderDescription,
  UpdateUserSchema,
} from "#src/shared/account/account.schema.ts";
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, INVOICE_MESSAGES } from "#src/shared/account/account-messages.ts";
import { checkPhone } from "#src/shared/phones.ts";
import { normalizeMotoPlate, parseCarPlate } from "#src/shared/plates.ts";
import { provinceForPostcode } from "#src/shared/postcodes.ts";
import { VEHICLE_ERROR_CODES, VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import { AddVehicleSchema } from "#src/shared/vehicles/vehicle.schema.ts";
import type { AppDeps } from "../deps.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import {
  addresses,
  appointments,
  contactRequests,
  documents,
  invoices,
  leads,
  newsletterSubscriptions,
  orderLines,
  orders,
  userVehicles,
  users,
  workshops,
} from "../db/schema.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { findVehicleByPlate } from "../vehicles/registry.queries.ts";
import { toCard } from "../workshops/workshop-card.ts";
import { listWorkshops } from "../workshops/workshops.queries.ts";
import { userInfo } from "./account.queries.ts";
import { failAs } from "./failures.ts";
import { invoiceDocument } from "./invoice-document.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { authenticate } from "./sessions.ts";

const UserId = z.object({ id: z.coerce.number().int().positive() });

export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** Authenticates and checks that the path's user id is the caller's. */
  async function self(req: FastifyRequest, id: number) {
    const { user } = await authenticate(deps.db, req, deps.now());
    if (user.id !== id) throw new ForbiddenError("ID_NOT_MATCH", "Estes dados pertencem a outro utilizador.");
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
        },
      },
      async (req, reply) => {
        const user = await self(req, req.body.idUser);
        const numero = req.body.numero_documento.replace(/\s/g, "").toUpperCase();
        await deps.db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const [taken] = await tx
            .select()
            .from(documents)
            .where(
              and(
                eq(documents.tipo, req.body.tipo_documento),
                eq(documents.pais, req.body.pais_documento),
                eq(documents.numero, numero),
              ),
            );
          if (taken && taken.userId !== user.id) throw new ConflictError("DNI_REGISTRATION_FAILED", ADD_CLIENT_FAILED);
          const [current] = await tx.select().from(documents).where(eq(documents.userId, user.id));
          if (current && current.tipo === "NIF" && current.numero !== numero)
            throw new ConflictError("NIF_CHANGE_BY_PHONE", "Para alterar o NIF ligue para o apoio ao cliente.");
          await tx
            .insert(documents)
            .values({ userId: user.id, tipo: req.body.tipo_documento, pais: req.body.pais_documento, numero })
            .onConflictDoUpdate({
              target: documents.userId,
              set: { tipo: req.body.tipo_documento, pais: req.body.pais_documento, numero },
            });
        });
        return reply.code(201).send({
          registered: true,
          numero_documento: numero,
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
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        const b = req.body;
        const description = nextGenderDescription(b, user.genero);
        if (!description.ok) throw new ValidationError({ genero_descripccion: description.message });
        const updateFailed = failAs(req.log, ACCOUNT_ERROR_CODES.UPDATE_FAILED, ACCOUNT_MESSAGES.UPDATE_FAILED);
        await deps.db
          .transaction(async (txRaw) => {
            const tx = txRaw as unknown as Db;
            const phone = b.telefono ? checkPhone(b.telefono) : null;
            const personal = {
              ...(b.nombre ? { nombre: b.nombre } : {}),
              ...(b.apellidos ? { apellidos: b.apellidos } : {}),
              ...(phone?.ok ? { telefono: phone.e164 } : {}),
              ...(b.fecha_nacimiento ? { fechaNacimiento: b.fecha_nacimiento } : {}),
              ...(b.genero ? { genero: b.genero } : {}),
              ...(description.value !== undefined ? { generoDescripcion: description.value } : {}),
              ...(b.promo_email !== undefined ? { promoEmail: b.promo_email } : {}),
              ...(b.promo_sms !== undefined ? { promoSms: b.promo_sms } : {}),
              // The general marketing permission follows the channels when both are set from the private area.
              ...(b.promo_email !== undefined && b.promo_sms !== undefined
                ? { permisoComercial: b.promo_email || b.promo_sms }
                : {}),
            };
            if (Object.keys(personal).length > 0) await tx.update(users).set(personal).where(eq(users.id, user.id));
            if (b.address && Object.values(b.address).some((v) => v !== undefined)) {
              const a = b.address;
              const values = {
                calle: a.calle,
                bloque: a.bloque,
                numero: a.numero,
                poblacion: a.poblacion,
                ...(a.codigo_postal
                  ? { codigoPostal: a.codigo_postal, provincia: provinceForPostcode(a.codigo_postal) }
                  : {}),
              };
              await tx
                .insert(addresses)
                .values({ userId: user.id, ...values })
                .onConflictDoUpdate({ target: addresses.userId, set: values });
            }
            if (b.documento) {
              const d = b.documento;
              const [current] = await tx.select().from(documents).where(eq(documents.userId, user.id));
              if (current && current.tipo === "NIF" && current.numero !== d.numero_documento.replace(/\s/g, ""))
                throw new ConflictError("NIF_CHANGE_BY_PHONE", "Para alterar o NIF ligue para o apoio ao cliente.");
              const numero = d.numero_documento.replace(/\s/g, "").toUpperCase();
              const [taken] = await tx
                .select()
                .from(documents)
                .where(
                  and(
                    eq(documents.tipo, d.tipo_documento),
                    eq(documents.pais, d.pais_documento),
                    eq(documents.numero, numero),
                  ),
                );
              if (taken && taken.userId !== user.id)
                throw new ConflictError("DOCUMENT_TAKEN", "Este documento já pertence a outro utilizador.");
              await tx
                .insert(documents)
                .values({ userId: user.id, tipo: d.tipo_documento, pais: d.pais_documento, numero })
                .onConflictDoUpdate({
                  target: documents.userId,
                  set: { tipo: d.tipo_documento, pais: d.pais_documento, numero },
                });
            }
          })
          .catch(updateFailed);
        return { ...(await userInfo(deps.db, user.id)), updateSuccess: true };
      },
    );

    app.delete(
      "/users/:id",
      {
        schema: {
          tags: ["users"],
          summary: "Apagar a conta (definitivo)",
          params: UserId,
          body: z.object({ confirm: z.literal(true, { error: "Confirme que quer apagar a conta" }) }),
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        const deleteFailed = failAs(req.log, ACCOUNT_ERROR_CODES.DELETE_FAILED, ACCOUNT_MESSAGES.DELETE_FAILED);
        await deps.db
          .transaction(async (txRaw) => {
            const tx = txRaw as unknown as Db;
            const pseudonym = `cliente-eliminado-${user.id}`;
            // Invoices are kept for the legal period, detached from the person and without contact data.
            const userInvoices = await tx.select().from(invoices).where(eq(invoices.userId, user.id));
            for (const inv of userInvoices) {
              const { email: _e, telefono: _t, ...billing } = inv.billing;
              await tx
                .update(invoices)
                .set({ userId: null, pseudonymised: true, billing: { ...billing, cliente: pseudonym } })
                .where(eq(invoices.id, inv.id));
            }
            const userOrders = await tx
              .select({ id: orders.id, billing: orders.billing })
              .from(orders)
              .where(eq(orders.userId, user.id));
            for (const o of userOrders)
              await tx
                .update(orders)
                .set({ userId: null, billing: o.billing ? { cliente: pseudonym } : null })
                .where(eq(orders.id, o.id));
            await tx
              .update(appointments)
              .set({ userId: null, contact: null, plate: null, comment: null })
              .where(eq(appointments.userId, user.id));
            await tx
              .update(appointments)
              .set({ contact: null, plate: null, comment: null })
              .where(sql`${appointments.contact}->>'email' = ${user.email.toLowerCase()}`);
            await tx.delete(leads).where(eq(leads.email, user.email.toLowerCase()));
            await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email.toLowerCase()));
            await tx.delete(contactRequests).where(eq(contactRequests.email, user.email.toLowerCase()));
            await tx.delete(users).where(eq(users.id, user.id)); // cascades sessions, address, documents, vehicles, resets
          })
          .catch(deleteFailed);
        return { deleted: true, message: "A sua conta foi apagada. Os seus dados pessoais foram eliminados." };
      },
    );

    app.get(
      "/users/:id/history",
      { schema: { tags: ["users"], summary: "Histórico (marcações e encomendas)", params: UserId } },
      async (req) => {
        const user = await self(req, req.params.id);
        const historyFailed = failAs(req.log, ACCOUNT_ERROR_CODES.HISTORY_FAILED, ACCOUNT_MESSAGES.HISTORY_FAILED);
        const citas = await deps.db
          .select({ a: appointments, alias: workshops.alias })
          .from(appointments)
          .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
          .where(and(eq(appointments.userId, user.id), sql`${appointments.status} <> 'held'`))
          .orderBy(desc(appointments.startsAt))
          .catch(historyFailed);
        const pedidos = await deps.db
          .select()
          .from(orders)
          .where(eq(orders.userId, user.id))
          .orderBy(desc(orders.createdAt))
          .catch(historyFailed);
        const events = [
          ...citas.map((c) => ({
            tipo: "marcacao",
            fecha: c.a.startsAt.toISOString(),
            descripcion: `Marcação em ${c.alias}`,
            estado: c.a.status,
          })),
          ...pedidos.map((p) => ({
            tipo: "encomenda",
            fecha: p.createdAt.toISOString(),
            descripcion: `Encomenda ${p.number}`,
            estado: p.status,
          })),
        ].sort((a, b) => b.fecha.localeCompare(a.fecha));
        return { historial: events };
      },
    );

    app.get(
      "/users/:id/pedidos",
      { schema: { tags: ["users"], summary: "Encomendas", params: UserId } },
      async (req) => {
        const user = await self(req, req.params.id);
        const rows = await deps.db
          .select()
          .from(orders)
          .where(eq(orders.userId, user.id))
          .orderBy(desc(orders.createdAt))
          .limit(50);
        return rows.map((o) => ({
          numero: o.number,
          fecha: o.createdAt.toISOString(),
          estado: o.status,
          total: o.totalCents,
          pagadoWeb: o.paymentType !== "taller",
          metodo: o.paymentMethod,
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
        },
      },
      async (req) => {
        const user = await self(req, req.params.id);
        const [o] = await deps.db.select().from(orders).where(eq(orders.number, req.params.n));
        if (!o) throw new NotFoundError("NOT_EXIST", "Esta encomenda não existe. Ligue-nos se precisar de ajuda.");
        if (o.userId !== user.id)
          throw new ForbiddenError("ID_NOT_MATCH", "Esta encomenda pertence a outro utilizador.");
        const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
        return lines.map((l) => ({
          nombre: l.nombre,
          cantidad: l.quantity,
          precio: l.unitPriceCents,
          total: l.totalCents,
        }));
      },
    );

    app.get("/users/:id/facturas", { schema: { tags: ["users"], summary: "Faturas", params: UserId } }, async (req) => {
      const user = await self(req, req.params.id);
      const rows = await deps.db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, user.id))
        .orderBy(desc(invoices.issuedAt))
        .limit(50);
      return rows.map((i) => ({ numero: i.number, fecha: i.issuedAt.toISOString(), total: i.totalCents }));
    });

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
        const [inv] = await deps.db.select().from(invoices).where(eq(invoices.number, req.params.n));
        if (!inv) {
          // One of the caller's orders that has no invoice yet (not paid, or paid at the workshop): NO_ID_NAV.
          const [order] = await deps.db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.number, req.params.n), eq(orders.userId, user.id)));
          if (order) throw new NotFoundError("NO_ID_NAV", INVOICE_MESSAGES.NO_ID_NAV);
          throw new NotFoundError("FACTURA_NOT_FOUND", INVOICE_MESSAGES.FACTURA_NOT_FOUND);
        }
        if (inv.userId !== user.id) throw new ForbiddenError("ID_NOT_MATCH", INVOICE_MESSAGES.ID_NOT_MATCH);
        // Any other failure to build the document is the catalogue's OTHER (a missing AT code keeps its own).
        const pdf = await invoiceDocument(deps.db, deps.env, inv)
          .then((doc) => invoicePdf(doc))
          .catch(failAs(req.log, "OTHER", INVOICE_MESSAGES.OTHER));
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="fatura-${inv.number.replace(/[^\w-]/g, "_")}.pdf"`)
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      "/users/:id/talleres",
      { schema: { tags: ["users"], summary: "Oficina favorita e oficinas usadas", params: UserId } },
      async (req) => {
        const user = await self(req, req.params.id);
        const all = await listWorkshops(deps.db);
        const used = await deps.db
          .selectDistinct({ id: appointments.workshopId })
          .from(appointments)
          .where(eq(appointments.userId, user.id));
        const ids = new Set(used.map((u) => u.id));
        return {
          favorito: all.find((w) => w.id === user.favouriteWorkshopId)
            ? toCard(all.find((w) => w.id === user.favouriteWorkshopId)!)
            : null,
          talleres: all.filter((w) => ids.has(w.id)).map((w) => toCard(w)),
        };
      },
    );

    // Vehicles
    app.post(
      "/matricula/add-vehicle-db",
      { schema: { tags: ["vehicles"], summary: "Guardar um veículo na área privada", body: AddVehicleSchema } },
      async (req, reply) => {
        const user = await self(req, req.body.idUsuario);
        const manual = req.body.vehicleData;
        // The schema checked the plate by the vehicle's type; a motorbike plate that is no car plate is kept as typed.
        const plate =
          parseCarPlate(req.body.matriculaNumber)?.normalized ?? normalizeMotoPlate(req.body.matriculaNumber);
        const fromRegistry = await findVehicleByPlate(deps.db, plate).catch(
          failAs(req.log, VEHICLE_ERROR_CODES.SEARCH_FAILED, VEHICLE_MESSAGES.SEARCH_FAILED),
        );
        if (!fromRegistry && (!manual.marca || !manual.modelo))
          throw new NotFoundError("PLATE_NOT_FOUND", "Não encontrámos esta matrícula. Indique a marca e o modelo.");
        const values = {
          userId: user.id,
          plate,
          marca: manual.marca ?? fromRegistry!.marca,
          modelo: manual.modelo ?? fromRegistry!.modelo,
          motor: manual.motor ?? fromRegistry?.motor ?? null,
          tipo: fromRegistry?.tipo ?? manual.tipo ?? "turismo",
          kms: manual.kms,
          anoMatric: fromRegistry?.ano_matric ?? null,
          tyreSize: manual.medida ?? fromRegistry?.medidas[0] ?? null,
        };
        const [row] = await deps.db
          .insert(userVehicles)
          .values(values)
          .returning()
          .catch((error: unknown) => {
            if (isUniqueViolation(error))
              throw new ConflictError("VEHICLE_EXISTS", `O veículo ${plate} já está na sua conta.`);
            // Bad input the database refused is a 400 (errors.ts); anything else keeps the spec's error code.
            return failAs(req.log, VEHICLE_ERROR_CODES.SAVE_FAILED, VEHICLE_MESSAGES.SAVE_FAILED)(error);
          });
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
        },
      },
      async (req) => {
        const user = await self(req, req.params.userId);
        return deps.db
          .select()
          .from(userVehicles)
          .where(eq(userVehicles.userId, user.id))
          .orderBy(userVehicles.createdAt);
      },
    );

    app.delete(
      "/vehicles/:userId/:plate",
      {
        schema: {
          tags: ["vehicles"],
          summary: "Apagar um veículo",
          params: z.object({ userId: z.coerce.number().int().positive(), plate: z.string().max(12) }),
        },
      },
      async (req) => {
        const user = await self(req, req.params.userId);
        const plate = parseCarPlate(req.params.plate)?.normalized ?? req.params.plate.toUpperCase();
        const deleted = await deps.db
          .delete(userVehicles)
          .where(and(eq(userVehicles.userId, user.id), eq(userVehicles.plate, plate)))
          .returning({ id: userVehicles.id });
        if (deleted.length === 0) throw new NotFoundError("VEHICLE_NOT_FOUND", "Este veículo não está na sua conta.");
        return { deleted: true };
      },
    );
  };
}
