/**
 * /operador/dia: a workshop's day sheet (issue 14, item 2). A workshop and a day (today in Lisbon by default), the
 * appointments per bay in time order with the customer, vehicle, services, the products to fit and their stock, the
 * order and its payment, and a button per allowed status change. Prints as a plain table (@media print).
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { zonedDate } from "#src/shared/booking/slots.ts";
import type { StaffRole } from "#src/shared/operator/access.ts";
import { ACTION_LABEL, STAFF_STATUS_LABEL, type TargetStatus } from "#src/shared/operator/appointment-status.ts";
import type { DaySheetAnswer, DaySheetRow } from "#src/shared/operator/day-sheet-api.ts";
import type { Route } from "./+types/operator-day-sheet";
import { apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import sheet from "./operator-day-sheet.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";

type Me = { funcionario: { nome: string; perfil: StaffRole; oficinas: number[] } };
type Workshops = { oficinas: Array<{ id: number; codTienda: string; alias: string; poblacion: string }> };

const SHOP_TIME_ZONE = "Europe/Lisbon";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd plus or minus days (calendar arithmetic in UTC, no time zone involved). */
function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const [me, ws] = await Promise.all([
    operatorGet<Me>(api, "/operador/me", headers),
    operatorGet<Workshops>(api, "/operador/oficinas", headers),
  ]);
  const asked = Number(url.searchParams.get("oficina"));
  const oficinaId = Number.isInteger(asked) && asked > 0 ? asked : ws.oficinas[0]?.id;
  const wanted = url.searchParams.get("data") ?? "";
  const today = zonedDate(new Date(), SHOP_TIME_ZONE).date;
  const day = ISO_DAY.test(wanted) ? wanted : today;
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
  const res = await operatorSend<{ estado: TargetStatus; emailEnviado: boolean }>(
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

/** "09:00 · Rui Costa (AA-00-BB)": names a row in buttons and messages. */
const rowName = (r: DaySheetRow) =>
  `${r.hora} · ${r.cliente.nome ?? "Cliente"}${r.matricula ? ` (${r.matricula})` : ""}`;

function StatusActions({ r, busy }: { r: DaySheetRow; busy: boolean }) {
  const forward = r.acoes.filter((a) => a !== "cancelled");
  const cancel = r.acoes.includes("cancelled");
  if (!forward.length && !cancel) return <span className="hint">—</span>;
  return (
    <div className={sheet.actions}>
      {forward.map((to) => (
        <Form method="post" key={to}>
          <input type="hidden" name="id" value={r.id} />
          <input type="hidden" name="estado" value={to} />
          <input type="hidden" name="quem" value={rowName(r)} />
          <button
            type="submit"
            className={to === "no_show" ? "btn btn-secondary" : "btn"}
            disabled={busy}
            aria-label={`${ACTION_LABEL[to]}: ${rowName(r)}`}
          >
            {ACTION_LABEL[to]}
          </button>
        </Form>
      ))}
      {cancel && (
        <details className={sheet.cancel}>
          <summary>Cancelar…</summary>
          <Form method="post">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="estado" value="cancelled" />
            <input type="hidden" name="quem" value={rowName(r)} />
            <p className="hint">A hora fica livre e o cliente recebe um e-mail.</p>
            <button
              type="submit"
              className="btn btn-ghost"
              disabled={busy}
              aria-label={`Confirmar o cancelamento: ${rowName(r)}`}
            >
              Confirmar cancelamento
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}

function SheetRow({ r, busy }: { r: DaySheetRow; busy: boolean }) {
  const ended = r.estado === "cancelled" || r.estado === "no_show";
  return (
    <tr className={ended ? sheet.ended : undefined}>
      <th scope="row">
        {r.hora}
        <span className={sheet.until}>–{r.fim}</span>
      </th>
      <td data-label="Estado">
        <span className={`${sheet.status} ${sheet[`s_${r.estado}`] ?? ""}`}>{STAFF_STATUS_LABEL[r.estado]}</span>
      </td>
      <td data-label="Cliente">
        {r.cliente.nome ?? "—"}
        {r.cliente.telefone && (
          <>
            <br />
            <a href={`tel:${r.cliente.telefone.replaceAll(" ", "")}`}>{r.cliente.telefone}</a>
          </>
        )}
      </td>
      <td data-label="Veículo">
        {r.matricula ? <strong>{r.matricula}</strong> : "—"}
        {r.veiculo && (
          <>
            <br />
            {r.veiculo}
          </>
        )}
      </td>
      <td data-label="Serviços">
        {r.servicos.length ? r.servicos.join(", ") : "—"}
        {r.comentario && <p className={sheet.comment}>«{r.comentario}»</p>}
      </td>
      <td data-label="Produtos a montar">
        {r.produtos.length === 0 ? (
          "—"
        ) : (
          <ul className={sheet.products}>
            {r.produtos.map((p) => (
              <li key={p.referencia}>
                {p.quantidade} × {p.nome}{" "}
                <span className={p.stock !== null && p.stock < p.quantidade ? sheet.lowStock : sheet.stock}>
                  (ref. {p.referencia}; stock: {p.stock ?? "—"})
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Encomenda">
        {r.pedido ? (
          <>
            <strong>{r.pedido.numero}</strong>
            <br />
            {r.pedido.pagamentoTexto}
          </>
        ) : (
          "—"
        )}
      </td>
      <td className="no-print" data-label="Ações">
        <StatusActions r={r} busy={busy} />
      </td>
    </tr>
  );
}

export default function OperatorDaySheet({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const s = d.sheet;
  const total = s ? s.boxes.reduce((n, b) => n + b.marcacoes.filter((m) => m.estado !== "cancelled").length, 0) : 0;
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
            <section key={b.box} aria-labelledby={`box-${b.box}`} className={sheet.box}>
              <h2 id={`box-${b.box}`}>Box {b.box}</h2>
              {b.marcacoes.length === 0 ? (
                <p className="hint">Sem marcações.</p>
              ) : (
                <div className={styles.tableWrap}>
                  <table className={`${styles.table} ${sheet.table}`}>
                    <caption className="visually-hidden">
                      Box {b.box}: marcações de {s.data}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Hora</th>
                        <th scope="col">Estado</th>
                        <th scope="col">Cliente</th>
                        <th scope="col">Veículo</th>
                        <th scope="col">Serviços</th>
                        <th scope="col">Produtos a montar</th>
                        <th scope="col">Encomenda</th>
                        <th scope="col" className="no-print">
                          Ações
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {b.marcacoes.map((r) => (
                        <SheetRow key={r.id} r={r} busy={busy} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
