/**
 * The day sheet's pieces (/operador/dia): one bay's appointments in time order as a table, a row per appointment with
 * the customer, vehicle, services, products to fit and their stock, the order and its payment, and a button per
 * allowed status change (a cancellation asks for confirmation first).
 */
import { Form } from "react-router";
import { ACTION_LABEL, STAFF_STATUS_LABEL } from "#src/shared/operator/appointment-status.ts";
import type { DaySheetAnswer, DaySheetRow } from "#src/shared/operator/day-sheet-api.ts";
import styles from "./operator.module.css";
import sheet from "./operator-day-sheet.module.css";
import { type Column, ColumnHeads } from "./operator-table.tsx";

const DAY_SHEET_COLUMNS: Column[] = [
  "Hora",
  "Estado",
  "Cliente",
  "Veículo",
  "Serviços",
  "Produtos a montar",
  "Encomenda",
  { label: "Ações", className: "no-print" },
];

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

/** One bay's appointments of the day. */
export function BoxSheet({ b, day, busy }: { b: DaySheetAnswer["boxes"][number]; day: string; busy: boolean }) {
  return (
    <section aria-labelledby={`box-${b.box}`} className={sheet.box}>
      <h2 id={`box-${b.box}`}>Box {b.box}</h2>
      {b.marcacoes.length === 0 ? (
        <p className="hint">Sem marcações.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${sheet.table}`}>
            <caption className="visually-hidden">
              Box {b.box}: marcações de {day}
            </caption>
            <ColumnHeads cols={DAY_SHEET_COLUMNS} />
            <tbody>
              {b.marcacoes.map((r) => (
                <SheetRow key={r.id} r={r} busy={busy} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
