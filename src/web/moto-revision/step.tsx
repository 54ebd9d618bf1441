/**
 * /mota/revisao/{id}/{marca|modelo|revisao}: the brand/model data screen after login (spec section 2, "A moto
 * revision leads to a brand/model data screen") and the revision with its price, added to the basket. Each step is
 * its own URL and a plain form, so it works without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import { BAND_LABELS } from "#src/shared/moto-revision/band.ts";
import type { MotoRevisionState } from "#src/shared/moto-revision/moto-revision.schema.ts";
import { formatEur } from "#src/shared/money.ts";
import { apiContext } from "#src/web/api-context.ts";
import { formatDuration } from "#src/web/services/offer-format.ts";
import { Breadcrumbs } from "#src/web/ui/breadcrumbs.tsx";
import { seo } from "#src/web/ui/seo.ts";
import type { Route } from "./+types/step";
import { MOTO_REVISION_APPOINTMENT_HREF, MOTO_REVISION_PATH, motoRevisionStepHref } from "./links.ts";
import { loadStep, stepAction } from "./moto-revision.server.ts";
import css from "./moto-revision.module.css";
import { StepsNav } from "./steps-nav.tsx";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadStep(context.get(apiContext), request, params);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return stepAction(context.get(apiContext), request, params);
}

const TITLES = { marca: "Marca da mota", modelo: "Modelo da mota", revisao: "A sua revisão" } as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo(
    loaderData ? `Revisão de mota: ${TITLES[loaderData.step].toLowerCase()}` : "Revisão de mota",
    "Revisão de mota com preço fechado pela cilindrada.",
    MOTO_REVISION_PATH,
  ),
  { name: "robots", content: "noindex" },
];

function Summary({ s, startHref }: { s: MotoRevisionState; startHref: string }) {
  return (
    <div className={css.actions}>
      <dl className={css.summary}>
        <div>
          <dt>Matrícula</dt>
          <dd>{s.matricula}</dd>
        </div>
        <div>
          <dt>Cilindrada</dt>
          <dd>{s.cilindrada === 0 ? "elétrica" : `${s.cilindrada} cc`}</dd>
        </div>
        {s.moto && (
          <div>
            <dt>Mota</dt>
            <dd>
              {s.moto.marca} {s.moto.modelo}
            </dd>
          </div>
        )}
      </dl>
      <Link to={startHref}>Corrigir</Link>
    </div>
  );
}

function NotListed() {
  return (
    <p className="hint">
      Não encontra a sua mota? <Link to={MOTO_REVISION_APPOINTMENT_HREF}>Marque a revisão na oficina</Link> e damos-lhe
      o preço lá.
    </p>
  );
}

function BrandStep({ s }: { s: MotoRevisionState }) {
  const id = s.id_registro_lead_revision_moto;
  if (s.marcas.length === 0)
    return (
      <p>
        Não temos modelos com esta cilindrada no catálogo.{" "}
        <Link to={MOTO_REVISION_APPOINTMENT_HREF}>Marque a revisão na oficina</Link>.
      </p>
    );
  return (
    <Form method="get" action={motoRevisionStepHref(id, "modelo")} className={css.panel}>
      <fieldset className={css.choices}>
        <legend>Escolha a marca ({BAND_LABELS[s.producto.banda]})</legend>
        {s.marcas.map((m, i) => (
          <label key={m} className={css.choice}>
            <input type="radio" name="marca" value={m} required defaultChecked={i === 0 && s.marcas.length === 1} />
            {m}
          </label>
        ))}
      </fieldset>
      <div className={css.actions}>
        <button className="btn" type="submit">
          Continuar
        </button>
      </div>
      <NotListed />
    </Form>
  );
}

function ModelStep({ s, error, message }: { s: MotoRevisionState; error?: string; message?: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const id = s.id_registro_lead_revision_moto;
  return (
    <Form method="post" className={css.panel} noValidate>
      <input type="hidden" name="marca" value={s.marca ?? ""} />
      {message && !error && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <fieldset
        className={css.choices}
        role="radiogroup"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "moto-rev-model-error" : undefined}
      >
        <legend>Escolha o modelo {s.marca}</legend>
        {s.modelos.map((m) => (
          <label key={m.id} className={css.choice}>
            <input type="radio" name="id_moto" value={m.id} defaultChecked={s.moto?.id === m.id} />
            <span>
              {m.modelo}
              <small>
                {m.cilindrada === 0 ? "elétrica" : `${m.cilindrada} cc`} · {m.desde}–{m.hasta}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="moto-rev-model-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className={css.actions}>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? "A guardar…" : "Ver a revisão"}
        </button>
        <Link to={motoRevisionStepHref(id, "marca")}>Escolher outra marca</Link>
      </div>
      <NotListed />
    </Form>
  );
}

function RevisionStep({ s, message }: { s: MotoRevisionState; message?: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const p = s.producto;
  return (
    <div className={css.panel} data-product-id={p.idNavision}>
      <h2>{p.nombre}</h2>
      <p>
        <strong className={css.amount}>{formatEur(p.precio)}</strong> <span className="hint">IVA incluído</span>
      </p>
      <p className="hint">Cerca de {formatDuration(p.duracion)} na oficina. Escolhe a oficina e o dia a seguir.</p>
      <h3>O que inclui</h3>
      <ul className={css.includes}>
        {p.incluye.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <Form method="post" className={css.actions}>
        <button className="btn" type="submit" disabled={busy} aria-label={`Juntar ao carrinho: ${p.nombre}`}>
          {busy ? "A juntar ao carrinho…" : "Juntar ao carrinho"}
        </button>
        <Link to={motoRevisionStepHref(s.id_registro_lead_revision_moto, "marca")}>Mudar de modelo</Link>
      </Form>
      <p className="hint">Se já tiver uma revisão no carrinho, esta substitui-a.</p>
    </div>
  );
}

export default function MotoRevisionStep({ loaderData, actionData }: Route.ComponentProps) {
  const { step, state: s, startHref } = loaderData;
  const current = step === "marca" ? 1 : step === "modelo" ? 2 : 3;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: "Mota", to: "/mota" },
          { label: "Revisão de mota", to: MOTO_REVISION_PATH },
          { label: TITLES[step] },
        ]}
      />
      <h1>{TITLES[step]}</h1>
      <StepsNav current={current} />
      <section className="card" aria-label="A sua mota">
        <Summary s={s} startHref={startHref} />
      </section>
      {step === "marca" && <BrandStep s={s} />}
      {step === "modelo" && <ModelStep s={s} error={actionData?.errors.id_moto} message={actionData?.message} />}
      {step === "revisao" && <RevisionStep s={s} message={actionData?.message} />}
    </div>
  );
}
