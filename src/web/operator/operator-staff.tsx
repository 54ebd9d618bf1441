/**
 * /operador/equipa (admins): the staff accounts, a form to create one (workshop staff choose their workshops), and
 * disabling or enabling an account (its sessions end at once). Every change lands in the audit log.
 */
import { Form, useActionData, useNavigation } from "react-router";
import { ROLE_LABEL, STAFF_ROLES, type StaffRole } from "#src/shared/operator/access.ts";
import type { MeAnswer, StaffListAnswer, StaffView, WorkshopsAnswer } from "#src/shared/operator/operator-api.ts";
import { STAFF_PASSWORD_MIN } from "#src/shared/operator/staff.schema.ts";
import type { Route } from "./+types/operator-staff";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import { ActionNotice, Field, noStoreHeaders, staffMeta } from "./operator-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const me = await operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers);
  const [staff, ws] = await Promise.all([
    operatorGet<Answer<typeof StaffListAnswer>>(api, "/operador/funcionarios", headers),
    operatorGet<Answer<typeof WorkshopsAnswer>>(api, "/operador/oficinas", headers),
  ]);
  return { me: me.funcionario, funcionarios: staff.funcionarios, oficinas: ws.oficinas };
}

type ActionResult = { ok: string } | { message: string; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const toggle = form.get("intent") === "toggle";
  const res = toggle
    ? await operatorSend<StaffView>(
        api,
        headers,
        "PATCH",
        `/operador/funcionarios/${encodeURIComponent(String(form.get("id") ?? ""))}`,
        { ativo: form.get("ativo") === "true" },
      )
    : await operatorSend<StaffView>(api, headers, "POST", "/operador/funcionarios", {
        email: String(form.get("email") ?? ""),
        nome: String(form.get("nome") ?? ""),
        password: String(form.get("password") ?? ""),
        perfil: String(form.get("perfil") ?? ""),
        oficinas: form.getAll("oficinas").map(Number),
      });
  if (res.ok) {
    const s = res.body;
    return { ok: toggle ? `A conta ${s.email} está ${s.ativo ? "ativa" : "desativada"}.` : `Conta ${s.email} criada.` };
  }
  return { message: res.message, errors: res.errors };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Equipa");

export default function OperatorStaff({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = result && "errors" in result ? result.errors : {};
  const aria = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};
  const workshopName = new Map(d.oficinas.map((w) => [w.id, w.alias]));
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Equipa</h1>
      <ActionNotice
        ok={result && "ok" in result ? result.ok : null}
        message={result && "message" in result ? result.message : null}
      />

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Contas da equipa</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">E-mail</th>
              <th scope="col">Perfil</th>
              <th scope="col">Oficinas</th>
              <th scope="col">Estado</th>
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.funcionarios.map((s) => (
              <tr key={s.id}>
                <td>{s.nome}</td>
                <td>{s.email}</td>
                <td>{ROLE_LABEL[s.perfil]}</td>
                <td>{s.oficinas.map((id) => workshopName.get(id) ?? `n.º ${id}`).join(", ") || "Todas"}</td>
                <td>{s.ativo ? "Ativa" : "Desativada"}</td>
                <td>
                  {s.id !== d.me.id && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="toggle" />
                      <input type="hidden" name="id" value={s.id} />
                      <input type="hidden" name="ativo" value={String(!s.ativo)} />
                      <button type="submit" className="btn btn-secondary" disabled={busy}>
                        {s.ativo ? "Desativar" : "Ativar"}
                        <span className="visually-hidden"> a conta de {s.nome}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="card" aria-labelledby="nova">
        <h2 id="nova">Nova conta</h2>
        <Form method="post" noValidate className={styles.staffForm} key={result && "ok" in result ? result.ok : "nova"}>
          <input type="hidden" name="intent" value="create" />
          <Field id="nome" label="Nome" error={errors.nome}>
            <input id="nome" name="nome" autoComplete="off" required maxLength={80} {...aria("nome")} />
          </Field>
          <Field id="email" label="E-mail" error={errors.email}>
            <input id="email" name="email" type="email" autoComplete="off" required {...aria("email")} />
          </Field>
          <Field
            id="password"
            label={`Password inicial (pelo menos ${STAFF_PASSWORD_MIN} caracteres)`}
            error={errors.password}
          >
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={STAFF_PASSWORD_MIN}
              required
              {...aria("password")}
            />
          </Field>
          <Field id="perfil" label="Perfil" error={errors.perfil}>
            <select id="perfil" name="perfil" required defaultValue="" {...aria("perfil")}>
              <option value="" disabled>
                Escolha o perfil
              </option>
              {STAFF_ROLES.map((r: StaffRole) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="oficinas" label="Oficinas (só para o perfil Oficina)" error={errors.oficinas}>
            <select id="oficinas" name="oficinas" multiple size={6} {...aria("oficinas")}>
              {d.oficinas.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.alias} ({w.poblacion})
                </option>
              ))}
            </select>
          </Field>
          <div>
            <button type="submit" className="btn" disabled={busy}>
              Criar conta
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
