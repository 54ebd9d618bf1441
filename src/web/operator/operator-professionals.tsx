/**
 * /operador/profissionais (admins; issue 14, item 7): the applications for a professional account by status, each
 * with the company, NIF, fleet and contact, and for a pending one "Aprovar" (with the credit terms of the monthly
 * invoice) or "Recusar" (with the reason sent to the applicant). Each decision is audited and e-mailed by the API.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import {
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  PROFESSIONAL_KIND_LABEL,
} from "#src/shared/professional/application.schema.ts";
import {
  CREDIT_DAYS,
  DEFAULT_CREDIT_DAYS,
  type OperatorApplication,
  type OperatorApplicationsAnswer,
} from "#src/shared/professional/decisions.schema.ts";
import type { Route } from "./+types/operator-professionals";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";

const isStatus = (v: string | null): v is ApplicationStatus =>
  v !== null && (APPLICATION_STATUSES as readonly string[]).includes(v);

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const param = new URL(request.url).searchParams.get("estado");
  const estado = param === "todas" ? null : isStatus(param) ? param : "pending";
  const [me, list] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof OperatorApplicationsAnswer>>(
      api,
      `/operador/profissionais${estado ? `?estado=${estado}` : ""}`,
      headers,
    ),
  ]);
  return { me: me.funcionario, candidaturas: list.candidaturas, estado };
}

type ActionResult = { ok: string; id: number } | { message: string; errors: Record<string, string>; id: number };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const decisao = String(form.get("decisao") ?? "");
  const body =
    decisao === "approve"
      ? { decisao, diasCredito: String(form.get("diasCredito") ?? ""), nota: String(form.get("nota") ?? "") }
      : { decisao, nota: String(form.get("nota") ?? "") };
  const res = await operatorSend<OperatorApplication>(
    context.get(apiContext),
    headers,
    "PATCH",
    `/operador/profissionais/${Number.isInteger(id) && id > 0 ? id : 0}`,
    body,
  );
  if (res.ok)
    return {
      id,
      ok:
        res.body.estado === "approved"
          ? `A candidatura de ${res.body.empresa} foi aprovada: a conta é agora profissional, com fatura a ${res.body.diasCredito} dias. O cliente foi avisado por e-mail.`
          : `A candidatura de ${res.body.empresa} foi recusada. O cliente foi avisado por e-mail.`,
    };
  return { id, message: res.message, errors: res.errors };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Contas profissionais | Área da equipa RodaCerta" },
  { name: "robots", content: "noindex, nofollow" },
];

const FILTERS: ReadonlyArray<readonly [string, string]> = [
  ["pending", "Pendentes"],
  ["approved", "Aprovadas"],
  ["refused", "Recusadas"],
  ["todas", "Todas"],
];

export default function OperatorProfessionals({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const current = d.estado ?? "todas";
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Contas profissionais</h1>
      <nav aria-label="Estado das candidaturas">
        <ul className="chips">
          {FILTERS.map(([value, label]) => (
            <li key={value}>
              <Link
                to={`/operador/profissionais?estado=${value}`}
                aria-current={current === value ? "page" : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result && "ok" in result && (
        <p className="card notice" role="status">
          {result.ok}
        </p>
      )}
      {d.candidaturas.length === 0 && <p>Não há candidaturas neste estado.</p>}
      <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 16 }}>
        {d.candidaturas.map((c) => {
          const failed = result && "message" in result && result.id === c.id ? result : null;
          return (
            <li key={c.id} className="card" aria-labelledby={`cand-${c.id}`}>
              <h2 id={`cand-${c.id}`} style={{ marginTop: 0 }}>
                {c.empresa} <small>· {APPLICATION_STATUS_LABEL[c.estado]}</small>
              </h2>
              <dl
                style={{
                  display: "grid",
                  gridTemplateColumns: "max-content minmax(0, 1fr)",
                  gap: "4px 16px",
                  margin: "0 0 16px",
                }}
              >
                <dt>NIF</dt>
                <dd style={{ margin: 0 }}>{c.nif}</dd>
                <dt>Atividade</dt>
                <dd style={{ margin: 0 }}>
                  {PROFESSIONAL_KIND_LABEL[c.tipo]} · {c.frota} veículo{c.frota === 1 ? "" : "s"}
                </dd>
                <dt>Contacto</dt>
                <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
                  {c.contacto} · {c.email} · {c.telefone}
                </dd>
                <dt>Conta de cliente</dt>
                <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
                  <Link to={`/operador/clientes/${c.cliente.id}`}>{c.cliente.nome}</Link> ({c.cliente.email})
                </dd>
                <dt>Recebida</dt>
                <dd style={{ margin: 0 }}>{formatLisbonDateTime(c.criadaEm)}</dd>
                {c.mensagem && (
                  <>
                    <dt>Mensagem</dt>
                    <dd style={{ margin: 0 }}>{c.mensagem}</dd>
                  </>
                )}
                {c.decididaEm && (
                  <>
                    <dt>Decisão</dt>
                    <dd style={{ margin: 0 }}>
                      {APPLICATION_STATUS_LABEL[c.estado]} em {formatLisbonDateTime(c.decididaEm)}
                      {c.decididaPor ? ` por ${c.decididaPor}` : ""}
                      {c.diasCredito !== null ? ` · fatura a ${c.diasCredito} dias` : ""}
                      {c.nota ? ` · ${c.nota}` : ""}
                    </dd>
                  </>
                )}
              </dl>
              {failed && (
                <p role="alert" className="field-error">
                  {failed.message}
                </p>
              )}
              {c.estado === "pending" && (
                <div style={{ display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))" }}>
                  <Form
                    method="post"
                    style={{ display: "grid", gap: 8, alignContent: "start" }}
                    aria-label={`Aprovar ${c.empresa}`}
                  >
                    <input type="hidden" name="id" value={c.id} />
                    <input type="hidden" name="decisao" value="approve" />
                    <div className="field">
                      <label htmlFor={`dias-${c.id}`}>Prazo de pagamento da fatura mensal</label>
                      <select id={`dias-${c.id}`} name="diasCredito" defaultValue={String(DEFAULT_CREDIT_DAYS)}>
                        {CREDIT_DAYS.map((n) => (
                          <option key={n} value={n}>
                            {n === 0 ? "Pronto pagamento" : `${n} dias`}
                          </option>
                        ))}
                      </select>
                      {failed?.errors.diasCredito && <span className="field-error">{failed.errors.diasCredito}</span>}
                    </div>
                    <div className="field">
                      <label htmlFor={`nota-a-${c.id}`}>Nota para o cliente (opcional)</label>
                      <input id={`nota-a-${c.id}`} name="nota" maxLength={500} />
                    </div>
                    <button className="btn" type="submit" disabled={busy} style={{ justifySelf: "start" }}>
                      Aprovar
                    </button>
                  </Form>
                  <Form
                    method="post"
                    style={{ display: "grid", gap: 8, alignContent: "start" }}
                    aria-label={`Recusar ${c.empresa}`}
                  >
                    <input type="hidden" name="id" value={c.id} />
                    <input type="hidden" name="decisao" value="refuse" />
                    <div className="field">
                      <label htmlFor={`nota-r-${c.id}`}>Motivo da recusa (enviado ao cliente)</label>
                      <textarea
                        id={`nota-r-${c.id}`}
                        name="nota"
                        rows={2}
                        maxLength={500}
                        required
                        aria-invalid={failed?.errors.nota ? true : undefined}
                      />
                      {failed?.errors.nota && <span className="field-error">{failed.errors.nota}</span>}
                    </div>
                    <button className="btn btn-ghost" type="submit" disabled={busy} style={{ justifySelf: "start" }}>
                      Recusar
                    </button>
                  </Form>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
