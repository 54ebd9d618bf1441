/**
 * /mudanca-de-oleo-filtros/assistente/:step? — the oil-change assistant (spec section 2, "Oil service"): plate →
 * kilometres → oil → pack and services → basket. One URL per step with the choices in the query string, so reload,
 * back and a shared link replay it; every step is a plain form and works without JavaScript. A plate the registry
 * does not know goes through marca → modelo → motor (spec section 4, "Plate lookup outcomes").
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { formatNumber } from "#src/shared/numbers.ts";
import { WASTE_OIL_TAX_TEXT } from "#src/shared/revision/capacity.ts";
import {
  ASSISTANT_STEPS,
  type AssistantChoices,
  type AssistantStep,
  assistantUrl,
  type PickStep,
  pickedVehicle,
  pickUrl,
} from "#src/shared/revision/steps.ts";
import { authHeaders } from "../account/session.ts";
import { apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/assistant";
import { addPack, type AssistantData, loadAssistant, type NoRevision } from "./assistant.server.ts";
import { OilFacts } from "./oil-facts.tsx";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  return loadAssistant(context.get(apiContext), params.step, url, authHeaders(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  return addPack(context.get(apiContext), request, url);
}

const TITLE: Record<AssistantStep | PickStep, string> = {
  matricula: "Mudança de óleo: a sua matrícula",
  marca: "Qual é a marca do seu carro?",
  modelo: "Qual é o modelo do seu carro?",
  motor: "Qual é o motor do seu carro?",
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

/** The car picked by hand rides along as hidden fields on the later steps' forms. */
function PickedFields({ c }: { c: AssistantChoices }) {
  const v = pickedVehicle(c);
  if (!v) return null;
  return (
    <>
      <input type="hidden" name="marca" value={v.marca} />
      <input type="hidden" name="modelo" value={v.modelo} />
      <input type="hidden" name="motor" value={v.motor} />
      {v.ano && <input type="hidden" name="ano" value={v.ano} />}
    </>
  );
}

function NoRevisionNotice({ state, plate }: { state: NoRevision; plate: string }) {
  return (
    <section className="card notice" role="status" aria-labelledby="no-revision-title" style={{ marginBottom: 16 }}>
      <h2 id="no-revision-title" style={{ marginTop: 0, fontSize: "1.15rem" }}>
        {state.title}
      </h2>
      <p className="hint">
        <strong>{plate}</strong> · {state.modelo}
      </p>
      <p>{state.text}</p>
      {state.next ? (
        <Link className="btn" to={`${state.next}&matricula=${encodeURIComponent(plate)}`}>
          Marcar revisão na oficina
        </Link>
      ) : (
        <Link to={state.status === "ELECTRIC" ? "/carro" : "/contato"}>
          {state.status === "ELECTRIC" ? "Ver os serviços para carro" : "Fale connosco"}
        </Link>
      )}
    </section>
  );
}

