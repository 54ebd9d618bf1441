/**
 * /acesso-profissionais (issue 14, item 7): what a professional account gives, and the application form. Applying
 * needs a customer account (the one that will manage the fleet): a visitor is asked to sign in or register first and
 * comes back here. The form validates with the shared schema in the browser and on the server, and works without
 * JavaScript (a plain form post to this route's action).
 */
import { type FormEvent, useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import {
  APPLICATION_STATUS_LABEL,
  PROFESSIONAL_KIND_LABEL,
  PROFESSIONAL_KINDS,
  ProfessionalApplicationSchema,
} from "#src/shared/professional/application.schema.ts";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import type { Route } from "./+types/professional-access";
import { apiContext } from "../api-context.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { applyForProfessional, professionalStatus } from "./professional-api.server.ts";
import styles from "./professional.module.css";

const PATH = "/acesso-profissionais";

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.has("enviada");
  if (!sessionToken(request)) return { signedIn: false as const, status: null, error: null, sent: false };
  const r = await professionalStatus(context.get(apiContext), authHeaders(request));
  if (!r.ok && r.status === 401) return { signedIn: false as const, status: null, error: null, sent: false };
  return { signedIn: true as const, status: r.ok ? r.data : null, error: r.ok ? null : r.message, sent };
}

const FIELDS = ["empresa", "nif", "contacto", "email", "telefone", "frota", "tipo", "mensagem"] as const;

function formValues(f: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FIELDS) out[k] = String(f.get(k) ?? "");
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const r = await applyForProfessional(context.get(apiContext), authHeaders(request), {
    ...values,
    tipo: values.tipo || undefined,
  });
  if (r.ok) throw redirect(`${PATH}?enviada=1`);
  if (r.status === 401) throw redirect(`/login?next=${encodeURIComponent(PATH)}`);
  return { message: r.message, errors: r.errors, values };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Acesso profissionais",
    "Conta profissional RodaCerta para frotas, táxis, TVDE e empresas de entregas: marcação de vários veículos, histórico da frota e prazo de pagamento acordado.",
    PATH,
  );

