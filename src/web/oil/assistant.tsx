/**
 * /mudanca-de-oleo-filtros/assistente/:step? — the oil-change assistant (spec section 2, "Oil service"): plate →
 * kilometres → oil → pack and services → basket. One URL per step with the choices in the query string, so reload,
 * back and a shared link replay it; every step is a plain form and works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { formatNumber } from "#src/shared/numbers.ts";
import { WASTE_OIL_TAX_TEXT } from "#src/shared/revision/capacity.ts";
import { ASSISTANT_STEPS, type AssistantStep, assistantUrl } from "#src/shared/revision/steps.ts";
import { apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/assistant";
import { addPack, type AssistantData, loadAssistant } from "./assistant.server.ts";
import { OilFacts } from "./oil-facts.tsx";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  return loadAssistant(context.get(apiContext), params.step, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  return addPack(context.get(apiContext), request, url);
}

const TITLE: Record<AssistantStep, string> = {
  matricula: "Mudança de óleo: a sua matrícula",
  quilometros: "Quantos quilómetros tem o seu carro?",
  oleo: "Escolha o óleo",
  servicos: "Escolha o pack",
};
const STEP_LABEL: Record<AssistantStep, string> = {
  matricula: "Matrícula",
  quilometros: "Quilómetros",
  oleo: "Óleo",
  servicos: "Pack",
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo(
    TITLE[loaderData?.step ?? "matricula"],
    "Diga-nos a matrícula e os quilómetros do seu carro: mostramos o óleo indicado para o motor e o pack de mudança de óleo e filtros, com marcação na oficina.",
    "/mudanca-de-oleo-filtros/assistente",
  ),
  { name: "robots", content: "noindex" },
];

function Steps({ current }: { current: AssistantStep }) {
  const at = ASSISTANT_STEPS.indexOf(current);
  return (
    <ol className="steps" aria-label="Passos do assistente">
      {ASSISTANT_STEPS.map((s, i) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>
          <span className="visually-hidden">{i < at ? "Feito: " : ""}</span>
          {i + 1}. {STEP_LABEL[s]}
        </li>
      ))}
      <li>5. Carrinho</li>
    </ol>
  );
}

function Busy({ label, busyLabel, action }: { label: string; busyLabel: string; action: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === action;
  return (
    <button className="btn" type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

function Vehicle({ text, plate }: { text: string; plate: string }) {
  return (
    <p className="hint" data-testid="oil-vehicle">
      <strong>{plate}</strong> · {text}
    </p>
  );
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} role="alert" className="field-error">
      {error}
    </span>
  ) : null;
}

function Frame({ step, back, children }: { step: AssistantStep; back: string | null; children: ReactNode }) {
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: "Mudança de óleo e filtros", to: "/mudanca-de-oleo-filtros" }, { label: "Assistente" }]}
      />
      <h1>{TITLE[step]}</h1>
      <Steps current={step} />
      {children}
      {back && (
        <p>
          <Link to={back}>← Voltar ao passo anterior</Link>
        </p>
      )}
    </div>
  );
}

function PlateStep({ d }: { d: Extract<AssistantData, { step: "matricula" }> }) {
  const action = assistantUrl("matricula", {});
  return (
    <Frame step="matricula" back={null}>
      {d.state && (
        <section className="card notice" role="status" aria-labelledby="no-revision-title" style={{ marginBottom: 16 }}>
          <h2 id="no-revision-title" style={{ marginTop: 0, fontSize: "1.15rem" }}>
            {d.state.title}
          </h2>
          <p className="hint">
            <strong>{d.plate}</strong> · {d.state.modelo}
          </p>
          <p>{d.state.text}</p>
          {d.state.next ? (
            <Link className="btn" to={`${d.state.next}&matricula=${encodeURIComponent(d.plate)}`}>
              Marcar revisão na oficina
            </Link>
          ) : (
            <Link to={d.state.status === "ELECTRIC" ? "/carro" : "/contato"}>
              {d.state.status === "ELECTRIC" ? "Ver os serviços para carro" : "Fale connosco"}
            </Link>
          )}
        </section>
      )}
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <p style={{ margin: 0 }}>
          Com a matrícula encontramos o motor do seu carro e os óleos indicados pelo fabricante.
        </p>
        <div className="field">
          <label htmlFor="matricula">Matrícula</label>
          <input
            id="matricula"
            name="matricula"
            className="plate-input"
            defaultValue={d.state ? "" : d.plate}
            placeholder="AA-00-AA"
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={d.error ? true : undefined}
            aria-describedby={d.error ? "matricula-error" : undefined}
          />
          <FieldError id="matricula-error" error={d.error} />
        </div>
        <Busy label="Continuar" busyLabel="A procurar…" action={action} />
      </Form>
    </Frame>
  );
}

function KmStep({ d }: { d: Extract<AssistantData, { step: "quilometros" }> }) {
  const action = assistantUrl("quilometros", {});
  return (
    <Frame step="quilometros" back={`${assistantUrl("matricula", {})}`}>
      <Vehicle plate={d.vehicle.matricula} text={d.vehicle.modelo} />
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={d.vehicle.matricula} />
        <div className="field">
          <label htmlFor="kms">Quilómetros atuais</label>
          <input
            id="kms"
            name="kms"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.kmsInput || (d.choices.kms ?? "")}
            placeholder="ex.: 85 000"
            aria-invalid={d.errors.kms ? true : undefined}
            aria-describedby={d.errors.kms ? "kms-error" : undefined}
          />
          <FieldError id="kms-error" error={d.errors.kms} />
        </div>
        <div className="field">
          <label htmlFor="ultima">Quilómetros na última mudança de óleo (opcional)</label>
          <input
            id="ultima"
            name="ultima"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.ultimaInput}
            aria-invalid={d.errors.ultima ? true : undefined}
            aria-describedby={d.errors.ultima ? "ultima-error" : "ultima-hint"}
          />
          <span id="ultima-hint" className="hint">
            Se souber, dizemos-lhe se a mudança já está na altura.
          </span>
          <FieldError id="ultima-error" error={d.errors.ultima} />
        </div>
        <Busy label="Ver os óleos" busyLabel="A procurar…" action={action} />
      </Form>
    </Frame>
  );
}

function Advice({ d }: { d: Extract<AssistantData, { step: "oleo" | "servicos" }> }) {
  const { intervalo, carter } = d.selector;
  return (
    <>
      <p className={intervalo.estado === "not-yet" ? "hint" : "notice"} data-testid="oil-interval">
        {intervalo.mensaje}
      </p>
      {carter.aviso && (
        <p className="notice" role="note" data-testid="oil-capacity">
          {carter.aviso}
        </p>
      )}
    </>
  );
}

function OilStep({ d }: { d: Extract<AssistantData, { step: "oleo" }> }) {
  const action = assistantUrl("servicos", {});
  const { vehiculoInfo: v } = d.selector;
  return (
    <Frame step="oleo" back={assistantUrl("quilometros", d.choices)}>
      <Vehicle
        plate={d.choices.matricula ?? ""}
        text={`${v.marca} ${v.modelo} ${v.motor} · ${formatNumber(d.choices.kms ?? 0)} km`}
      />
      <Advice d={d} />
      <Form method="get" action={action} className="card" style={{ display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={d.choices.matricula ?? ""} />
        <input type="hidden" name="kms" value={d.choices.kms ?? ""} />
        {d.choices.ultima !== null && <input type="hidden" name="ultima" value={d.choices.ultima} />}
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
          <legend style={{ fontWeight: 700, marginBottom: 8 }}>Óleos indicados para o motor do seu carro</legend>
          {d.selector.listaAceites.map((o) => (
            <label key={o.id_site_revision_aceite} className="choice">
              <input
                type="radio"
                name="aceite"
                value={o.id_site_revision_aceite}
                defaultChecked={o.id_site_revision_aceite === d.selected}
              />
              <span>
                <strong>
                  {o.marca} {o.nombre}
                </strong>
                {o.recomendado && (
                  <>
                    {" "}
                    <span className="promo-badge">Recomendado pelo fabricante</span>
                  </>
                )}
                <br />
                <span className="hint">
                  {o.tipo_aceite} · SAE {o.sae} · Norma {o.normativa}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="hint" style={{ margin: 0 }}>
          Todos os packs incluem até 5 L do óleo escolhido.
        </p>
        <Busy label="Continuar: escolher o pack" busyLabel="A carregar…" action={action} />
      </Form>
    </Frame>
  );
}

function PackStep({ d }: { d: Extract<AssistantData, { step: "servicos" }> }) {
  const navigation = useNavigation();
  const busyPack = navigation.state === "submitting" ? navigation.formData?.get("pack") : null;
  const { vehiculoInfo: v } = d.selector;
  return (
    <Frame step="servicos" back={assistantUrl("oleo", d.choices)}>
      <Vehicle
        plate={d.choices.matricula ?? ""}
        text={`${v.marca} ${v.modelo} ${v.motor} · ${formatNumber(d.choices.kms ?? 0)} km`}
      />
      <p data-testid="oil-chosen">
        Óleo escolhido:{" "}
        <strong>
          {d.oil.marca} {d.oil.nombre}
        </strong>{" "}
        <span className="hint">
          ({d.oil.tipo_aceite} · SAE {d.oil.sae} · {d.oil.normativa})
        </span>{" "}
        <Link to={assistantUrl("oleo", d.choices)}>Mudar</Link>
      </p>
      <Advice d={d} />
      <div className="grid" style={{ marginTop: 16 }}>
        {d.packs.map((p) => (
          <article key={p.id} className="card" data-pack-id={p.id} aria-labelledby={`pack-${p.id}`}>
            <h2 id={`pack-${p.id}`} style={{ marginTop: 0, fontSize: "1.2rem" }}>
              {p.nombre}
            </h2>
            <ul>
              {p.incluye.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="price">
              <strong>{formatEur(p.precio)}</strong>{" "}
              <span className="hint">· cerca de {p.duracion} min na oficina</span>
            </p>
            <Form method="post" className="buy-form">
              <input type="hidden" name="pack" value={p.id} />
              <button className="btn" type="submit" disabled={busyPack === p.id} aria-label={`Escolher o ${p.nombre}`}>
                {busyPack === p.id ? "A juntar ao carrinho…" : "Escolher este pack"}
              </button>
            </Form>
            <p style={{ marginBottom: 0 }}>
              <Link to={`/mudanca-de-oleo-filtros/${p.slug}`}>O que inclui o {p.nombre}</Link>
            </p>
          </article>
        ))}
      </div>
      <p className="hint">
        O teste de segurança está incluído em todos os packs, sem custo. {WASTE_OIL_TAX_TEXT} Um pack novo substitui o
        pack de revisão que já tiver no carrinho.
      </p>
      <OilFacts compact />
    </Frame>
  );
}

export default function OilAssistant({ loaderData: d }: Route.ComponentProps) {
  if (d.step === "matricula") return <PlateStep d={d} />;
  if (d.step === "quilometros") return <KmStep d={d} />;
  if (d.step === "oleo") return <OilStep d={d} />;
  return <PackStep d={d} />;
}
