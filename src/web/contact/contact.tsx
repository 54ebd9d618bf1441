import { Form, redirect, useActionData, useNavigation } from "react-router";
import { CONTACT_REASONS } from "#src/shared/contact/reasons.ts";
import type { Route } from "./+types/contact";
import { apiContext, isApiError } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const data = {
    reason: f.get("reason") || undefined,
    nombre: String(f.get("nombre") ?? ""),
    email: String(f.get("email") ?? ""),
    telefono: String(f.get("telefono") ?? ""),
    comentario: String(f.get("comentario") ?? ""),
    vehicle: String(f.get("vehicle") ?? "") || undefined,
  };
  const res = await context.get(apiContext)("/contactar", { method: "POST", body: { data } });
  if (res.status === 201) throw redirect("/contato/obrigado");
  const body = res.json();
  const errors: Record<string, string> = {};
  if (isApiError(body)) for (const [k, v] of Object.entries(body.errors ?? {})) errors[k.replace(/^data\./, "")] = v;
  return {
    message:
      res.status >= 500
        ? "Não foi possível enviar o pedido de contacto. Tente mais tarde."
        : isApiError(body)
          ? body.message
          : "Erro",
    errors,
  };
}

export const meta: Route.MetaFunction = () =>
  seo("Contacto", "Fale connosco: encomendas, apoio ao cliente, orçamentos e marcações na oficina.", "/contato/");

export default function Contact() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const err = (k: string) => data?.errors?.[k];
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <Breadcrumbs items={[{ label: "Contacto" }]} />
      <h1>Contacto</h1>
      <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
        {data?.message && (
          <p role="alert" className="field-error">
            {data.message}
          </p>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 700 }}>Motivo</legend>
          {Object.entries(CONTACT_REASONS).map(([v, l]) => (
            <label key={v} className="check">
              <input type="radio" name="reason" value={v} /> {l}
            </label>
          ))}
          {err("reason") && <span className="field-error">{err("reason")}</span>}
        </fieldset>
        <div className="form-grid">
          {[
            ["nombre", "Nome", "name", "text"],
            ["email", "E-mail", "email", "email"],
            ["telefono", "Telefone (opcional)", "tel", "tel"],
            ["vehicle", "Veículo (opcional)", "off", "text"],
          ].map(([n, l, a, t]) => (
            <div className="field" key={n}>
              <label htmlFor={n}>{l}</label>
              <input id={n} name={n} type={t} autoComplete={a} />
              {err(n as string) && <span className="field-error">{err(n as string)}</span>}
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor="comentario">Mensagem</label>
          <textarea id="comentario" name="comentario" rows={5} />
          {err("comentario") && <span className="field-error">{err("comentario")}</span>}
        </div>
        <button className="btn" type="submit" disabled={busy}>
          Enviar
        </button>
      </Form>
    </div>
  );
}
