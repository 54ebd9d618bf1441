/**
 * /operador/clientes/:id (customer service and admins): one customer's profile, vehicles, orders, appointments and
 * contact / call-back / lead requests; and "Entrar na conta do cliente", which opens the customer's own session in a
 * new tab: the action asks the API for a single-use token (audited), exchanges it at once for a customer session
 * marked with the staff member, sets the customer cookies and sends the tab to the private area, where every page
 * shows the banner with the way out (account/impersonation*.ts).
 */
import { Link, redirect, useActionData } from "react-router";
import { type CustomerDetail, orderStatusLabel } from "#src/shared/operator/customer-service.ts";
import { STAFF_STATUS_LABEL, type AppointmentStatus } from "#src/shared/operator/appointment-status.ts";
import { formatEur } from "#src/shared/money.ts";
import { formatNumber } from "#src/shared/numbers.ts";
import type { Route } from "./+types/operator-customer";
import type { ImpersonationIssuedAnswer, MeAnswer } from "#src/shared/operator/operator-api.ts";
import type { StaffImpersonationSessionAnswer } from "#src/shared/account/account-api.schema.ts";
import { answer, type Answer, apiContext, isApiError } from "../api-context.ts";
import { impersonationCookies } from "../account/impersonation.ts";
import { clearBasketCookie } from "../checkout/basket-cookie.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import { RequestSummary, whenPt } from "./operator-requests-view.tsx";
import styles from "./operator.module.css";
import own from "./operator-customers.module.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const id = /^\d{1,9}$/.test(params.id) ? params.id : "0";
  const [me, detail] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<CustomerDetail>(api, `/operador/clientes/${id}`, headers),
  ]);
  return { me: me.funcionario, ...detail };
}

/** Customer service and admins may open a customer's account; workshop staff never see the button. */
const mayImpersonate = (perfil: string) => perfil === "service" || perfil === "admin";

export async function action({ request, context, params }: Route.ActionArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  if (form.get("intent") !== "impersonate" || !/^\d{1,9}$/.test(params.id)) return { message: "Pedido inválido." };
  const issued = await operatorSend<Answer<typeof ImpersonationIssuedAnswer>>(
    api,
    headers,
    "POST",
    `/operador/clientes/${params.id}/impersonacao`,
    undefined,
    "Não foi possível entrar na conta do cliente. Tente novamente.",
  );
  if (!issued.ok) return { message: issued.message };
  const opened = await api("/users/auth/staff-token", { method: "POST", body: { token: issued.body.token } });
  const body = opened.json();
  if (opened.status !== 200)
    return {
      message: isApiError(body) ? body.message : "Não foi possível entrar na conta do cliente. Tente novamente.",
    };
  const session = answer<typeof StaffImpersonationSessionAnswer>(opened);
  const out = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  for (const c of impersonationCookies(session.token, new Date(session.expiraEm), new Date(), secure))
    out.append("Set-Cookie", c);
  // Another customer's basket (or the operator's own) must not follow into this account.
  out.append("Set-Cookie", clearBasketCookie());
  return redirect("/area-privado", { headers: out });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.cliente.nome ?? "Cliente"} | Área da equipa RodaCerta` },
  { name: "robots", content: "noindex, nofollow" },
];

const appointmentLabel = (s: string) => STAFF_STATUS_LABEL[s as AppointmentStatus] ?? s;

export default function OperatorCustomer({ loaderData: d }: Route.ComponentProps) {
  const c = d.cliente;
  const failed = useActionData<typeof action>();
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <p>
        <Link to="/operador/clientes">← Procurar outro cliente</Link>
      </p>
      <h1>{c.nome}</h1>
      <dl className={own.facts}>
        <dt>E-mail</dt>
        <dd>{c.email}</dd>
        <dt>Telefone</dt>
        <dd>{c.telefono ?? "—"}</dd>
        <dt>NIF</dt>
        <dd>{c.nif ?? "—"}</dd>
        <dt>Código postal</dt>
        <dd>{c.codigoPostal ?? "—"}</dd>
        <dt>Cliente desde</dt>
        <dd>{whenPt(c.criadoEm)}</dd>
      </dl>
      {mayImpersonate(d.me.perfil) && (
        <section className={own.section} aria-labelledby="entrar-na-conta">
          <h2 id="entrar-na-conta">Conta do cliente</h2>
          {failed?.message && (
            <p role="alert" className="field-error">
              {failed.message}
            </p>
          )}
          {/* A plain form: the browser opens the customer's account in a new tab, the back office stays here. */}
          <form method="post" target="_blank" className={own.actions}>
            <input type="hidden" name="intent" value="impersonate" />
            <button type="submit" className="btn" aria-describedby="entrar-na-conta-ajuda">
              Entrar na conta do cliente
            </button>
            <span className={own.muted} id="entrar-na-conta-ajuda">
              Abre a área privada de {c.nome} num novo separador. Fica registado na auditoria.
            </span>
          </form>
        </section>
      )}

      <section className={own.section} aria-labelledby="veiculos">
        <h2 id="veiculos">Veículos</h2>
        {d.veiculos.length === 0 ? (
          <p>Sem veículos registados.</p>
        ) : (
          <ul className={own.list}>
            {d.veiculos.map((v) => (
              <li key={v.id} className={own.card}>
                <strong>{v.matricula}</strong>
                <span>
                  {v.marca} {v.modelo}
                  {v.kms ? ` · ${formatNumber(v.kms)} km` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={own.section} aria-labelledby="encomendas">
        <h2 id="encomendas">Encomendas</h2>
        {d.encomendas.length === 0 ? (
          <p>Sem encomendas.</p>
        ) : (
          <ul className={own.list}>
            {d.encomendas.map((o) => (
              <li key={o.id} className={own.card}>
                <strong>{o.numero}</strong>
                <span>
                  {orderStatusLabel(o.estado)} · {formatEur(o.totalCents, "pt")} (pago {formatEur(o.pagoCents, "pt")})
                </span>
                <span className={own.muted}>{whenPt(o.criadaEm)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={own.section} aria-labelledby="marcacoes">
        <h2 id="marcacoes">Marcações</h2>
        {d.marcacoes.length === 0 ? (
          <p>Sem marcações.</p>
        ) : (
          <ul className={own.list}>
            {d.marcacoes.map((a) => (
              <li key={a.id} className={own.card}>
                <strong>
                  {whenPt(a.inicio)} · {a.oficina}
                </strong>
                <span>
                  {appointmentLabel(a.estado)}
                  {a.matricula ? ` · ${a.matricula}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={own.section} aria-labelledby="pedidos">
        <h2 id="pedidos">Pedidos de contacto, para ligarmos e leads</h2>
        {d.pedidos.length === 0 ? (
          <p>Sem pedidos.</p>
        ) : (
          <ul className={own.list}>
            {d.pedidos.map((p) => (
              <li key={`${p.tipo}-${p.id}`} className={own.card}>
                <RequestSummary p={p} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/operador/pedidos">Tratar pedidos na fila</Link>
        </p>
      </section>
    </div>
  );
}
