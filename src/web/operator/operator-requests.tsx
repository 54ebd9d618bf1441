/**
 * /operador/pedidos (customer service and admins): the queue of contact, call-back and lead requests, filtered by
 * kind and status, each moved forward (new → in progress → handled) with an optional note; every change is audited.
 */
import { Form, useActionData, useNavigation } from "react-router";
import {
  nextStatuses,
  type QueueAnswer,
  type QueueItem,
  REQUEST_KIND_LABEL,
  REQUEST_KINDS,
  REQUEST_STATUS_LABEL,
  REQUEST_STATUS_SLUGS,
  type RequestKind,
  type RequestStatusSlug,
  SLUG_FROM_STATUS,
  STATUS_FROM_SLUG,
} from "#src/shared/operator/customer-service.ts";
import type { Route } from "./+types/operator-requests";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import { RequestSummary } from "./operator-requests-view.tsx";
import styles from "./operator.module.css";
import own from "./operator-customers.module.css";
import { ActionNotice, noStoreHeaders, staffMeta } from "./operator-form.tsx";

const isKind = (v: string | null): v is RequestKind => REQUEST_KINDS.includes(v as RequestKind);
const isSlug = (v: string | null): v is RequestStatusSlug => REQUEST_STATUS_SLUGS.includes(v as RequestStatusSlug);

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const params = new URL(request.url).searchParams;
  const tipo = params.get("tipo");
  // Open requests (new) by default; "todos" shows every status.
  const estadoParam = params.get("estado") ?? "novo";
  const query = new URLSearchParams();
  if (isKind(tipo)) query.set("tipo", tipo);
  if (isSlug(estadoParam)) query.set("estado", estadoParam);
  const [me, queue] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof QueueAnswer>>(api, `/operador/pedidos?${query}`, headers),
  ]);
  return {
    me: me.funcionario,
    tipo: isKind(tipo) ? tipo : "",
    estado: isSlug(estadoParam) ? estadoParam : "todos",
    pedidos: queue.pedidos,
  };
}

type ActionResult = { key: string; ok: string } | { key: string; message: string };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const tipo = String(form.get("tipo") ?? "");
  const id = String(form.get("id") ?? "");
  const estado = String(form.get("estado") ?? "");
  const nota = String(form.get("nota") ?? "").trim();
  const key = `${tipo}-${id}`;
  if (!isKind(tipo) || !/^\d{1,9}$/.test(id) || !isSlug(estado)) return { key, message: "Pedido inválido." };
  const res = await operatorSend(api, headers, "PATCH", `/operador/pedidos/${tipo}/${id}`, {
    estado,
    ...(nota ? { nota } : {}),
  });
  if (res.ok)
    return { key, ok: `${REQUEST_KIND_LABEL[tipo]} n.º ${id}: ${REQUEST_STATUS_LABEL[STATUS_FROM_SLUG[estado]]}.` };
  return { key, message: res.errors.nota ?? res.message };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Pedidos de clientes");

const ACTION_TEXT: Record<RequestStatusSlug, string> = {
  novo: "Reabrir",
  "em-curso": "Marcar em curso",
  tratado: "Marcar como tratado",
};

function RequestRow({ p, busy }: { p: QueueItem; busy: boolean }) {
  const key = `${p.tipo}-${p.id}`;
  const next = nextStatuses(STATUS_FROM_SLUG[p.estado]).map((s) => SLUG_FROM_STATUS[s]);
  const name = `${REQUEST_KIND_LABEL[p.tipo]} n.º ${p.id}`;
  return (
    <li className={own.card} aria-label={name}>
      <RequestSummary p={p} />
      {next.length > 0 && (
        <Form method="post" className={own.actions} aria-label={`Mudar o estado do ${name}`}>
          <input type="hidden" name="tipo" value={p.tipo} />
          <input type="hidden" name="id" value={p.id} />
          <div className="field">
            <label htmlFor={`${key}-nota`}>
              Nota (opcional)<span className="visually-hidden"> do {name}</span>
            </label>
            <input id={`${key}-nota`} name="nota" maxLength={500} autoComplete="off" />
          </div>
          {next.map((s) => (
            <button key={s} type="submit" name="estado" value={s} className="btn btn-secondary" disabled={busy}>
              {ACTION_TEXT[s]}
              <span className="visually-hidden"> — {name}</span>
            </button>
          ))}
        </Form>
      )}
    </li>
  );
}

export default function OperatorRequests({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Pedidos de clientes</h1>
      <Form method="get" className={own.filters} aria-label="Filtrar pedidos">
        <div className="field">
          <label htmlFor="tipo">Tipo</label>
          <select id="tipo" name="tipo" defaultValue={d.tipo}>
            <option value="">Todos os tipos</option>
            {REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {REQUEST_KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="estado">Estado</label>
          <select id="estado" name="estado" defaultValue={d.estado}>
            {REQUEST_STATUS_SLUGS.map((s) => (
              <option key={s} value={s}>
                {REQUEST_STATUS_LABEL[STATUS_FROM_SLUG[s]]}
              </option>
            ))}
            <option value="todos">Todos os estados</option>
          </select>
        </div>
        <button type="submit" className="btn">
          Filtrar
        </button>
      </Form>
      {/* Page-level: a moved request may leave the filtered list. */}
      <ActionNotice
        ok={result && "ok" in result ? result.ok : null}
        message={result && "message" in result ? result.message : null}
      />
      <p aria-live="polite">
        {d.pedidos.length === 0
          ? "Não há pedidos com estes filtros."
          : `${d.pedidos.length} ${d.pedidos.length === 1 ? "pedido" : "pedidos"}.`}
      </p>
      <ul className={own.list} aria-label="Pedidos">
        {d.pedidos.map((p) => (
          <RequestRow key={`${p.tipo}-${p.id}`} p={p} busy={busy} />
        ))}
      </ul>
    </div>
  );
}
