/** Orders and payment notifications (spec section 7 "Basket and orders"; section 8 "Payment codes"). */
import { msg, resolve, t } from "#src/shared/i18n/i18n.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isLang, langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { z } from "zod";
import { CreateOrderSchema, UpdateOrderSchema } from "#src/shared/basket/basket.schema.ts";
import {
  CancelOrderAnswer,
  CreateOrderAnswer,
  OrderAnswer,
  UpdateOrderAnswer,
} from "#src/shared/basket/basket-api.schema.ts";
import { PaymentNotificationAnswer } from "#src/shared/payment/notification-api.schema.ts";
import { PAYMENT_TYPES, type PaymentMethod, type PaymentType } from "#src/shared/basket/checkout.ts";
import type { AppDeps } from "../deps.ts";
import { findAppointment, findCustomerContact } from "./orders.queries.ts";
import { authenticate } from "../account/sessions.ts";
import { appointmentIcs } from "../booking/ics.ts";
import { atmLink, NotificationParamsSchema, redirectFor, SignedSchema, verify } from "../payment/gateway.ts";
import { cancelPendingOrder, orderDetail, orderForUser, updatePendingOrder } from "./orders.service.ts";
import { createOrder } from "#src/server/checkout/place-order.ts";
import { multibancoReferenceMail } from "./order-mail.ts";
import { orderLang, sendOrderConfirmation } from "./order-confirmation.ts";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { applyNotification, receiveNotification, refundPayment } from "#src/server/checkout/payments.ts";
import { sqlState } from "../db/client.ts";
import { isApproved } from "#src/shared/payment/codes.ts";
import { NotFoundError } from "../errors.ts";

/** The stored payment type (the column's check constraint keeps it one of PAYMENT_TYPES). */
function storedPaymentType(value: string): PaymentType {
  const type = PAYMENT_TYPES.find((t) => t === value);
  if (!type) throw new Error(`unknown stored payment type: ${value}`);
  return type;
}

/**
 * GET /pedidos/:numero's answer (`OrderAnswer`): what the confirmation and payment-retry pages read, field by field.
 * The e-mails, the calendar file and the private area read `orderDetail` itself; its other fields (creation date,
 * subtotal, paid-on-web flag, coupon names, the workshop's code) are not sent (docs/decisions/020-api-contract.md).
 */
function orderAnswer(
  d: Awaited<ReturnType<typeof orderDetail>>,
  extra: Pick<z.output<typeof OrderAnswer>, "pasarela" | "simuladorMultibanco">,
): z.output<typeof OrderAnswer> {
  return {
    numero: d.numero,
    estado: d.estado,
    tipoPago: storedPaymentType(d.tipoPago),
    metodo: d.metodo,
    total: d.total,
    impuesto: d.impuesto,
    impuestoLabel: d.impuestoLabel,
    impuestoPct: d.impuestoPct,
    descuento: d.descuento,
    envio: d.envio,
    pagado: d.pagado,
    restoEnOficina: d.restoEnOficina,
    aPagarAgora: d.aPagarAgora,
    factura: d.factura,
    lineas: d.lineas,
    cita: d.cita && {
      id: d.cita.id,
      fecha: d.cita.fecha,
      hora: d.cita.hora,
      estado: d.cita.estado,
      taller: {
        alias: d.cita.taller.alias,
        direccion: d.cita.taller.direccion,
        cpostal: d.cita.taller.cpostal,
        poblacion: d.cita.taller.poblacion,
        telefono: d.cita.taller.telefono,
      },
    },
    ultimoPago: d.ultimoPago,
    pasarela: extra.pasarela,
    referenciaMultibanco: d.referenciaMultibanco,
    simuladorMultibanco: extra.simuladorMultibanco,
  };
}

