/**
 * /operador/clientes/:id (customer service and admins): one customer's profile, vehicles, orders, appointments and
 * contact / call-back / lead requests.
 */
import { Link } from "react-router";
import { type CustomerDetail, orderStatusLabel } from "#src/shared/operator/customer-service.ts";
import { STAFF_STATUS_LABEL, type AppointmentStatus } from "#src/shared/operator/appointment-status.ts";
import type { StaffView } from "#src/shared/operator/operator-api.ts";
import { formatEur } from "#src/shared/money.ts";
import type { Route } from "./+types/operator-customer";
import { apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import { RequestSummary, whenPt } from "./operator-requests-view.tsx";
import styles from "./operator.module.css";
import own from "./operator-customers.module.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const id = /^\d{1,9}$/.test(params.id) ? params.id : "0";
  const [me, detail] = await Promise.all([
    operatorGet<{ funcionario: StaffView }>(api, "/operador/me", headers),
    operatorGet<CustomerDetail>(api, `/operador/clientes/${id}`, headers),
  ]);
  return { me: me.funcionario, ...detail };
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
                  {v.kms ? ` · ${v.kms.toLocaleString("pt-PT")} km` : ""}
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
                  {orderStatusLabel(o.estado)} · {formatEur(o.totalCents)} (pago {formatEur(o.pagoCents)})
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
