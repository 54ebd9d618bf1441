/**
 * /operador/encerramentos: the days closed from today on (national holidays need no entry), a form to close a day of
 * a workshop (or of every workshop, admins only) that answers with the customers to contact, and reopening a day.
 */
import { Form, useActionData, useNavigation } from "react-router";
import type {
  ClosureCreatedAnswer,
  ClosuresAnswer,
  ClosureView,
  CustomerToContact,
  MeAnswer,
  WorkshopsAnswer,
} from "#src/shared/operator/operator-api.ts";
import type { Route } from "./+types/operator-closures";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import { ContactCell } from "./operator-contact-cell.tsx";
import { FieldError, noStoreHeaders, staffMeta } from "./operator-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, ws, closures] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof WorkshopsAnswer>>(api, "/operador/oficinas", headers),
    operatorGet<Answer<typeof ClosuresAnswer>>(api, "/operador/encerramentos", headers),
  ]);
  return { me: me.funcionario, oficinas: ws.oficinas, encerramentos: closures.encerramentos };
}

type ActionResult =
  | { kind: "created"; closure: ClosureView; contacts: CustomerToContact[] }
  | { kind: "deleted" }
  | { kind: "error"; message: string; errors: Record<string, string> };

/** DD/MM/YYYY as typed; a yyyy-mm-dd (pasted, or a browser's date picker) is turned round; the API checks the rest. */
const toDayMonthYear = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.split("-").reverse().join("/") : v);

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    const path = `/operador/encerramentos/${encodeURIComponent(String(form.get("id") ?? ""))}`;
    const res = await operatorSend(api, headers, "DELETE", path);
    return res.ok ? { kind: "deleted" } : { kind: "error", message: res.message, errors: {} };
  }
  const oficina = String(form.get("oficinaId") ?? "");
  const res = await operatorSend<Answer<typeof ClosureCreatedAnswer>>(api, headers, "POST", "/operador/encerramentos", {
    oficinaId: oficina === "todas" ? null : oficina === "" ? undefined : Number(oficina),
    data: toDayMonthYear(String(form.get("data") ?? "")),
    motivo: String(form.get("motivo") ?? ""),
  });
  if (res.ok) return { kind: "created", closure: res.body.encerramento, contacts: res.body.clientesAContactar };
  return { kind: "error", message: res.message, errors: res.errors };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Dias fechados");

export default function OperatorClosures({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = result?.kind === "error" ? result.errors : {};
  const admin = d.me.perfil === "admin";
  const canClose = admin || d.me.perfil === "workshop";
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Dias fechados</h1>
      <p className="hint">
        Os feriados nacionais já estão fechados em todas as oficinas de Portugal. Registe aqui os feriados municipais e
        outros dias sem serviço: deixam de ter horas disponíveis nas marcações e no carrinho de imediato.
      </p>

      <div aria-live="polite">
        {result?.kind === "error" && (
          <p role="alert" className="field-error">
            {result.message}
          </p>
        )}
        {result?.kind === "deleted" && <p className="notice">O dia foi reaberto.</p>}
        {result?.kind === "created" && (
          <section className="card" aria-labelledby="contactar">
            <h2 id="contactar">
              {result.closure.oficina ?? "Todas as oficinas"}: fechado a {result.closure.data}
            </h2>
            {result.contacts.length === 0 ? (
              <p>Não havia marcações neste dia.</p>
            ) : (
              <>
                <p>
                  Há {result.contacts.length} {result.contacts.length === 1 ? "marcação" : "marcações"} neste dia.
                  Contacte {result.contacts.length === 1 ? "o cliente" : "os clientes"} para remarcar:
                </p>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">Clientes a contactar</caption>
                    <thead>
                      <tr>
                        <th scope="col">Hora</th>
                        <th scope="col">Oficina</th>
                        <th scope="col">Cliente</th>
                        <th scope="col">Contacto</th>
                        <th scope="col">Matrícula</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.contacts.map((c) => (
                        <tr key={c.marcacao}>
                          <td>{c.hora}</td>
                          <td>{c.oficina}</td>
                          <td>{c.nome ?? "—"}</td>
                          <ContactCell telefono={c.telefono} email={c.email} />
                          <td>{c.matricula ?? "—"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </section>
        )}
      </div>

      {canClose && (
        <section className="card" aria-labelledby="fechar">
          <h2 id="fechar">Fechar um dia</h2>
          <Form
            method="post"
            noValidate
            className={styles.formRow}
            key={result?.kind === "created" ? `depois-${result.closure.id}` : "novo"}
          >
            <input type="hidden" name="intent" value="create" />
            <div className="field">
              <label htmlFor="oficinaId">Oficina</label>
              <select
                id="oficinaId"
                name="oficinaId"
                required
                defaultValue={d.oficinas.length === 1 ? String(d.oficinas[0]!.id) : ""}
                aria-invalid={errors.oficinaId ? true : undefined}
                aria-describedby={errors.oficinaId ? "oficinaId-error" : undefined}
              >
                <option value="" disabled>
                  Escolha a oficina
                </option>
                {admin && <option value="todas">Todas as oficinas</option>}
                {d.oficinas.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.alias} ({w.poblacion})
                  </option>
                ))}
              </select>
              <FieldError id="oficinaId-error" text={errors.oficinaId} />
            </div>
            <div className="field">
              <label htmlFor="data">Dia</label>
              <input
                id="data"
                name="data"
                inputMode="numeric"
                autoComplete="off"
                placeholder="DD/MM/AAAA"
                maxLength={10}
                required
                aria-invalid={errors.data ? true : undefined}
                aria-describedby={errors.data ? "data-hint data-error" : "data-hint"}
              />
              <span id="data-hint" className="visually-hidden">
                Formato DD/MM/AAAA
              </span>
              <FieldError id="data-error" text={errors.data} />
            </div>
            <div className="field">
              <label htmlFor="motivo">Motivo</label>
              <input
                id="motivo"
                name="motivo"
                maxLength={120}
                required
                placeholder="Ex.: feriado municipal"
                aria-invalid={errors.motivo ? true : undefined}
                aria-describedby={errors.motivo ? "motivo-error" : undefined}
              />
              <FieldError id="motivo-error" text={errors.motivo} />
            </div>
            <button type="submit" className="btn" disabled={busy}>
              Fechar o dia
            </button>
          </Form>
        </section>
      )}

      <section aria-labelledby="lista">
        <h2 id="lista">Próximos dias fechados</h2>
        {d.encerramentos.length === 0 ? (
          <p>Não há dias fechados registados a partir de hoje.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col">Oficina</th>
                  <th scope="col">Motivo</th>
                  {canClose && (
                    <th scope="col">
                      <span className="visually-hidden">Ações</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {d.encerramentos.map((c) => (
                  <tr key={c.id}>
                    <td>{c.data}</td>
                    <td>{c.oficina ?? "Todas as oficinas"}</td>
                    <td>{c.motivo}</td>
                    {canClose && (
                      <td>
                        {(admin || c.oficinaId !== null) && (
                          <Form method="post">
                            <input type="hidden" name="intent" value="delete" />
                            <input type="hidden" name="id" value={c.id} />
                            <button
                              type="submit"
                              className="btn btn-secondary"
                              disabled={busy}
                              aria-label={`Reabrir ${c.data} (${c.oficina ?? "todas as oficinas"})`}
                            >
                              Reabrir
                            </button>
                          </Form>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