export function orderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const pay = (o: {
    number: string;
    dueNowCents: number;
    paymentMethod: string | null;
    status: string;
    lang?: string | null;
  }) =>
    o.status === "pending" && o.dueNowCents > 0
      ? redirectFor(deps.env, {
          number: o.number,
          dueNowCents: o.dueNowCents,
          method: (o.paymentMethod ?? "card") as PaymentMethod,
          description: t(isLang(o.lang) ? o.lang : "pt", "api.paymentOrderDescription", { number: o.number }),
          lang: isLang(o.lang) ? o.lang : "pt",
        })
      : null;

  /** The Multibanco reference by e-mail: entity, reference, amount and until when, and that the bay waits till then. */
  async function sendReference(orderNumber: string, userId: number) {
    const o = await orderForUser(deps.db, orderNumber, userId);
    const d = await orderDetail(deps.db, o);
    const ref = d.referenciaMultibanco;
    const u = await findCustomerContact(deps.db, userId);
    if (!ref || !u?.email) return;
    const lang = orderLang(o);
    const until = formatLisbonDateTime(ref.validaHasta, lang);
    await deps.mailer.send(
      multibancoReferenceMail({
        lang,
        to: u.email,
        name: u.nombre,
        orderNumber: d.numero,
        entity: ref.entidad,
        reference: ref.referencia,
        amountCents: ref.importe,
        validUntil: until,
        appointment: d.cita ? { fecha: d.cita.fecha, hora: d.cita.hora } : null,
      }),
    );
  }

  /** Confirmation e-mail with the booking and a calendar file; sent once, by whoever confirmed the order. */
  async function sendConfirmation(orderNumber: string, userId: number) {
    const o = await orderForUser(deps.db, orderNumber, userId);
    const u = await findCustomerContact(deps.db, userId);
    if (!u?.email) return;
    await sendOrderConfirmation(deps, o, { email: u.email, name: u.nombre });
  }

  return async (app) => {
    app.post(
      "/pedidos",
      {
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
        schema: {
          tags: ["orders"],
          summary: "Criar a encomenda do carrinho (autenticado; chave de idempotência)",
          body: CreateOrderSchema,
          response: { 200: CreateOrderAnswer, 201: CreateOrderAnswer },
        },
      },
      async (req, reply) => {
        const { user, impersonated } = await authenticate(deps.db, req, deps.now());
        const { order, created } = await createOrder(
          deps.db,
          user.id,
          req.body,
          deps.now(),
          { impersonated },
          langOfApiUrl(req.url),
        );
        if (created && order.status === "confirmed")
          await sendConfirmation(order.number, user.id).catch((e) => req.log.error(e, "confirmation e-mail failed"));
        return reply.code(created ? 201 : 200).send({
          orderNumber: order.number,
          estado: order.status,
          aPagarAgora: order.dueNowCents,
          total: order.totalCents,
          pasarela: pay(order),
        });
      },
    );

    app.patch(
      "/pedidos",
      {
        schema: {
          tags: ["orders"],
          summary: "Mudar a forma de pagamento de uma encomenda por pagar (autenticado)",
          body: UpdateOrderSchema,
          response: { 200: UpdateOrderAnswer },
        },
      },
      async (req) => {
        const { user, impersonated } = await authenticate(deps.db, req, deps.now());
        const before = await orderForUser(deps.db, req.body.data.orderNumber, user.id);
        const order = await updatePendingOrder(
          deps.db,
          req.body.data.orderNumber,
          user.id,
          req.body.data,
          deps.now(),
          { impersonated },
          langOfApiUrl(req.url),
        );
        if (before.status !== "confirmed" && order.status === "confirmed")
          await sendConfirmation(order.number, user.id).catch((e) => req.log.error(e, "confirmation e-mail failed"));
        return {
          orderNumber: order.number,
          estado: order.status,
          aPagarAgora: order.dueNowCents,
          total: order.totalCents,
          pasarela: pay(order),
        };
      },
    );

    app.post(
      "/pedidos/:numero/cancelar",
      {
        schema: {
          tags: ["orders"],
          summary: "Anular uma encomenda por pagar (autenticado)",
          params: z.object({ numero: z.string().max(30) }),
          response: { 200: CancelOrderAnswer },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        await cancelPendingOrder(deps.db, req.params.numero, user.id, deps.now());
        return {
          orderNumber: req.params.numero,
          estado: "cancelled" as const,
          message: msg("api.orderCancelled"),
        };
      },
    );

    app.get(
      "/pedidos/:numero",
      {
        schema: {
          tags: ["orders"],
          summary: "Detalhe de uma encomenda (autenticado)",
          params: z.object({ numero: z.string().max(30) }),
          response: { 200: OrderAnswer },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        const o = await orderForUser(deps.db, req.params.numero, user.id);
        const detail = await orderDetail(deps.db, o);
        const ref = detail.referenciaMultibanco;
        // Demo mode: a link to the simulator's "ATM" where the reference can be paid (or left to expire).
        const simuladorMultibanco =
          ref && deps.env.demo && !deps.env.PAYMENT_GATEWAY_URL
            ? atmLink(deps.env.PAYMENT_SECRET, {
                order: o.number,
                amountCents: ref.importe,
                entity: ref.entidad,
                reference: ref.referencia,
              })
            : null;
        // The last payment's message is nested: said here in the request's language.
        const lang = langOfApiUrl(req.url);
        const ultimoPago = detail.ultimoPago && {
          ...detail.ultimoPago,
          mensaje: resolve(lang, detail.ultimoPago.mensaje),
        };
        return orderAnswer({ ...detail, ultimoPago }, { pasarela: pay(o), simuladorMultibanco });
      },
    );

    // The gateway's server-to-server notification: signed, idempotent on its notification id.
    app.post(
      "/pagos/notificacion",
      {
        schema: {
          tags: ["payments"],
          summary: "Notificação do pagamento (assinada)",
          body: SignedSchema,
          response: { 200: PaymentNotificationAnswer },
        },
      },
      async (req) => {
        const params = verify(deps.env.PAYMENT_SECRET, req.body, NotificationParamsSchema, "Ds_Order");
        // Stored first: if this fails the gateway gets a 5xx and sends it again; once stored it is never lost.
        await receiveNotification(deps.db, params);
        let outcome: Awaited<ReturnType<typeof applyNotification>>;
        try {
          outcome = await applyNotification(deps.db, params.Ds_NotificationId, deps.now());
        } catch (error) {
          req.log.warn(
            { notificationId: params.Ds_NotificationId, code: sqlState(error) },
            "payment notification stored, applied later",
          );
          return {
            recibido: true as const,
            procesado: false,
            duplicado: false,
            aprobado: isApproved(params.Ds_Response),
          };
        }
        if (outcome.reference === "issued" && outcome.order?.userId)
          await sendReference(outcome.order.number, outcome.order.userId).catch((e) =>
            req.log.error({ code: (e as Error).name }, "reference e-mail failed"),
          );
        if (outcome.newlyConfirmed && outcome.order?.userId)
          await sendConfirmation(outcome.order.number, outcome.order.userId).catch((e) =>
            req.log.error({ code: (e as Error).name }, "confirmation e-mail failed"),
          );
        if (outcome.refundPaymentId) {
          req.log.warn({ order: params.Ds_Order, outcome: outcome.outcome }, "approved payment not owed: refunding");
          await refundPayment(deps.db, deps.gateway, outcome.refundPaymentId, deps.now());
        }
        return {
          recibido: true as const,
          procesado: true,
          duplicado: outcome.duplicate,
          aprobado: outcome.approved,
          resultado: outcome.outcome,
        };
      },
    );

    app.get(
      "/pedidos/:numero/calendario.ics",
      {
        schema: {
          tags: ["orders"],
          summary: "Montagem da encomenda no calendário (autenticado)",
          params: z.object({ numero: z.string().max(30) }),
        },
      },
      async (req, reply) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        const o = await orderForUser(deps.db, req.params.numero, user.id);
        const d = await orderDetail(deps.db, o);
        if (!d.cita || !o.appointmentId) throw new NotFoundError("NO_APPOINTMENT", msg("api.orderNoAppointment"));
        const a = await findAppointment(deps.db, o.appointmentId);
        if (!a) throw new NotFoundError("NO_APPOINTMENT", msg("api.orderNoAppointment"));
        const ics = appointmentIcs({
          id: a.id,
          start: a.startsAt,
          end: a.endsAt,
          alias: d.cita.taller.alias,
          address: d.cita.taller.direccion,
          postcode: d.cita.taller.cpostal,
          town: d.cita.taller.poblacion,
          phone: d.cita.taller.telefono,
          services: d.lineas.map((l) => l.nombre),
          url: `${deps.env.PUBLIC_URL}${localPath(orderLang(o), "/area-privado/encomendas")}`,
          lang: isLang(o.lang) ? o.lang : "pt",
        });
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("content-disposition", `attachment; filename="${t(orderLang(o), "mail.orderIcsFilename")}"`)
          .send(ics);
      },
    );
  };
}