function Frame({
  step,
  title = step,
  back,
  children,
}: {
  step: AssistantStep;
  title?: AssistantStep | PickStep;
  back: string | null;
  children: ReactNode;
}) {
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: "Mudança de óleo e filtros", to: "/mudanca-de-oleo-filtros" }, { label: "Assistente" }]}
      />
      <h1>{TITLE[title]}</h1>
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
      {d.state && <NoRevisionNotice state={d.state} plate={d.plate} />}
      {d.saved.length > 0 && (
        <nav className="card" aria-labelledby="saved-title" style={{ maxWidth: 480, marginBottom: 16 }}>
          <h2 id="saved-title" style={{ marginTop: 0, fontSize: "1.1rem" }}>
            Os seus veículos
          </h2>
          <ul className="saved-plates" style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
            {d.saved.map((v) => (
              <li key={v.plate}>
                <Link
                  className="btn btn-secondary"
                  style={{ justifyContent: "flex-start", flexWrap: "wrap", textAlign: "left", width: "100%" }}
                  to={`${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(v.plate)}`}
                  aria-label={`Usar o veículo ${v.plate}${v.text ? `, ${v.text}` : ""}`}
                >
                  <strong style={{ whiteSpace: "nowrap" }}>{v.plate}</strong>
                  {v.text && <span style={{ fontWeight: 400 }}>{v.text}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
      {d.pick && (
        <section className="card" aria-labelledby="pick-title" style={{ maxWidth: 480, marginTop: 16 }}>
          <h2 id="pick-title" style={{ marginTop: 0, fontSize: "1.1rem" }}>
            Escolher o carro à mão
          </h2>
          <p>
            Não encontrámos <strong>{d.choices.matricula}</strong> no registo. Se está certa, escolha a marca, o modelo
            e o motor do seu carro.
          </p>
          <Link className="btn" to={d.pick}>
            Escolher a marca, o modelo e o motor
          </Link>
        </section>
      )}
      {d.login && (
        <p style={{ marginTop: 16 }}>
          Tem conta? <Link to={d.login}>Entrar para escolher um dos seus veículos</Link>
        </p>
      )}
    </Frame>
  );
}

function KmStep({ d }: { d: Extract<AssistantData, { step: "quilometros" }> }) {
  const action = assistantUrl("quilometros", {});
  return (
    <Frame
      step="quilometros"
      back={pickedVehicle(d.choices) ? pickUrl("motor", d.choices) : `${assistantUrl("matricula", {})}`}
    >
      <Vehicle plate={d.vehicle.matricula} text={d.vehicle.modelo} />
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={d.vehicle.matricula} />
        <PickedFields c={d.choices} />
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
        <PickedFields c={d.choices} />
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

const PICK_LABEL: Record<PickStep, string> = { marca: "Marca", modelo: "Modelo", motor: "Motor" };
const PICK_BACK: Record<PickStep, (c: AssistantChoices) => string> = {
  marca: (c) => `${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(c.matricula ?? "")}`,
  modelo: (c) => pickUrl("marca", c),
  motor: (c) => pickUrl("modelo", c),
};

/** Brand, model, engine: one choice per step (a list for brands and models, radio buttons for the engines). */
function PickStepView({ d }: { d: Extract<AssistantData, { step: PickStep }> }) {
  const action = pickUrl(d.step, {});
  const c = d.choices;
  const errorId = `${d.step}-error`;
  const invalid = d.error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <Frame step="matricula" title={d.step} back={PICK_BACK[d.step](c)}>
      {d.state && <NoRevisionNotice state={d.state} plate={c.matricula ?? ""} />}
      <p className="hint" data-testid="oil-pick-so-far">
        <strong>{c.matricula}</strong>
        {d.step !== "marca" && ` · ${c.marca}`}
        {d.step === "motor" && ` ${c.modelo}`}
      </p>
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={c.matricula ?? ""} />
        {d.step !== "marca" && <input type="hidden" name="marca" value={c.marca ?? ""} />}
        {d.step === "motor" && <input type="hidden" name="modelo" value={c.modelo ?? ""} />}
        {d.step === "motor" ? (
          <fieldset
            style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}
            aria-describedby={d.error ? errorId : undefined}
          >
            <legend style={{ fontWeight: 700, marginBottom: 8 }}>Motor</legend>
            {/* Says the form was sent, so sending it with no engine chosen shows the field error. */}
            <input type="hidden" name="passo" value="motor" />
            {d.options.map((o) => (
              <label key={o.value} className="choice">
                <input
                  type="radio"
                  name="motor"
                  value={o.value}
                  defaultChecked={d.options.length === 1 || o.value === c.motor}
                />
                <span>{o.label}</span>
              </label>
            ))}
            <FieldError id={errorId} error={d.error} />
          </fieldset>
        ) : null}
        {d.step === "motor" ? (
          <div className="field">
            <label htmlFor="ano">Ano do carro (opcional)</label>
            <input
              id="ano"
              name="ano"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              defaultValue={d.anoInput}
              placeholder="ex.: 2015"
              aria-invalid={d.anoError ? true : undefined}
              aria-describedby={d.anoError ? "ano-error" : "ano-hint"}
            />
            <span id="ano-hint" className="hint">
              Com o ano, ajustamos o intervalo de mudança (os carros anteriores a 2000 mudam o óleo mais cedo).
            </span>
            <FieldError id="ano-error" error={d.anoError} />
          </div>
        ) : (
          <div className="field">
            <label htmlFor={d.step}>{PICK_LABEL[d.step]}</label>
            <select id={d.step} name={d.step} defaultValue="" {...invalid}>
              <option value="">{d.step === "marca" ? "Escolha a marca" : "Escolha o modelo"}</option>
              {d.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <FieldError id={errorId} error={d.error} />
          </div>
        )}
        <Busy label="Continuar" busyLabel="A procurar…" action={action} />
      </Form>
    </Frame>
  );
}

export default function OilAssistant({ loaderData: d }: Route.ComponentProps) {
  if (d.step === "matricula") return <PlateStep d={d} />;
  if (d.step === "marca" || d.step === "modelo" || d.step === "motor") return <PickStepView d={d} />;
  if (d.step === "quilometros") return <KmStep d={d} />;
  if (d.step === "oleo") return <OilStep d={d} />;
  if (d.step === "servicos") return <PackStep d={d} />;
  return null;
}
