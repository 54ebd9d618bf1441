/**
 * The workshop day sheet's API under /operador: a workshop's day per bay, and an appointment's status changes. Every
 * route authenticates a staff session first (customers' sessions never pass); the use case checks role and scope.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { isLang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { DaySheetAnswer, IsoDay, StatusChangedAnswer, StatusChangeSchema } from "#src/shared/operator/day-sheet-api.ts";
import type { AppDeps } from "../deps.ts";
import { isMailedStatus, vehicleReadyMail, workshopCancelMail } from "./appointment-status-mail.ts";
import { changeAppointmentStatus, readDaySheet, servicesForMail, type StatusChanged, timeOf } from "./day-sheet.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function daySheetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** The workshop's cancellation e-mail to the customer; false when there is no address to write to. */
  async function mailCancellation({ appointment: a, workshop: w }: StatusChanged): Promise<boolean> {
    const to = a.contact?.email;
    if (!to) return false;
    const lang = isLang(a.lang) ? a.lang : "pt";
    await deps.mailer.send(
      workshopCancelMail({
        id: a.id,
        to,
        name: a.contact?.nombre ?? "",
        fecha: isoToDayMonthYear(a.startsAt.toLocaleDateString("sv-SE", { timeZone: w.timeZone })),
        hora: timeOf(a.startsAt, w.timeZone),
        start: a.startsAt,
        end: a.endsAt,
        workshop: { alias: w.alias, address: w.address, postcode: w.postcode, town: w.town, phone: w.phone },
        services: await servicesForMail(deps.db, a),
        plate: a.plate,
        bookingUrl: `${deps.env.PUBLIC_URL}${localPath(lang, "/marcacao-previa")}`,
        now: deps.now(),
        revision: a.revision,
        lang,
      }),
    );
    return true;
  }

  /** The "vehicle ready" e-mail when the job is done; false when there is no address to write to. */
  async function mailReady({ appointment: a, workshop: w }: StatusChanged): Promise<boolean> {
    const to = a.contact?.email;
    if (!to) return false;
    const lang = isLang(a.lang) ? a.lang : "pt";
    await deps.mailer.send(
      vehicleReadyMail({
        to,
        name: a.contact?.nombre ?? "",
        workshop: { alias: w.alias, address: w.address, postcode: w.postcode, town: w.town, phone: w.phone },
        services: await servicesForMail(deps.db, a),
        plate: a.plate,
        accountUrl: `${deps.env.PUBLIC_URL}${localPath(lang, "/area-privado/marcacoes")}`,
        lang,
      }),
    );
    return true;
  }

  return async (app) => {
    app.get(
      "/operador/oficinas/:id/dia/:data",
      {
        schema: {
          tags,
          summary: "Folha do dia de uma oficina: marcações por box e por hora",
          params: z.object({ id: z.coerce.number().int().positive(), data: IsoDay }),
          response: { 200: DaySheetAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return readDaySheet(deps.db, staff, req.params.id, req.params.data, deps.now());
      },
    );

    app.post(
      "/operador/marcacoes/:id/estado",
      {
        schema: {
          tags,
          summary: "Mudar o estado de uma marcação (chegou, em curso, concluída, não compareceu, cancelada)",
          params: z.object({ id: z.uuid("Marcação desconhecida") }),
          body: StatusChangeSchema,
          response: { 200: StatusChangedAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        const changed = await changeAppointmentStatus(deps.db, staff, req.params.id, req.body.estado, deps.now());
        let emailEnviado = false;
        // Only a cancellation by the workshop and a finished job are e-mailed (appointment-status-mail.ts).
        if (isMailedStatus(req.body.estado)) {
          // The change is made and audited; a mail server down must not undo it nor hide it from the workshop.
          try {
            emailEnviado = req.body.estado === "cancelled" ? await mailCancellation(changed) : await mailReady(changed);
          } catch (error) {
            req.log.error(
              { err: error, appointmentId: changed.appointment.id, estado: req.body.estado },
              "appointment status e-mail failed",
            );
          }
        }
        return { id: changed.appointment.id, estado: req.body.estado, antes: changed.before, emailEnviado };
      },
    );
  };
}
