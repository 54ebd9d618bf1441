/**
 * /operador/site (admins): the maintenance notice (on/off, its window and text, in Portuguese and for the Spanish
 * site) and whether the tyre selector asks anonymous visitors for their contact data before the results. Both take
 * effect on the site at once; audited.
 */
import { Form, useActionData, useNavigation } from "react-router";
import { MAINTENANCE_MESSAGE_MAX, type OperatorSite } from "#src/shared/operator/offers.schema.ts";
import type { Route } from "./+types/operator-site";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-offers.module.css";
import { ActionNotice, fieldAria, noStoreHeaders, staffMeta } from "./operator-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, site] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<OperatorSite>(api, "/operador/site", headers),
  ]);
  return { me: me.funcionario, site };
}

type ActionResult = { ok: string } | { message: string; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const maintenance = form.get("intent") === "manutencao";
  const body = maintenance
    ? {
        manutencao: {
          ativo: form.get("ativo") === "on",
          inicio: String(form.get("inicio") ?? ""),
          fim: String(form.get("fim") ?? ""),
          mensagem: String(form.get("mensagem") ?? "").trim() || null,
          mensagemEs: String(form.get("mensagemEs") ?? "").trim() || null,
        },
      }
    : { pedirDadosSeletor: form.get("pedirDadosSeletor") === "on" };
  const res = await operatorSend<OperatorSite>(api, headers, "PATCH", "/operador/site", body);
  if (res.ok) {
    const s = res.body;
    return {
      ok: maintenance
        ? s.manutencao?.ativo
          ? `O aviso de manutenção está ligado${s.manutencao.visivelAgora ? " e já aparece no site" : `: aparece no site a partir de 2 horas antes de ${s.manutencao.inicio}`}.`
          : "O aviso de manutenção está desligado."
        : s.pedirDadosSeletor
          ? "O seletor pede agora os dados de contacto antes dos resultados."
          : "O seletor mostra agora os resultados sem pedir dados de contacto.",
    };
  }
  // Field errors of the notice come as "manutencao.fim": the form's fields are named without the prefix.
  const errors = Object.fromEntries(Object.entries(res.errors).map(([k, v]) => [k.replace(/^manutencao\./, ""), v]));
  return { message: res.message, errors };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Site");

export default function OperatorSitePage({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = result && "errors" in result ? result.errors : {};
  const m = d.site.manutencao;
  const aria = fieldAria(errors);
  const error = (name: string) =>
    errors[name] && (
      <span id={`${name}-error`} className="field-error">
        {errors[name]}
      </span>
    );
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Site</h1>
      <ActionNotice
        ok={result && "ok" in result ? result.ok : null}
        message={result && "message" in result ? result.message : null}
      />

      <section className="card" aria-labelledby="manutencao">
        <h2 id="manutencao">Aviso de manutenção</h2>
        <p>
          {m?.visivelAgora ? "O aviso aparece agora no site." : "O aviso não aparece agora no site."} Ligado, aparece a
          partir de 2 horas antes do início e até ao fim da manutenção.
        </p>
        <Form
          method="post"
          noValidate
          className={own.form}
          key={`${JSON.stringify(m)}-${result && "ok" in result ? result.ok : ""}`}
        >
          <input type="hidden" name="intent" value="manutencao" />
          <div className={`${own.checks} ${own.wide}`}>
            <label>
              <input type="checkbox" name="ativo" defaultChecked={m?.ativo ?? false} /> Aviso ligado
            </label>
          </div>
          <div className="field">
            <label htmlFor="inicio">Início</label>
            <span id="inicio-hint" className={own.fieldHint}>
              DD/MM/AAAA HH:MM, hora de Lisboa
            </span>
            <input
              id="inicio"
              name="inicio"
              required
              autoComplete="off"
              defaultValue={m?.inicio}
              {...aria("inicio", true)}
            />
            {error("inicio")}
          </div>
          <div className="field">
            <label htmlFor="fim">Fim</label>
            <span id="fim-hint" className={own.fieldHint}>
              DD/MM/AAAA HH:MM, hora de Lisboa
            </span>
            <input id="fim" name="fim" required autoComplete="off" defaultValue={m?.fim} {...aria("fim", true)} />
            {error("fim")}
          </div>
          <div className={`field ${own.wide}`}>
            <label htmlFor="mensagem">Texto do aviso (opcional)</label>
            <textarea
              id="mensagem"
              name="mensagem"
              rows={2}
              maxLength={MAINTENANCE_MESSAGE_MAX}
              defaultValue={m?.mensagem ?? ""}
              {...aria("mensagem")}
            />
            {error("mensagem")}
          </div>
          <div className={`field ${own.wide}`}>
            <label htmlFor="mensagemEs">Texto do aviso em espanhol (opcional)</label>
            <span id="mensagemEs-hint" className={own.fieldHint}>
              No site espanhol. Vazio: o site espanhol mostra o aviso habitual
            </span>
            <textarea
              id="mensagemEs"
              name="mensagemEs"
              lang="es"
              rows={2}
              maxLength={MAINTENANCE_MESSAGE_MAX}
              defaultValue={m?.mensagemEs ?? ""}
              {...aria("mensagemEs", true)}
            />
            {error("mensagemEs")}
          </div>
          <div className={own.actions}>
            <button type="submit" className="btn" disabled={busy}>
              Guardar aviso
            </button>
          </div>
        </Form>
      </section>

      <section className="card" aria-labelledby="seletor">
        <h2 id="seletor">Seletor de pneus</h2>
        <Form method="post" className={own.form} key={`s-${d.site.pedirDadosSeletor}`}>
          <input type="hidden" name="intent" value="seletor" />
          <div className={`${own.checks} ${own.wide}`}>
            <label>
              <input type="checkbox" name="pedirDadosSeletor" defaultChecked={d.site.pedirDadosSeletor} /> Pedir e-mail,
              telefone e código postal aos visitantes sem sessão antes de mostrar os resultados
            </label>
          </div>
          <div className={own.actions}>
            <button type="submit" className="btn" disabled={busy}>
              Guardar
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
