/** /operador/auditoria (admins): every change made in the back office, newest first, 50 per page. */
import { data, Link } from "react-router";
import { RelativeTime } from "#src/web/shell/relative-time.tsx";
import type { AuditAnswer, MeAnswer } from "#src/shared/operator/operator-api.ts";
import type { Route } from "./+types/operator-audit";
import { answer, apiContext, isApiError } from "../api-context.ts";
import { loginAgain, operatorHeaders } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";

const ACTION_LABEL: Record<string, string> = {
  "staff.login": "Entrada",
  "staff.logout": "Saída",
  "staff.create": "Conta criada",
  "staff.update": "Conta alterada",
  "closure.create": "Dia fechado",
  "closure.delete": "Dia reaberto",
  "product.update": "Preço ou stock alterado",
  "promotion.create": "Promoção criada",
  "promotion.update": "Promoção alterada",
  "promotion.end": "Promoção terminada",
  "site.update": "Site alterado",
  "appointment.status": "Estado da marcação alterado",
  "request.status": "Estado do pedido alterado",
  "payment.refund": "Pagamento reembolsado",
  "order.resend_confirmation": "Confirmação reenviada",
  "customer.impersonate": "Pedido de entrada na conta do cliente",
  "customer.impersonate.open": "Entrada na conta do cliente",
};

const ENTITY_LABEL: Record<string, string> = {
  staff: "Conta",
  workshop_closure: "Encerramento",
  tyre: "Pneu",
  promotion: "Promoção",
  site: "Site",
  appointment: "Marcação",
  order: "Encomenda",
  payment: "Pagamento",
  "pedido-contacto": "Pedido de contacto",
  "pedido-ligamos": "Pedido de chamada",
  "pedido-lead": "Contacto deixado no site",
  cliente: "Cliente",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("pagina")) || 1));
  const [me, audit] = await Promise.all([
    api("/operador/me", { headers }),
    api(`/operador/auditoria?pagina=${page}`, { headers }),
  ]);
  if (me.status === 401 || audit.status === 401) loginAgain();
  const body = audit.json();
  if (audit.status !== 200) throw data(isApiError(body) ? body.message : "Erro", { status: audit.status });
  const who = answer<typeof MeAnswer>(me).funcionario;
  const page_ = answer<typeof AuditAnswer>(audit);
  return { me: who, registos: page_.registos, pagina: page_.pagina, mais: page_.registos.length === page_.porPagina };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Auditoria");

const when = (iso: string) =>
  new Intl.DateTimeFormat("pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

const json = (v: unknown) => (v === null || v === undefined ? "—" : JSON.stringify(v, null, 1));

export default function OperatorAudit({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Auditoria</h1>
      {d.registos.length === 0 ? (
        <p>Sem registos.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              Alterações feitas na área da equipa, da mais recente para a mais antiga
            </caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Quem</th>
                <th scope="col">O quê</th>
                <th scope="col">Antes</th>
                <th scope="col">Depois</th>
              </tr>
            </thead>
            <tbody>
              {d.registos.map((r) => (
                <tr key={r.id}>
                  <td>
                    {when(r.em)}
                    <br />
                    <small>
                      <RelativeTime at={r.em} />
                    </small>
                  </td>
                  <td>{r.funcionario ? r.funcionario.email : "Sistema"}</td>
                  <td>
                    {ACTION_LABEL[r.acao] ?? r.acao}
                    {r.entidadeId && (
                      <>
                        <br />
                        <small>
                          {ENTITY_LABEL[r.entidade] ?? r.entidade} n.º {r.entidadeId}
                        </small>
                      </>
                    )}
                  </td>
                  <td>
                    <pre className={styles.json}>{json(r.antes)}</pre>
                  </td>
                  <td>
                    <pre className={styles.json}>{json(r.depois)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Páginas" className="pagination">
        {d.pagina > 1 && <Link to={`?pagina=${d.pagina - 1}`}>Página anterior</Link>}
        {d.mais && <Link to={`?pagina=${d.pagina + 1}`}>Página seguinte</Link>}
      </nav>
    </div>
  );
}