/** The shared schema's first message per field, for the browser's check before posting. */
function clientErrors(form: HTMLFormElement): Record<string, string> {
  const v = formValues(new FormData(form));
  const r = ProfessionalApplicationSchema.safeParse({ ...v, tipo: v.tipo || undefined });
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

export default function ProfessionalAccess({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [clientErr, setClientErr] = useState<Record<string, string> | null>(null);
  // The browser's check wins while it finds something; otherwise the server's answer (field errors, message) shows.
  const clientFound = clientErr !== null && Object.keys(clientErr).length > 0;
  const errors = clientFound ? clientErr : (result?.errors ?? {});
  const values = result?.values ?? {};
  const status = d.status;
  const pending = status?.candidatura?.estado === "pending";
  const refused = status?.candidatura?.estado === "refused";

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const found = clientErrors(e.currentTarget);
    setClientErr(found);
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      const first = e.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`);
      first?.focus();
    }
  }

  const field = (name: (typeof FIELDS)[number], label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`pro-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <span className="field-error" id={`pro-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );
  const inputProps = (name: (typeof FIELDS)[number]) => ({
    id: `pro-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `pro-${name}-error` : undefined,
  });

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Acesso profissionais" }]} />
      <h1>Acesso profissionais</h1>
      <p className="lead">
        Para frotas de empresa, táxis, TVDE e empresas de entregas: uma conta profissional RodaCerta junta a gestão dos
        seus veículos num só sítio.
      </p>
      <h2>O que inclui</h2>
      <ul className={styles.benefits}>
        <li className="card">
          <h3>Marcações para a frota</h3>
          <p>Marque vários veículos de uma vez na mesma oficina e no mesmo dia, cada um à sua hora.</p>
        </li>
        <li className="card">
          <h3>Histórico da frota</h3>
          <p>Veja as marcações e encomendas de cada matrícula, para planear a manutenção dos veículos.</p>
        </li>
        <li className="card">
          <h3>Condições de pagamento</h3>
          <p>
            Pague as encomendas a crédito: ficam confirmadas de imediato e entram na fatura mensal da empresa, a pagar
            no prazo que acordamos consigo na aprovação.
          </p>
        </li>
      </ul>

      <h2>Candidatura</h2>
      {d.error && (
        <p role="alert" className="card field-error">
          {d.error}
        </p>
      )}
      {!d.signedIn && (
        <div className={`card ${styles.status}`}>
          <p>
            A conta profissional é gerida a partir da sua conta de cliente RodaCerta. Entre na sua conta, ou crie uma, e
            volte a esta página para preencher a candidatura.
          </p>
          <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
            <Link className="btn" to={`/login?next=${encodeURIComponent(PATH)}`}>
              Entrar na minha conta
            </Link>
            <Link className="btn btn-ghost" to={`/registo?next=${encodeURIComponent(PATH)}`}>
              Criar conta
            </Link>
          </p>
        </div>
      )}
      {status?.conta && (
        <div className={`card ${styles.status}`} role="status">
          <h3>A sua conta profissional está ativa</h3>
          <dl className={styles.facts}>
            <dt>Empresa</dt>
            <dd>{status.conta.empresa}</dd>
            <dt>NIF</dt>
            <dd>{status.conta.nif}</dd>
            <dt>Pagamento</dt>
            <dd>Fatura mensal a {status.conta.diasCredito} dias</dd>
          </dl>
          <p>
            <Link className="btn" to="/area-privado/frota">
              Ir para a minha frota
            </Link>
          </p>
        </div>
      )}
      {!status?.conta && pending && status.candidatura && (
        <div className={`card ${styles.status}`} role="status">
          <h3>{d.sent ? "Recebemos a sua candidatura" : "A sua candidatura está em análise"}</h3>
          <p>
            Analisamos cada candidatura em até 2 dias úteis e respondemos para {status.candidatura.email}. Enviámos-lhe
            um e-mail com a confirmação.
          </p>
          <dl className={styles.facts}>
            <dt>Empresa</dt>
            <dd>{status.candidatura.empresa}</dd>
            <dt>NIF</dt>
            <dd>{status.candidatura.nif}</dd>
            <dt>Frota</dt>
            <dd>
              {status.candidatura.frota} veículo{status.candidatura.frota === 1 ? "" : "s"} ·{" "}
              {PROFESSIONAL_KIND_LABEL[status.candidatura.tipo]}
            </dd>
            <dt>Estado</dt>
            <dd>
              {APPLICATION_STATUS_LABEL.pending} desde {formatLisbonDateTime(status.candidatura.criadaEm)}
            </dd>
          </dl>
        </div>
      )}
      {d.signedIn && !status?.conta && !pending && !d.error && (
        <>
          {refused && status?.candidatura && (
            <p className={`card ${styles.status}`} role="status">
              A candidatura anterior de {status.candidatura.empresa} foi recusada
              {status.candidatura.nota ? `: ${status.candidatura.nota}` : "."} Pode candidatar-se de novo.
            </p>
          )}
          <Form method="post" className={`card ${styles.form}`} noValidate onSubmit={onSubmit}>
            {result?.message && !clientFound && (
              <p role="alert" className="field-error">
                {result.message}
              </p>
            )}
            {clientFound && (
              <p role="alert" className="field-error">
                Reveja os campos assinalados.
              </p>
            )}
            <div className="form-grid">
              {field("empresa", "Nome da empresa", <input {...inputProps("empresa")} autoComplete="organization" />)}
              {field("nif", "NIF da empresa", <input {...inputProps("nif")} inputMode="numeric" autoComplete="off" />)}
              {field("contacto", "Pessoa de contacto", <input {...inputProps("contacto")} autoComplete="name" />)}
              {field("email", "E-mail", <input {...inputProps("email")} type="email" autoComplete="email" />)}
              {field("telefone", "Telefone", <input {...inputProps("telefone")} type="tel" autoComplete="tel" />)}
              {field(
                "frota",
                "Número de veículos da frota",
                <input {...inputProps("frota")} type="number" min={1} max={100000} inputMode="numeric" />,
              )}
            </div>
            {field(
              "tipo",
              "Atividade",
              <select {...inputProps("tipo")}>
                <option value="">Escolha…</option>
                {PROFESSIONAL_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {PROFESSIONAL_KIND_LABEL[k]}
                  </option>
                ))}
              </select>,
            )}
            {field(
              "mensagem",
              "Mensagem (opcional)",
              <textarea {...inputProps("mensagem")} rows={4} maxLength={1000} />,
            )}
            <p>
              <button className="btn" type="submit" disabled={busy}>
                {busy ? "A enviar…" : "Enviar candidatura"}
              </button>
            </p>
          </Form>
        </>
      )}
    </div>
  );
}
