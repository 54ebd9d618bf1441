/**
 * /operador/clientes (customer service and admins): find a customer by e-mail, name, phone, NIF or plate, then open
 * their page (/operador/clientes/:id).
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/operator-customers";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import type { CustomersAnswer } from "#src/shared/operator/customer-service.ts";
import { type Answer, answer, apiContext, isApiError } from "../api-context.ts";
import { loginAgain, operatorGet, operatorHeaders } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-customers.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 120);
  const me = await operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers);
  if (!q) return { me: me.funcionario, q, clientes: null, erro: null };
  const res = await api(`/operador/clientes?${new URLSearchParams({ q })}`, { headers });
  if (res.status === 401) loginAgain();
  const body = res.json();
  if (res.status === 200)
    return { me: me.funcionario, q, clientes: answer<typeof CustomersAnswer>(res).clientes, erro: null };
  const erro = isApiError(body) ? (body.errors?.q ?? body.message) : "Erro";
  return { me: me.funcionario, q, clientes: null, erro };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Clientes");

export default function OperatorCustomers({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Clientes</h1>
      <Form method="get" role="search" className={own.search}>
        <div className="field">
          <label htmlFor="q">Procurar por e-mail, nome, telefone, NIF ou matrícula</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={d.q}
            placeholder="ex.: ana@exemplo.pt, 912 345 678, AA-12-BC"
            {...(d.erro ? { "aria-invalid": true, "aria-describedby": "q-error" } : {})}
          />
          {d.erro && (
            <span id="q-error" className="field-error">
              {d.erro}
            </span>
          )}
        </div>
        <button type="submit" className="btn">
          Procurar
        </button>
      </Form>
      {d.clientes && (
        <>
          <p aria-live="polite">
            {d.clientes.length === 0
              ? "Nenhum cliente encontrado."
              : `${d.clientes.length} ${d.clientes.length === 1 ? "cliente encontrado" : "clientes encontrados"}.`}
          </p>
          <ul className={own.list} aria-label="Clientes encontrados">
            {d.clientes.map((c) => (
              <li key={c.id} className={own.card}>
                <Link to={`/operador/clientes/${c.id}`}>
                  <strong>{c.nome}</strong>
                </Link>
                <span className={own.muted}>{[c.email, c.telefono].filter(Boolean).join(" · ")}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
