/**
 * /mota/revisao (issue 12 item 5): the moto revision with a fixed price by engine size band. Plate and engine size →
 * login if needed (back here with the data filled in) → the brand/model data screen. Works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { MAX_CILINDRADA, MIN_CILINDRADA } from "#src/shared/moto-revision/band.ts";
import { formatEur } from "#src/shared/money.ts";
import { apiContext } from "#src/web/api-context.ts";
import { type MessageKey, translatorAt, useT } from "#src/web/i18n.ts";
import { formatDuration } from "#src/web/services/offer-format.ts";
import { Breadcrumbs } from "#src/web/ui/breadcrumbs.tsx";
import { seo } from "#src/web/ui/seo.ts";
import type { Route } from "./+types/start";
import { MOTO_REVISION_APPOINTMENT_HREF, MOTO_REVISION_PATH } from "./links.ts";
import { loadStart, startAction } from "./moto-revision.server.ts";
import css from "./moto-revision.module.css";
import { StepsNav } from "./steps-nav.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStart(context.get(apiContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return startAction(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("booking.motoRevMetaTitle"), t("booking.motoRevMetaDescription"), path(MOTO_REVISION_PATH));
};

/** Card headings: "Mota até 125 cc", …, "Mota elétrica". */
const BANDS: Record<string, MessageKey> = {
  REV_MOTA_125: "booking.motoRevBand125",
  REV_MOTA_500: "booking.motoRevBand500",
  REV_MOTA_MAIS_500: "booking.motoRevBandMais500",
  REV_MOTA_ELETRICA: "booking.motoRevBandElectric",
};

export default function MotoRevisionStart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text, path, lang } = useT();
  const bandTitle = (id: string) => {
    const key = BANDS[id];
    return key ? t(key) : null;
  };
  const { offers, loggedIn } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const cameBack = !actionData && loggedIn && values.matricula !== "";
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: t("booking.motoRevCrumbMoto"), to: path("/mota") }, { label: t("booking.motoRevTitle") }]}
      />
      <h1>{t("booking.motoRevTitle")}</h1>
      <p className="lead">{t("booking.motoRevLead")}</p>
      <StepsNav current={0} />

      <section className={`card ${css.panel}`} aria-labelledby="moto-rev-form-title">
        <h2 id="moto-rev-form-title">{t("booking.motoRevFormTitle")}</h2>
        {cameBack && (
          <p className="notice" role="status">
            {t("booking.motoRevCameBack")}
          </p>
        )}
        {!loggedIn && <p className="hint">{t("booking.motoRevLoginHint")}</p>}
        {actionData?.message && (
          <p className="field-error" role="alert">
            {text(actionData.message)}
          </p>
        )}
        <Form method="post" className={css.form} noValidate>
          <div className="field">
            <label htmlFor="moto-rev-matricula">{t("booking.motoRevPlate")}</label>
            <input
              id="moto-rev-matricula"
              name="matricula"
              className="plate-input"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t("booking.motoRevPlatePlaceholder")}
              maxLength={20}
              required
              defaultValue={values.matricula}
              aria-invalid={errors.matricula ? true : undefined}
              aria-describedby={errors.matricula ? "moto-rev-matricula-error" : "moto-rev-matricula-hint"}
            />
            <p id="moto-rev-matricula-hint" className="hint">
              {t("booking.motoRevPlateHint")}
            </p>
            {errors.matricula && (
              <p id="moto-rev-matricula-error" className="field-error" role="alert">
                {text(errors.matricula)}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="moto-rev-cilindrada">{t("booking.motoRevCc")}</label>
            <input
              id="moto-rev-cilindrada"
              name="cilindrada"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder="125"
              maxLength={5}
              defaultValue={values.eletrica ? "" : values.cilindrada}
              aria-invalid={errors.cilindrada ? true : undefined}
              aria-describedby={errors.cilindrada ? "moto-rev-cilindrada-error" : "moto-rev-cilindrada-hint"}
            />
            <p id="moto-rev-cilindrada-hint" className="hint">
              {t("booking.motoRevCcHint", { min: String(MIN_CILINDRADA), max: String(MAX_CILINDRADA) })}
            </p>
            {errors.cilindrada && (
              <p id="moto-rev-cilindrada-error" className="field-error" role="alert">
                {text(errors.cilindrada)}
              </p>
            )}
          </div>
          <label className={css.check}>
            <input type="checkbox" name="eletrica" value="1" defaultChecked={values.eletrica} />
            {t("booking.motoRevElectric")}
          </label>
          <div className={css.actions}>
            <button className="btn" type="submit" disabled={busy}>
              {busy ? t("booking.motoRevContinuing") : t("booking.continue")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="moto-rev-prices-title">
        <h2 id="moto-rev-prices-title">{t("booking.motoRevPricesTitle")}</h2>
        {offers.length === 0 ? (
          <p className="field-error" role="alert">
            {t("booking.motoRevPricesError")}
          </p>
        ) : (
          <ul className={css.bands}>
            {offers.map((o) => (
              <li key={o.id}>
                <article className={`card ${css.band}`} data-offer-id={o.id} aria-labelledby={`band-${o.id}`}>
                  <h3 id={`band-${o.id}`}>{bandTitle(o.id) ?? o.nombre}</h3>
                  <p className="price">
                    <strong>{formatEur(o.precio, lang)}</strong>{" "}
                    <span className="hint">{t("booking.motoRevVatIncluded")}</span>
                  </p>
                  <p className="hint">{t("booking.motoRevAbout", { duration: formatDuration(o.duracion) })}</p>
                  <ul>
                    {o.incluye.map((l) => (
                      <li key={l}>{l}</li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        )}
        <p>
          {t("booking.motoRevExtras")}{" "}
          <a href={path(MOTO_REVISION_APPOINTMENT_HREF)}>{t("booking.motoRevBookRevision")}</a>.
        </p>
      </section>
    </div>
  );
}
