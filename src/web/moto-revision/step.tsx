/**
 * /mota/revisao/{id}/{marca|modelo|revisao}: the brand/model data screen after login (spec section 2, "A moto
 * revision leads to a brand/model data screen") and the revision with its price, added to the basket. Each step is
 * its own URL and a plain form, so it works without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import type { MotoRevisionBand } from "#src/shared/moto-revision/band.ts";
import type { MotoRevisionState } from "#src/shared/moto-revision/moto-revision.schema.ts";
import { formatEur } from "#src/shared/money.ts";
import { apiContext } from "#src/web/api-context.ts";
import { type MessageKey, translatorAt, useT } from "#src/web/i18n.ts";
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

const TITLES: Record<"marca" | "modelo" | "revisao", MessageKey> = {
  marca: "booking.motoRevTitleMarca",
  modelo: "booking.motoRevTitleModelo",
  revisao: "booking.motoRevTitleRevisao",
};

const BAND_LABELS: Record<MotoRevisionBand, MessageKey> = {
  ate125: "booking.motoRevBandLabelAte125",
  ate500: "booking.motoRevBandLabelAte500",
  mais500: "booking.motoRevBandLabelMais500",
  eletrica: "booking.motoRevBandLabelEletrica",
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, lang, path } = translatorAt(location);
  return [
    ...seo(
      loaderData
        ? t("booking.motoRevStepMetaTitle", { step: t(TITLES[loaderData.step]).toLocaleLowerCase(lang) })
        : t("booking.motoRevTitle"),
      t("booking.motoRevStepMetaDescription"),
      path(MOTO_REVISION_PATH),
    ),
    { name: "robots", content: "noindex" },
  ];
};

function Summary({ s, startHref }: { s: MotoRevisionState; startHref: string }) {
  const { t, path } = useT();
  return (
    <div className={css.actions}>
      <dl className={css.summary}>
        <div>
          <dt>{t("booking.motoRevPlate")}</dt>
          <dd>{s.matricula}</dd>
        </div>
        <div>
          <dt>{t("booking.motoRevSummaryCc")}</dt>
          <dd>{s.cilindrada === 0 ? t("booking.motoRevElectricLower") : `${s.cilindrada} cc`}</dd>
        </div>
        {s.moto && (
          <div>
            <dt>{t("booking.motoRevSummaryMoto")}</dt>
            <dd>
              {s.moto.marca} {s.moto.modelo}
            </dd>
          </div>
        )}
      </dl>
      <Link to={path(startHref)}>{t("booking.motoRevFix")}</Link>
    </div>
  );
}

function NotListed() {
  const { t, path } = useT();
  return (
    <p className="hint">
      {t("booking.motoRevNotListed")}{" "}
      <Link to={path(MOTO_REVISION_APPOINTMENT_HREF)}>{t("booking.motoRevBookAtWorkshop")}</Link>{" "}
      {t("booking.motoRevNotListedEnd")}
    </p>
  );
}

function BrandStep({ s }: { s: MotoRevisionState }) {
  const { t, path } = useT();
  const id = s.id_registro_lead_revision_moto;
  if (s.marcas.length === 0)
    return (
      <p>
        {t("booking.motoRevNoModels")}{" "}
        <Link to={path(MOTO_REVISION_APPOINTMENT_HREF)}>{t("booking.motoRevBookAtWorkshop")}</Link>.
      </p>
    );
  return (
    <Form method="get" action={path(motoRevisionStepHref(id, "modelo"))} className={css.panel}>
      <fieldset className={css.choices}>
        <legend>{t("booking.motoRevChooseBrand", { band: t(BAND_LABELS[s.producto.banda]) })}</legend>
        {s.marcas.map((m, i) => (
          <label key={m} className={css.choice}>
            <input type="radio" name="marca" value={m} required defaultChecked={i === 0 && s.marcas.length === 1} />
            {m}
          </label>
        ))}
      </fieldset>
      <div className={css.actions}>
        <button className="btn" type="submit">
          {t("booking.continue")}
        </button>
      </div>
      <NotListed />
    </Form>
  );
}

function ModelStep({ s, error, message }: { s: MotoRevisionState; error?: string; message?: string | null }) {
  const { t, text, path } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const id = s.id_registro_lead_revision_moto;
  return (
    <Form method="post" className={css.panel} noValidate>
      <input type="hidden" name="marca" value={s.marca ?? ""} />
      {message && !error && (
        <p className="field-error" role="alert">
          {text(message)}
        </p>
      )}
      <fieldset
        className={css.choices}
        role="radiogroup"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "moto-rev-model-error" : undefined}
      >
        <legend>{t("booking.motoRevChooseModel", { brand: s.marca ?? "" })}</legend>
        {s.modelos.map((m) => (
          <label key={m.id} className={css.choice}>
            <input type="radio" name="id_moto" value={m.id} defaultChecked={s.moto?.id === m.id} />
            <span>
              {m.modelo}
              <small>
                {m.cilindrada === 0 ? t("booking.motoRevElectricLower") : `${m.cilindrada} cc`} · {m.desde}–{m.hasta}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="moto-rev-model-error" className="field-error" role="alert">
          {text(error)}
        </p>
      )}
      <div className={css.actions}>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? t("booking.motoRevSaving") : t("booking.motoRevSeeRevision")}
        </button>
        <Link to={path(motoRevisionStepHref(id, "marca"))}>{t("booking.motoRevOtherBrand")}</Link>
      </div>
      <NotListed />
    </Form>
  );
}

function RevisionStep({ s, message }: { s: MotoRevisionState; message?: string | null }) {
  const { t, text, path, lang } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const p = s.producto;
  return (
    <div className={css.panel} data-product-id={p.idNavision}>
      <h2>{p.nombre}</h2>
      <p>
        <strong className={css.amount}>{formatEur(p.precio, lang)}</strong>{" "}
        <span className="hint">{t("booking.motoRevVatIncluded")}</span>
      </p>
      <p className="hint">{t("booking.motoRevAboutNext", { duration: formatDuration(p.duracion) })}</p>
      <h3>{t("booking.motoRevIncludes")}</h3>
      <ul className={css.includes}>
        {p.incluye.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {message && (
        <p className="field-error" role="alert">
          {text(message)}
        </p>
      )}
      <Form method="post" className={css.actions}>
        <button
          className="btn"
          type="submit"
          disabled={busy}
          aria-label={t("booking.motoRevAddLabel", { name: p.nombre })}
        >
          {busy ? t("booking.motoRevAdding") : t("booking.motoRevAdd")}
        </button>
        <Link to={path(motoRevisionStepHref(s.id_registro_lead_revision_moto, "marca"))}>
          {t("booking.motoRevChangeModel")}
        </Link>
      </Form>
      <p className="hint">{t("booking.motoRevReplaces")}</p>
    </div>
  );
}

export default function MotoRevisionStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useT();
  const { step, state: s, startHref } = loaderData;
  const current = step === "marca" ? 1 : step === "modelo" ? 2 : 3;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("booking.motoRevCrumbMoto"), to: path("/mota") },
          { label: t("booking.motoRevTitle"), to: path(MOTO_REVISION_PATH) },
          { label: t(TITLES[step]) },
        ]}
      />
      <h1>{t(TITLES[step])}</h1>
      <StepsNav current={current} />
      <section className="card" aria-label={t("booking.motoRevYourMoto")}>
        <Summary s={s} startHref={startHref} />
      </section>
      {step === "marca" && <BrandStep s={s} />}
      {step === "modelo" && <ModelStep s={s} error={actionData?.errors.id_moto} message={actionData?.message} />}
      {step === "revisao" && <RevisionStep s={s} message={actionData?.message} />}
    </div>
  );
}
