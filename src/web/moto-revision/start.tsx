/**
 * /mota/revisao (issue 12 item 5): the moto revision with a fixed price by engine size band. Plate and engine size →
 * login if needed (back here with the data filled in) → the brand/model data screen. Works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { BAND_LABELS, MAX_CILINDRADA, MIN_CILINDRADA } from "#src/shared/moto-revision/band.ts";
import { formatEur } from "#src/shared/money.ts";
import { apiContext } from "#src/web/api-context.ts";
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

export const meta: Route.MetaFunction = () =>
  seo(
    "Revisão de mota com preço fechado",
    "Revisão da mota com óleo, filtro, corrente, travões e pneus verificados, com preço fechado pela cilindrada, numa oficina RodaCerta.",
    MOTO_REVISION_PATH,
  );

/** Card headings: "Mota até 125 cc", …, "Mota elétrica". */
const BANDS = {
  REV_MOTA_125: `Mota ${BAND_LABELS.ate125}`,
  REV_MOTA_500: `Mota ${BAND_LABELS.ate500}`,
  REV_MOTA_MAIS_500: `Mota com ${BAND_LABELS.mais500}`,
  REV_MOTA_ELETRICA: "Mota elétrica",
} as Record<string, string>;

export default function MotoRevisionStart({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, loggedIn } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const cameBack = !actionData && loggedIn && values.matricula !== "";
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Mota", to: "/mota" }, { label: "Revisão de mota" }]} />
      <h1>Revisão de mota</h1>
      <p className="lead">
        Uma revisão completa com preço fechado pela cilindrada, feita por mecânicos de motas. Indique a matrícula e a
        cilindrada, escolha a marca e o modelo e marque a oficina e o dia.
      </p>
      <StepsNav current={0} />

      <section className={`card ${css.panel}`} aria-labelledby="moto-rev-form-title">
        <h2 id="moto-rev-form-title">Os dados da sua mota</h2>
        {cameBack && (
          <p className="notice" role="status">
            Sessão iniciada. Confirme os dados da mota para continuar.
          </p>
        )}
        {!loggedIn && (
          <p className="hint">
            Para continuar vai precisar de entrar na sua conta ou de criar uma; os dados ficam guardados.
          </p>
        )}
        {actionData?.message && (
          <p className="field-error" role="alert">
            {actionData.message}
          </p>
        )}
        <Form method="post" className={css.form} noValidate>
          <div className="field">
            <label htmlFor="moto-rev-matricula">Matrícula</label>
            <input
              id="moto-rev-matricula"
              name="matricula"
              className="plate-input"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="12-AB-34"
              maxLength={20}
              required
              defaultValue={values.matricula}
              aria-invalid={errors.matricula ? true : undefined}
              aria-describedby={errors.matricula ? "moto-rev-matricula-error" : "moto-rev-matricula-hint"}
            />
            <p id="moto-rev-matricula-hint" className="hint">
              Só letras, algarismos e hífenes.
            </p>
            {errors.matricula && (
              <p id="moto-rev-matricula-error" className="field-error" role="alert">
                {errors.matricula}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="moto-rev-cilindrada">Cilindrada (cc)</label>
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
              Vem no livrete (campo P.1), entre {MIN_CILINDRADA} e {MAX_CILINDRADA} cc.
            </p>
            {errors.cilindrada && (
              <p id="moto-rev-cilindrada-error" className="field-error" role="alert">
                {errors.cilindrada}
              </p>
            )}
          </div>
          <label className={css.check}>
            <input type="checkbox" name="eletrica" value="1" defaultChecked={values.eletrica} />A minha mota é elétrica
          </label>
          <div className={css.actions}>
            <button className="btn" type="submit" disabled={busy}>
              {busy ? "A continuar…" : "Continuar"}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="moto-rev-prices-title">
        <h2 id="moto-rev-prices-title">Preços por cilindrada</h2>
        {offers.length === 0 ? (
          <p className="field-error" role="alert">
            Não foi possível carregar os preços. Tente novamente dentro de momentos.
          </p>
        ) : (
          <ul className={css.bands}>
            {offers.map((o) => (
              <li key={o.id}>
                <article className={`card ${css.band}`} data-offer-id={o.id} aria-labelledby={`band-${o.id}`}>
                  <h3 id={`band-${o.id}`}>{BANDS[o.id] ?? o.nombre}</h3>
                  <p className="price">
                    <strong>{formatEur(o.precio)}</strong> <span className="hint">IVA incluído</span>
                  </p>
                  <p className="hint">Cerca de {formatDuration(o.duracion)} na oficina</p>
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
          Peças extra, como pastilhas, pneus ou kit de transmissão, só com o seu acordo e com orçamento antes. Prefere
          falar com a oficina primeiro? <a href={MOTO_REVISION_APPOINTMENT_HREF}>Marque uma revisão na oficina</a>.
        </p>
      </section>
    </div>
  );
}
