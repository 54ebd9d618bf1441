/** /selector-moto/resultados/camaras-mousses — inner tubes and mousses for the chosen rim (and width). */
import { Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { missingStep, readChoices, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { type InnerTube, InnerTubesResponse } from "#src/shared/tyres/moto.schema.ts";
import { apiContext } from "#src/web/api-context.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import { seo } from "#src/web/ui/seo.ts";
import type { Route } from "./+types/inner-tubes";
import { fetchParsed } from "./api.server.ts";
import { MotoErrorNotice, MotoFrame } from "./frame.tsx";
import { type MotoError, motoError } from "./messages.ts";
import { useStoreMotoState } from "./storage.ts";

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

export const meta: Route.MetaFunction = () => [
  ...seo(
    "Câmaras de ar e mousses para mota",
    "Câmaras de ar e mousses para a jante da sua mota, com montagem numa oficina RodaCerta.",
    "/selector-moto/resultados/camaras-mousses",
  ),
  { name: "robots", content: "noindex, follow" },
];

export default function InnerTubes({ loaderData: d }: Route.ComponentProps) {
  useStoreMotoState(d.needs ? null : { step: "resultados/camaras-mousses", choices: d.choices });
  const llanta = d.choices.medidas.llanta;
  return (
    <MotoFrame
      step="SHOW_CAMARAS"
      mode="medidas"
      title={`Câmaras de ar e mousses${llanta ? ` R${llanta}` : ""}`}
      crumb="Câmaras e mousses"
    >
      {d.needs ? (
        <p className="card">
          Escolha primeiro a medida do pneu. <Link to={stepUrl(d.needs, d.choices)}>Escolher a medida</Link>
        </p>
      ) : (
        <>
          <p>
            <Link to={stepUrl("resultados", d.choices)}>Voltar aos pneus desta medida</Link>
          </p>
          {d.error && <MotoErrorNotice error={d.error} />}
          {!d.error && d.camaras.length === 0 && <p className="card">Não temos câmaras nem mousses para esta jante.</p>}
          <div className="grid">
            {d.camaras.map((c) => (
              <article key={c.id} className="card">
                <h3 style={{ marginTop: 0 }}>
                  {c.tipo === "mousse" ? "Mousse" : "Câmara de ar"} {c.marca}
                </h3>
                <p>
                  {c.medidas} · válvula {c.valvula}
                </p>
                <p className="price">
                  <strong>{formatEur(c.precio)}</strong>
                </p>
                {c.stock > 0 ? (
                  <BuyButton
                    id={c.id}
                    name={`${c.tipo === "mousse" ? "Mousse" : "Câmara de ar"} ${c.marca} ${c.medidas}`}
                    label="Juntar ao carrinho"
                    maxQty={c.stock}
                    defaultQty={1}
                    className="btn btn-secondary"
                  />
                ) : (
                  <p className="stock out">Sem stock de momento</p>
                )}
              </article>
            ))}
          </div>
        </>
      )}
    </MotoFrame>
  );
}
