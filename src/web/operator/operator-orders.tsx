/**
 * /operador/encomendas: search orders by number, e-mail, plate or NIF (?q=), an order's page (?n=) with its lines,
 * customer, workshop and appointment, invoice and every payment (repeated ones and their refunds included); a refund
 * asks for confirmation first (?reembolsar=<payment id>, works without JavaScript) and the confirmation e-mail can be
 * sent again. Customer service and the administration issue credit notes on the invoice there (see
 * operator-credit-notes.tsx).
 */
import { Form, useActionData } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type {
  OrderDetailAnswer,
  OrderSearchAnswer,
  RefundAnswer,
  ResendAnswer,
} from "#src/shared/operator/orders-api.ts";
import type { CreditNoteIssued, CreditNotesAnswer } from "#src/shared/invoices/credit-note-api.ts";
import type { Route } from "./+types/operator-orders";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext, isApiError } from "../api-context.ts";
import { loginAgain, operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import type { CreditFormResult } from "./operator-credit-notes.tsx";
import styles from "./operator.module.css";
import own from "./operator-orders.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";
import { OrderPage } from "./operator-order-page.tsx";
import { OrderResults } from "./operator-order-results.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const n = (url.searchParams.get("n") ?? "").trim();
  const confirmId = Number(url.searchParams.get("reembolsar") ?? "") || null;
  const me = await operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers);
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
    const message = `Nota de crédito ${res.body.nota.numero} emitida: ${formatEur(res.body.nota.valor, "pt")}.`;
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
  const res = await operatorSend<Answer<typeof RefundAnswer> | Answer<typeof ResendAnswer>>(
    api,
    headers,
    "POST",
    path,
    {},
    failed,
  );
  if (res.ok) {
    if ("pagamento" in res.body) {
      const p = res.body.pagamento;
      return {
        ok: true,
        message: `Reembolso de ${formatEur(p.valor, "pt")} concluído${p.referenciaReembolso ? ` (referência ${p.referenciaReembolso})` : ""}.`,
      };
    }
    return { ok: true, message: `E-mail de confirmação reenviado para ${res.body.para}.` };
  }
  return { ok: false, message: res.message };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Encomendas e pagamentos");

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

      {d.search && <OrderResults search={d.search} q={d.q} />}

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
