/**
 * /operador/dia: a workshop's day sheet (issue 14, item 2). A workshop and a day (today in Lisbon by default), the
 * appointments per bay in time order with the customer, vehicle, services, the products to fit and their stock, the
 * order and its payment, and a button per allowed status change. Prints as a plain table (@media print).
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { zonedDate } from "#src/shared/booking/slots.ts";
import { STAFF_STATUS_LABEL, type TargetStatus } from "#src/shared/operator/appointment-status.ts";
import type { DaySheetAnswer, StatusChangedAnswer } from "#src/shared/operator/day-sheet-api.ts";
import { activeAppointments, sheetDay, shiftDay } from "#src/shared/operator/day-sheet-days.ts";
import type { Route } from "./+types/operator-day-sheet";
import type { MeAnswer, WorkshopsAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import sheet from "./operator-day-sheet.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";
import { BoxSheet } from "./operator-day-sheet-box.tsx";

const SHOP_TIME_ZONE = "Europe/Lisbon";
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const [me, ws] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof WorkshopsAnswer>>(api, "/operador/oficinas", headers),
  ]);
  const asked = Number(url.searchParams.get("oficina"));
  const oficinaId = Number.isInteger(asked) && asked > 0 ? asked : ws.oficinas[0]?.id;
  const wanted = url.searchParams.get("data") ?? "";
  const today = zonedDate(new Date(), SHOP_TIME_ZONE).date;
  const day = sheetDay(wanted, today);
  const sheetData =
    oficinaId === undefined
      ? null
      : await operatorGet<DaySheetAnswer>(api, `/operador/oficinas/${oficinaId}/dia/${day}`, headers);
  return { me: me.funcionario, oficinas: ws.oficinas, oficinaId: oficinaId ?? null, day, today, sheet: sheetData };
}

type ActionResult = { kind: "changed"; message: string } | { kind: "error"; message: string };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const estado = String(form.get("estado") ?? "") as TargetStatus;
  const res = await operatorSend<Answer<typeof StatusChangedAnswer>>(
    api,
    headers,
    "POST",
    `/operador/marcacoes/${encodeURIComponent(id)}/estado`,
    { estado },
    "Não foi possível mudar o estado.",
  );
  if (res.ok) {
    const done = res.body;
    const who = String(form.get("quem") ?? "");
    const label = STAFF_STATUS_LABEL[done.estado] ?? done.estado;
    const mail =
      done.estado === "cancelled"
        ? done.emailEnviado
          ? " O cliente foi avisado por e-mail."
          : " O cliente não tem e-mail: avise-o por telefone."
        : done.estado === "done"
          ? done.emailEnviado
            ? " O cliente foi avisado por e-mail de que o veículo está pronto."
            : " O cliente não tem e-mail: avise-o por telefone de que o veículo está pronto."
          : "";
    return { kind: "changed", message: `${who}: ${label.toLowerCase()}.${mail}` };
  }
  return { kind: "error", message: res.message };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Folha do dia");

export default function OperatorDaySheet({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const s = d.sheet;
  const total = s ? activeAppointments(s.boxes) : 0;
  const dayLink = (iso: string) => `/operador/dia?oficina=${d.oficinaId ?? ""}&data=${iso}`;
  return (
    <div className={`container page ${styles.layout} ${sheet.page}`}>
      <div className="no-print">
        <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      </div>
      <h1>
        Folha do dia
        {s && (
          <span className={sheet.subtitle}>
            {s.oficina.alias} ({s.oficina.poblacion}) · {s.data}
          </span>
        )}
      </h1>

      <Form method="get" className={`${sheet.picker} no-print`}>
        {d.oficinas.length > 1 ? (
          <div className="field">
            <label htmlFor="oficina">Oficina</label>
            <select id="oficina" name="oficina" defaultValue={d.oficinaId ?? undefined}>
              {d.oficinas.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.alias} ({w.poblacion})
                </option>
              ))}
            </select>
          </div>
        ) : (
          d.oficinaId !== null && <input type="hidden" name="oficina" value={d.oficinaId} />
        )}
        <div className="field">
          <label htmlFor="data">Dia</label>
          <input id="data" name="data" type="date" defaultValue={d.day} required />
        </div>
        <button type="submit" className="btn">
          Ver o dia
        </button>
      </Form>

      {s && (
        <nav aria-label="Outros dias" className={`${sheet.days} no-print`}>
          <Link to={dayLink(shiftDay(d.day, -1))}>← Dia anterior</Link>
          {d.day !== d.today && <Link to={dayLink(d.today)}>Hoje</Link>}
          <Link to={dayLink(shiftDay(d.day, 1))}>Dia seguinte →</Link>
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            Imprimir
          </button>
        </nav>
      )}

      <div aria-live="polite" className="no-print">
        {result?.kind === "error" && (
          <p role="alert" className="field-error">
            {result.message}
          </p>
        )}
        {result?.kind === "changed" && <p className="notice">{result.message}</p>}
      </div>

      {!s ? (
        <p>Não tem nenhuma oficina atribuída. Peça à administração que lhe atribua uma oficina.</p>
      ) : (
        <>
          {s.fechado && <p className="notice">A oficina está fechada neste dia: {s.fechado}.</p>}
          <p>
            {total === 0
              ? "Não há marcações neste dia."
              : `${total} ${total === 1 ? "marcação" : "marcações"} neste dia, por box e por hora.`}
          </p>
          {s.boxes.map((b) => (
            <BoxSheet key={b.box} b={b} day={s.data} busy={busy} />
          ))}
        </>
      )}
    </div>
  );
}
