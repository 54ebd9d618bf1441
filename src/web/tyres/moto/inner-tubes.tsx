/** /selector-moto/resultados/camaras-mousses — inner tubes and mousses for the chosen rim (and width). */
import { Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { missingStep, readChoices, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { type InnerTube, InnerTubesResponse } from "#src/shared/tyres/moto.schema.ts";
import { apiContext } from "#src/web/api-context.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import { seo } from "#src/web/ui/seo.ts";
import { translatorAt, useT } from "#src/web/i18n.ts";
import type { Route } from "./+types/inner-tubes";
import { fetchParsed } from "./api.server.ts";
import { MotoErrorNotice, MotoFrame } from "./frame.tsx";
import { type MotoError, motoError } from "./messages.ts";
import { useStoreMotoState } from "./storage.ts";
import { keptForVisitorsWithoutCookies } from "#src/web/page-cache-handle.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const choices = readChoices(url.searchParams);
  const needs = missingStep("resultados/camaras-mousses", choices);
  if (needs || choices.medidas.llanta === undefined)
    return { choices, needs: needs ?? ("llanta" as const), camaras: [] as InnerTube[], error: null };
  const r = await fetchParsed(context.get(apiContext), "/camaras-moto/selector", InnerTubesResponse, {
    method: "POST",
    body: { llanta: choices.medidas.llanta, ancho: choices.medidas.ancho },
  });
  return {
    choices,
    needs: null,
    camaras: r.ok ? r.data.camaras : [],
    error: r.ok ? null : (motoError(r, "tubes") as MotoError | null),
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      t("motoResults.tubesMetaTitle"),
      t("motoResults.tubesMetaDescription"),
      path("/selector-moto/resultados/camaras-mousses"),
    ),
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function InnerTubes({ loaderData: d }: Route.ComponentProps) {
  useStoreMotoState(d.needs ? null : { step: "resultados/camaras-mousses", choices: d.choices });
  const llanta = d.choices.medidas.llanta;
  const { t, path, lang } = useT();
  const kind = (tipo: string) => (tipo === "mousse" ? t("motoResults.mousse") : t("motoResults.innerTube"));
  return (
    <MotoFrame
      step="SHOW_CAMARAS"
      mode="medidas"
      title={`${t("motoResults.tubesTitle")}${llanta ? ` R${llanta}` : ""}`}
      crumb={t("motoResults.crumbTubes")}
    >
      {d.needs ? (
        <p className="card">
          {t("motoResults.chooseSizeFirst")}{" "}
          <Link to={path(stepUrl(d.needs, d.choices))}>{t("motoResults.chooseSize")}</Link>
        </p>
      ) : (
        <>
          <p>
            <Link to={path(stepUrl("resultados", d.choices))}>{t("motoResults.backToTyres")}</Link>
          </p>
          {d.error && <MotoErrorNotice error={d.error} />}
          {!d.error && d.camaras.length === 0 && <p className="card">{t("motoResults.noTubes")}</p>}
          <div className="grid">
            {d.camaras.map((c) => (
              <article key={c.id} className="card">
                <h3 style={{ marginTop: 0 }}>
                  {kind(c.tipo)} {c.marca}
                </h3>
                <p>
                  {c.medidas} · {t("motoResults.valve", { valve: c.valvula })}
                </p>
                <p className="price">
                  <strong>{formatEur(c.precio, lang)}</strong>
                </p>
                {c.stock > 0 ? (
                  <BuyButton
                    id={c.id}
                    name={`${kind(c.tipo)} ${c.marca} ${c.medidas}`}
                    label={t("motoResults.addToBasket")}
                    maxQty={c.stock}
                    defaultQty={1}
                    className="btn btn-secondary"
                  />
                ) : (
                  <p className="stock out">{t("motoResults.outOfStock")}</p>
                )}
              </article>
            ))}
          </div>
        </>
      )}
    </MotoFrame>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
