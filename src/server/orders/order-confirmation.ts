/**
 * The order-confirmation e-mail with its calendar file, built in one place for everyone who sends it: the order
 * routes when an order is confirmed (created paid or free, paid by a notification, switched to pay at the workshop)
 * and the back office when a member sends it again (operator/orders.ts). The e-mail carries the order's lines and
 * totals, the invoice link when there is one and, with a fitting, the signed link to change it and the .ics file.
 */
import { t } from "#src/shared/i18n/i18n.ts";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import type { AppDeps } from "#src/server/deps.ts";
import { signAppointment } from "#src/server/booking/booking.ts";
import { appointmentIcs } from "#src/server/booking/ics.ts";
import type { orders } from "#src/server/db/schema.ts";
import { orderConfirmationMail } from "./order-mail.ts";
import { findAppointment } from "./orders.queries.ts";
import { orderDetail } from "./orders.service.ts";

type Order = typeof orders.$inferSelect;
export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** The language the order's e-mails, invoice and calendar file are written in: the site it was placed on. */
export function orderLang(order: Pick<Order, "lang">): Lang {
  return isLang(order.lang) ? order.lang : "pt";
}

/** Who the confirmation goes to. */
export type ConfirmationRecipient = { email: string; name: string };

/**
 * Sends the confirmation of `order` to `to` and returns the order's detail the e-mail was built from (callers audit
 * its invoice number). The calendar file is attached only when the order has an appointment that still exists.
 */
export async function sendOrderConfirmation(
  deps: Pick<AppDeps, "db" | "env" | "mailer">,
  order: Order,
  to: ConfirmationRecipient,
): Promise<OrderDetail> {
  const lang = orderLang(order);
  const d = await orderDetail(deps.db, order);
  const c = d.cita;
  const link = c
    ? `${deps.env.PUBLIC_URL}${localPath(lang, "/marcacao-previa/alteracao")}?cita=${c.id}&token=${signAppointment(deps.env.SESSION_SECRET, c.id)}`
    : "";
  const a = c && order.appointmentId ? await findAppointment(deps.db, order.appointmentId) : null;
  const attachments =
    c && a
      ? [
          {
            filename: t(lang, "mail.orderIcsFilename"),
            content: appointmentIcs({
              id: a.id,
              start: a.startsAt,
              end: a.endsAt,
              alias: c.taller.alias,
              address: c.taller.direccion,
              postcode: c.taller.cpostal,
              town: c.taller.poblacion,
              phone: c.taller.telefono,
              services: d.lineas.map((l) => l.nombre),
              url: link,
              lang,
            }),
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        ]
      : [];
  await deps.mailer.send({
    ...orderConfirmationMail({
      to: to.email,
      name: to.name,
      order: d,
      publicUrl: deps.env.PUBLIC_URL,
      changeLink: link,
      lang,
    }),
    attachments,
  });
  return d;
}
