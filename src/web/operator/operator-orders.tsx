/**
 * /operador/encomendas: search orders by number, e-mail, plate or NIF (?q=), an order's page (?n=) with its lines,
 * customer, workshop and appointment, invoice and every payment (repeated ones and their refunds included); a refund
 * asks for confirmation first (?reembolsar=<payment id>, works without JavaScript) and the confirmation e-mail can be
 * sent again. Customer service and the administration issue credit notes on the invoice there (see
 * operator-credit-notes.tsx).
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { StaffRole } from "#src/shared/operator/access.ts";
import type { OrderDetailAnswer, OrderSearchAnswer, PaymentView } from "#src/shared/operator/orders-api.ts";
import type { CreditNoteIssued, CreditNotesAnswer } from "#src/shared/invoices/credit-note-api.ts";
import type { Route } from "./+types/operator-orders";
import { apiContext, isApiError } from "../api-context.ts";
import { loginAgain, operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import { type CreditFormResult, CreditNotes } from "./operator-credit-notes.tsx";
import styles from "./operator.module.css";
import own from "./operator-orders.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";

type Me = { funcionario: { nome: string; perfil: StaffRole } };

const ORDER_STATUS: Record<string, string> = {
  pendente: "Pendente de pagamento",
  confirmado: "Confirmada",
  expirado: "Expirada",
  cancelado: "Anulada",
};
const METHOD: Record<string, string> = {
  tarjeta: "Cartão",
  mbway: "MB WAY",
  multibanco: "Multibanco",
  paypal: "PayPal",
};
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const n = (url.searchParams.get("n") ?? "").trim();
  const confirmId = Number(url.searchParams.get("reembolsar") ?? "") || null;
  const me = await operatorGet<Me>(api, "/operador/me", headers);
  let search: OrderSearchAnswer | null = null;
  let searchError: string | null = null;
  if (q) {
    const res = await api(`/operador/encomendas?q=${encodeURIComponent(q)}`, { headers });
    if (res.status === 401) loginAgain();
    const body = res.json();
    if (res.status === 200) search = body as OrderSearchAnswer;
    else searchError = isApiError(body) ? (body.errors?.q ?? body.message) : "Erro";
  }
  const order = n
    ? await operatorGet<OrderDetailAnswer>(api, `/operador/encomendas/${encodeURIComponent(n)}`, headers)
    : null;
  const credit =
    order?.fatura && order.podeReembolsar
      ? await operatorGet<CreditNotesAnswer>(
          api,
          `/operador/encomendas/${encodeURIComponent(order.numero)}/notas-credito`,
          headers,
        )
      : null;
  return { me: me.funcionario, q, search, searchError, order, confirmId, credit };
}

type ActionResult =
  | { ok: true; message: string; credit?: undefined }
  | { ok: false; message: string; credit?: undefined }
  | { ok: boolean; message: string; credit: CreditFormResult };

async function issueCredit(
  api: Parameters<typeof operatorSend>[0],
  headers: Record<string, string>,
  form: FormData,
): Promise<ActionResult> {
  const text = (k: string) => String(form.get(k) ?? "");
  const values = { modo: text("modo"), valor: text("valor"), motivo: text("motivo") };
  const res = await operatorSend<CreditNoteIssued>(
    api,
    headers,
    "POST",
    `/operador/encomendas/${encodeURIComponent(text("numero"))}/notas-credito`,
    { modo: values.modo || undefined, valor: values.valor.trim() || undefined, motivo: values.motivo },
    "Não foi possível emitir a nota de crédito.",
  );
  if (res.ok) {
    const message = `Nota de crédito ${res.body.nota.numero} emitida: ${formatEur(res.body.nota.valor)}.`;
    return { ok: true, message, credit: { ok: true, message, errors: {}, values } };
  }
  return { ok: false, message: res.message, credit: { ok: false, message: res.message, errors: res.errors, values } };
}

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "credit") return issueCredit(api, headers, form);
  const path =
    intent === "refund"
      ? `/operador/pagamentos/${encodeURIComponent(String(form.get("pagamento") ?? ""))}/reembolso`
      : `/operador/encomendas/${encodeURIComponent(String(form.get("numero") ?? ""))}/reenviar`;
  const failed = "Não foi possível concluir o pedido.";
  const res = await operatorSend<{ pagamento: PaymentView } | { para: string }>(api, headers, "POST", path, {}, failed);
  if (res.ok) {
    if ("pagamento" in res.body) {
      const p = res.body.pagamento;
      return {
        ok: true,
        message: `Reembolso de ${formatEur(p.valor)} concluído${p.referenciaReembolso ? ` (referência ${p.referenciaReembolso})` : ""}.`,
      };
    }
    return { ok: true, message: `E-mail de confirmação reenviado para ${res.body.para}.` };
  }
  return { ok: false, message: res.message };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Encomendas e pagamentos");

function OrderPage({
  o,
  q,
  confirmId,
  credit,
  creditResult,
}: {
  o: OrderDetailAnswer;
  q: string;
  confirmId: number | null;
  credit: CreditNotesAnswer | null;
  creditResult: CreditFormResult | null;
}) {
  const busy = useNavigation().state !== "idle";
  const back = (extra = "") =>
    `/operador/encomendas?${new URLSearchParams({ ...(q ? { q } : {}), n: o.numero })}${extra}`;
  const confirming = o.pagamentos.find((p) => p.id === confirmId && p.reembolsavel) ?? null;
  return (
    <section className="card" aria-labelledby="encomenda">
      <h2 id="encomenda">Encomenda {o.numero}</h2>
      <dl className={own.facts}>
        <dt>Estado</dt>
        <dd>{ORDER_STATUS[o.estado] ?? o.estado}</dd>
        <dt>Criada em</dt>
        <dd>{dateTime(o.criadaEm)}</dd>
        <dt>Total</dt>
        <dd>
          {formatEur(o.total)} (pago: {formatEur(o.pago)})
        </dd>
        <dt>Fatura</dt>
        <dd>{o.fatura ?? "Sem fatura"}</dd>
        <dt>Cliente</dt>
        <dd>
          {o.cliente.nome ?? "—"}
          {o.cliente.email && (
            <>
              {" · "}
              <a href={`mailto:${o.cliente.email}`}>{o.cliente.email}</a>
            </>
          )}
          {o.cliente.telefone && <> · {o.cliente.telefone}</>}
          {o.cliente.nif && <> · NIF {o.cliente.nif}</>}
        </dd>
        <dt>Oficina e montagem</dt>
        <dd>
          {o.oficina?.alias ?? "Sem oficina"}
          {o.marcacao && (
            <>
              {" · "}
              {o.marcacao.data} às {o.marcacao.hora}
              {o.marcacao.matricula && <> · matrícula {o.marcacao.matricula}</>}
            </>
          )}
        </dd>
      </dl>

      <h3>Linhas</h3>
      <ul>
        {o.linhas.map((l, i) => (
          <li key={i}>
            {l.quantidade} × {l.nome} — {formatEur(l.total)}
          </li>
        ))}
      </ul>

      <h3 id="pagamentos">Pagamentos</h3>
      {o.pagamentos.length === 0 ? (
        <p>Ainda não há pagamentos desta encomenda.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="pagamentos">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Meio</th>
                <th scope="col">Valor</th>
                <th scope="col">Estado</th>
                <th scope="col">Reembolso</th>
              </tr>
            </thead>
            <tbody>
              {o.pagamentos.map((p) => (
                <tr key={p.id}>
                  <td>{dateTime(p.em)}</td>
                  <td>{METHOD[p.metodo] ?? p.metodo}</td>
                  <td>{formatEur(p.valor)}</td>
                  <td>{p.estadoTexto}</td>
                  <td>
                    {p.referenciaReembolso && <>Ref. {p.referenciaReembolso}</>}
                    {p.reembolsavel && o.podeReembolsar && p.id !== confirmId && (
                      <Link className="btn btn-ghost" to={back(`&reembolsar=${p.id}#confirmar`)}>
                        Reembolsar {formatEur(p.valor)}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {confirming && o.podeReembolsar && (
        <div className="notice" id="confirmar" role="group" aria-labelledby="confirmar-titulo">
          <p id="confirmar-titulo">
            <strong>Confirma o reembolso de {formatEur(confirming.valor)} ao cliente pelo gateway de pagamento?</strong>{" "}
            O valor volta ao meio de pagamento usado; não se pode desfazer.
          </p>
          <Form method="post" action={back()} className={styles.formRow}>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="pagamento" value={confirming.id} />
            <button type="submit" className="btn" disabled={busy}>
              Confirmar o reembolso
            </button>
            <Link to={back()}>Cancelar</Link>
          </Form>
        </div>
      )}

      {o.podeReenviar && o.estado === "confirmado" && (
        <Form method="post" action={back()} className={styles.formRow}>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="numero" value={o.numero} />
          <button type="submit" className="btn btn-ghost" disabled={busy}>
            Reenviar o e-mail de confirmação{o.fatura ? " e a fatura" : ""}
          </button>
        </Form>
      )}

      {credit && <CreditNotes c={credit} action={back()} orderNumber={o.numero} result={creditResult} />}
    </section>
  );
}

export default function OperatorOrders({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Encomendas e pagamentos</h1>
      <Form method="get" role="search" className={styles.formRow}>
        <div className="field">
          <label htmlFor="q">Número da encomenda, e-mail, matrícula ou NIF</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={d.q}
            maxLength={120}
            autoComplete="off"
            aria-invalid={d.searchError ? true : undefined}
            aria-describedby={d.searchError ? "q-error" : undefined}
          />
          {d.searchError && (
            <span id="q-error" className="field-error">
              {d.searchError}
            </span>
          )}
        </div>
        <button type="submit" className="btn">
          Procurar
        </button>
      </Form>

      <div aria-live="polite" className={own.message}>
        {result && !(result.credit && !result.ok) && (
          <p role={result.ok ? "status" : "alert"} className={result.ok ? "notice" : "field-error"}>
            {result.message}
          </p>
        )}
      </div>

      {d.search && (
        <section aria-labelledby="resultados">
          <h2 id="resultados">
            {d.search.encomendas.length === 0
              ? "Nenhuma encomenda encontrada"
              : `${d.search.encomendas.length} ${d.search.encomendas.length === 1 ? "encomenda" : "encomendas"}`}
          </h2>
          {d.search.encomendas.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Encomenda</th>
                    <th scope="col">Data</th>
                    <th scope="col">Cliente</th>
                    <th scope="col">Matrícula</th>
                    <th scope="col">Oficina</th>
                    <th scope="col">Total</th>
                    <th scope="col">Estado</th>
                  </tr>
                </thead>
                <tbody>
                  {d.search.encomendas.map((o) => (
                    <tr key={o.numero}>
                      <td>
                        <Link to={`/operador/encomendas?${new URLSearchParams({ q: d.q, n: o.numero })}`}>
                          {o.numero}
                        </Link>
                      </td>
                      <td>{dateTime(o.criadaEm)}</td>
                      <td>
                        {o.cliente ?? "—"}
                        {o.email && (
                          <>
                            <br />
                            {o.email}
                          </>
                        )}
                      </td>
                      <td>{o.matricula ?? "—"}</td>
                      <td>{o.oficina ?? "—"}</td>
                      <td>{formatEur(o.total)}</td>
                      <td>{ORDER_STATUS[o.estado] ?? o.estado}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}

      {d.order && (
        <OrderPage
          o={d.order}
          q={d.q}
          confirmId={d.confirmId}
          credit={d.credit}
          creditResult={result?.credit ?? null}
        />
      )}
    </div>
  );
}
