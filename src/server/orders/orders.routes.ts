/** Orders and payment notifications (spec section 7 "Basket and orders"; section 8 "Payment codes"). */
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CreateOrderSchema, UpdateOrderSchema } from "../../shared/basket/basket.schema.ts";
import type { PaymentMethod } from "../../shared/basket/checkout.ts";
import { formatEur } from "../../shared/money.ts";
import type { AppDeps } from "../app.ts";
import { users } from "../db/schema.ts";
import { authenticate } from "../account/sessions.ts";
import { appointmentIcs } from "../booking/ics.ts";
import { signAppointment } from "../booking/booking.ts";
import { atmLink, NotificationParamsSchema, redirectFor, SignedSchema, verify } from "../payment/gateway.ts";
import { cancelPendingOrder, createOrder, orderDetail, orderForUser, updatePendingOrder } from "./orders.service.ts";
import { applyNotification, receiveNotification, refundPayment } from "./payments.ts";
import { sqlState } from "../db/client.ts";
import { formatMultibancoReference, isApproved } from "../../shared/payment/codes.ts";
import { DomainError } from "../errors.ts";

export function orderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const pay = (o: { number: string; dueNowCents: number; paymentMethod: string | null; status: string }) =>
    o.status === "pendente" && o.dueNowCents > 0 ? redirectFor(deps.env, { number: o.number, dueNowCents: o.dueNowCents, method: (o.paymentMethod ?? "tarjeta") as PaymentMethod, description: `Encomenda ${o.number} RodaCerta` }) : null;

  /** The Multibanco reference by e-mail: entity, reference, amount and until when, and that the bay waits till then. */
  async function sendReference(orderNumber: string, userId: number) {
    const o = await orderForUser(deps.db, orderNumber, userId);
    const d = await orderDetail(deps.db, o);
    const ref = d.referenciaMultibanco;
    const [u] = await deps.db.select({ email: users.email, nombre: users.nombre }).from(users).where(eq(users.id, userId));
    if (!ref || !u?.email) return;
    const until = new Date(ref.validaHasta).toLocaleString("pt-PT", { timeZone: "Europe/Lisbon", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
    const text = `Olá ${u.nombre},\n\nPara concluir a encomenda ${d.numero}, pague por Multibanco (num multibanco ou no homebanking, em "Pagamento de serviços"):\n\n  Entidade: ${ref.entidad}\n  Referência: ${formatMultibancoReference(ref.referencia)}\n  Montante: ${formatEur(ref.importe)}\n  Válida até: ${until}\n\n${d.cita ? `A montagem de ${d.cita.fecha} às ${d.cita.hora} fica reservada até essa hora; se a referência expirar sem pagamento, a reserva é anulada.\n\n` : ""}Assim que o pagamento for recebido enviamos a confirmação.\n\nRodaCerta`;
    await deps.mailer.send({ to: u.email, subject: `Referência Multibanco da encomenda ${d.numero}`, text });
  }

  /** Confirmation e-mail with the booking and a calendar file; sent once, by whoever confirmed the order. */
  async function sendConfirmation(orderNumber: string, userId: number) {
    const o = await orderForUser(deps.db, orderNumber, userId);
    const d = await orderDetail(deps.db, o);
    const [u] = await deps.db.query.users.findMany({ where: (t, { eq }) => eq(t.id, userId), limit: 1 });
    if (!u?.email) return;
    const c = d.cita;
    const link = c ? `${deps.env.PUBLIC_URL}/marcacao-previa/alteracao?cita=${c.id}&token=${signAppointment(deps.env.SESSION_SECRET, c.id)}` : "";
    const lines = d.lineas.map((l) => `  ${l.cantidad} × ${l.nombre} — ${formatEur(l.total)}`).join("\n");
    const text = `Olá ${u.nombre},\n\nObrigado pela sua encomenda ${d.numero}.\n\n${lines}\n${d.descuento ? `  Desconto: −${formatEur(d.descuento)}\n` : ""}  Total: ${formatEur(d.total)} (${d.impuestoLabel} ${d.impuestoPct} % incluído: ${formatEur(d.impuesto)})\n  Pago agora: ${formatEur(d.pagado)}${d.restoEnOficina > 0 ? ` — a pagar na oficina: ${formatEur(d.restoEnOficina)}` : ""}\n\n${c ? `Montagem marcada: ${c.fecha} às ${c.hora}\n  ${c.taller.alias}\n  ${c.taller.direccion}, ${c.taller.cpostal} ${c.taller.poblacion}\n  Tel. ${c.taller.telefono}\n\nLeve este e-mail ou o número da encomenda.\nPara mudar o dia ou a hora da montagem (até 24 horas antes): ${link}\nPara anular a encomenda, ligue-nos.\n` : ""}${d.factura ? `\nDescarregue a sua fatura ${d.factura} (PDF): ${deps.env.PUBLIC_URL}/area-privado/fatura?n=${encodeURIComponent(d.factura)}\nTodas as faturas estão na sua área privada: ${deps.env.PUBLIC_URL}/area-privado/faturas\n` : ""}\nRodaCerta`;
    const attachments =
      c && o.appointmentId
        ? await (async () => {
            const [a] = await deps.db.query.appointments.findMany({ where: (t, { eq }) => eq(t.id, o.appointmentId!), limit: 1 });
            if (!a) return [];
            return [{ filename: "montagem-rodacerta.ics", content: appointmentIcs({ id: a.id, start: a.startsAt, end: a.endsAt, alias: c.taller.alias, address: c.taller.direccion, postcode: c.taller.cpostal, town: c.taller.poblacion, phone: c.taller.telefono, services: d.lineas.map((l) => l.nombre), url: link }), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }];
          })()
        : [];
    await deps.mailer.send({ to: u.email, subject: `Encomenda ${d.numero} confirmada${c ? `: montagem a ${c.fecha} às ${c.hora}` : ""}`, text, attachments });
  }

  return async (app) => {
    app.post("/pedidos", { config: { rateLimit: { max: 30, timeWindow: "1 minute" } }, schema: { tags: ["orders"], summary: "Criar a encomenda do carrinho (autenticado; chave de idempotência)", body: CreateOrderSchema } }, async (req, reply) => {
      const { user } = await authenticate(deps.db, req, deps.now());
      const { order, created } = await createOrder(deps.db, user.id, req.body, deps.now());
      if (created && order.status === "confirmado") await sendConfirmation(order.number, user.id).catch((e) => req.log.error(e, "confirmation e-mail failed"));
      return reply.code(created ? 201 : 200).send({ orderNumber: order.number, estado: order.status, aPagarAgora: order.dueNowCents, total: order.totalCents, pasarela: pay(order) });
    });

    app.patch("/pedidos", { schema: { tags: ["orders"], summary: "Mudar a forma de pagamento de uma encomenda por pagar (autenticado)", body: UpdateOrderSchema } }, async (req) => {
      const { user } = await authenticate(deps.db, req, deps.now());
      const before = await orderForUser(deps.db, req.body.data.orderNumber, user.id);
      const order = await updatePendingOrder(deps.db, req.body.data.orderNumber, user.id, req.body.data, deps.now());
      if (before.status !== "confirmado" && order.status === "confirmado") await sendConfirmation(order.number, user.id).catch((e) => req.log.error(e, "confirmation e-mail failed"));
      return { orderNumber: order.number, estado: order.status, aPagarAgora: order.dueNowCents, total: order.totalCents, pasarela: pay(order) };
    });

    app.post("/pedidos/:numero/cancelar", { schema: { tags: ["orders"], summary: "Anular uma encomenda por pagar (autenticado)", params: z.object({ numero: z.string().max(30) }) } }, async (req) => {
      const { user } = await authenticate(deps.db, req, deps.now());
      await cancelPendingOrder(deps.db, req.params.numero, user.id, deps.now());
      return { orderNumber: req.params.numero, estado: "cancelado", message: "A encomenda foi anulada e a hora na oficina libertada." };
    });

    app.get("/pedidos/:numero", { schema: { tags: ["orders"], summary: "Detalhe de uma encomenda (autenticado)", params: z.object({ numero: z.string().max(30) }) } }, async (req) => {
      const { user } = await authenticate(deps.db, req, deps.now());
      const o = await orderForUser(deps.db, req.params.numero, user.id);
      const detail = await orderDetail(deps.db, o);
      const ref = detail.referenciaMultibanco;
      // Demo mode: a link to the simulator's "ATM" where the reference can be paid (or left to expire).
      const simuladorMultibanco = ref && deps.env.demo && !deps.env.PAYMENT_GATEWAY_URL ? atmLink(deps.env.PAYMENT_SECRET, { order: o.number, amountCents: ref.importe, entity: ref.entidad, reference: ref.referencia }) : null;
      return { ...detail, pasarela: pay(o), simuladorMultibanco };
    });

    // The gateway's server-to-server notification: signed, idempotent on its notification id.
    app.post("/pagos/notificacion", { schema: { tags: ["payments"], summary: "Notificação do pagamento (assinada)", body: SignedSchema } }, async (req) => {
      const params = verify(deps.env.PAYMENT_SECRET, req.body, NotificationParamsSchema, "Ds_Order");
      // Stored first: if this fails the gateway gets a 5xx and sends it again; once stored it is never lost.
      await receiveNotification(deps.db, params);
      let outcome: Awaited<ReturnType<typeof applyNotification>>;
      try {
        outcome = await applyNotification(deps.db, params.Ds_NotificationId, deps.now());
      } catch (error) {
        req.log.warn({ notificationId: params.Ds_NotificationId, code: sqlState(error) }, "payment notification stored, applied later");
        return { recibido: true, procesado: false, duplicado: false, aprobado: isApproved(params.Ds_Response) };
      }
      if (outcome.reference === "issued" && outcome.order?.userId) await sendReference(outcome.order.number, outcome.order.userId).catch((e) => req.log.error({ code: (e as Error).name }, "reference e-mail failed"));
      if (outcome.newlyConfirmed && outcome.order?.userId) await sendConfirmation(outcome.order.number, outcome.order.userId).catch((e) => req.log.error({ code: (e as Error).name }, "confirmation e-mail failed"));
      if (outcome.refundPaymentId) {
        req.log.warn({ order: params.Ds_Order, outcome: outcome.outcome }, "approved payment not owed: refunding");
        await refundPayment(deps.db, deps.gateway, outcome.refundPaymentId, deps.now());
      }
      return { recibido: true, procesado: true, duplicado: outcome.duplicate, aprobado: outcome.approved, resultado: outcome.outcome };
    });

    app.get("/pedidos/:numero/calendario.ics", { schema: { tags: ["orders"], summary: "Montagem da encomenda no calendário (autenticado)", params: z.object({ numero: z.string().max(30) }) } }, async (req, reply) => {
      const { user } = await authenticate(deps.db, req, deps.now());
      const o = await orderForUser(deps.db, req.params.numero, user.id);
      const d = await orderDetail(deps.db, o);
      if (!d.cita || !o.appointmentId) throw new DomainError("NO_APPOINTMENT", "Esta encomenda não tem montagem marcada.", 404);
      const [a] = await deps.db.query.appointments.findMany({ where: (t, { eq }) => eq(t.id, o.appointmentId!), limit: 1 });
      const ics = appointmentIcs({ id: a!.id, start: a!.startsAt, end: a!.endsAt, alias: d.cita.taller.alias, address: d.cita.taller.direccion, postcode: d.cita.taller.cpostal, town: d.cita.taller.poblacion, phone: d.cita.taller.telefono, services: d.lineas.map((l) => l.nombre), url: `${deps.env.PUBLIC_URL}/area-privado/encomendas` });
      return reply.header("content-type", "text/calendar; charset=utf-8").header("content-disposition", 'attachment; filename="montagem-rodacerta.ics"').send(ics);
    });
  };
}
