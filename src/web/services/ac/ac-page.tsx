/**
 * /carro/carga-de-ar-condicionado (spec section 4, "Air-conditioning recharge"): what the recharge includes, the two
 * gas packs with price and duration, and the assistant: plate → the car → the pack for its gas → basket; a car whose
 * year is unknown goes to a workshop appointment with a comment about the gas. Works without JavaScript (GET form).
 */
import { Form, Link, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { AC_R1234YF_FROM_YEAR, acAppointmentComment } from "#src/shared/services/ac.ts";
import type { ServiceOffer } from "#src/shared/services/service-catalogue.schema.ts";
import { apiContext } from "#src/web/api-context.ts";
import { Breadcrumbs } from "#src/web/ui/breadcrumbs.tsx";
import { seo } from "#src/web/ui/seo.ts";
import { formatDuration, workshopsLabel } from "../offer-format.ts";
import type { Route } from "./+types/ac-page";
import { AC_PATH, acAppointmentHref } from "./ac-links.ts";
import { type AcLookup, type AcOffers, addAcPack, loadAcPage } from "./ac.server.ts";
import css from "./ac.module.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAcPage(context.get(apiContext), new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return addAcPack(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Carga de ar condicionado",
    "Carga de ar condicionado com vácuo, teste de fugas e gás R1234yf ou R134a consoante o ano do carro, numa oficina RodaCerta perto de si.",
    AC_PATH,
  );

const INCLUDES = [
  "Verificação do circuito, do compressor e dos tubos à vista",
  "Recuperação do gás que resta no circuito",
  "Vácuo e teste de fugas (estanquidade) antes da carga",
  "Gás novo até à quantidade indicada pelo fabricante do carro",
  "Óleo para o compressor e corante detetor de fugas",
  "Medição da temperatura do ar à saída das grelhas",
];

function PackCard({ offer, gas, years }: { offer: ServiceOffer | null; gas: string; years: string }) {
  if (!offer)
    return (
      <article className={`card ${css.pack}`}>
        <h3>Gás {gas}</h3>
        <p className="hint">{years}</p>
        <p>De momento este pack não está disponível online.</p>
      </article>
    );
  return (
    <article className={`card ${css.pack}`} data-offer-id={offer.id} aria-labelledby={`pack-${offer.id}`}>
      <h3 id={`pack-${offer.id}`}>{offer.nombre}</h3>
      <p className="hint">{years}</p>
      {offer.incluye.length > 0 && (
        <ul>
          {offer.incluye.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <p className="price">
        <strong>{formatEur(offer.precio)}</strong>
      </p>
      <dl className={css.meta}>
        <dt>Duração</dt>
        <dd>cerca de {formatDuration(offer.duracion)}</dd>
        <dt>Oficinas</dt>
        <dd>{workshopsLabel(offer.oficinas)}</dd>
      </dl>
    </article>
  );
}

function vehicleLine(v: NonNullable<Extract<AcLookup, { ok: true }>["result"]["vehiculo"]>): string {
  const name = [v.marca, v.modelo, v.motor].filter(Boolean).join(" ");
  if (v.ano_fabric > 0) return `${name} · fabricado em ${v.ano_fabric}`;
  if (v.ano_matric > 0) return `${name} · matriculado em ${v.ano_matric} (ano de fabrico desconhecido)`;
  return name;
}

function LookupResult({ lookup, offers }: { lookup: Extract<AcLookup, { ok: true }>; offers: AcOffers }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { result } = lookup;
  const d = result.decisao;
  if (d.kind === "appointment") {
    return (
      <div className={`card ${css.result}`} data-ac-result="appointment">
        <h3>{result.vehiculo ? "Não sabemos o ano deste carro" : "Não encontrámos esta matrícula"}</h3>
        {result.vehiculo && <p>{vehicleLine(result.vehiculo)}</p>}
        <p>
          Sem o ano de fabrico não conseguimos saber que gás leva o ar condicionado do carro da matrícula{" "}
          <strong>{result.matricula}</strong>. Marque uma verificação: na oficina confirmamos o gás na etiqueta do
          compartimento do motor e só fazemos a carga com a sua autorização.
        </p>
        {offers.appointment && offers.appointment.precio > 0 && (
          <p className="hint">Desde {formatEur(offers.appointment.precio)}, IVA incluído.</p>
        )}
        <Link className="btn" to={acAppointmentHref(result.matricula, d.comment)}>
          Marcar verificação na oficina
        </Link>
      </div>
    );
  }
  const offer = offers[d.gas];
  const gasName = d.gas === "R1234YF" ? "R1234yf" : "R134a";
  return (
    <div className={`card ${css.result}`} data-ac-result="pack" data-product-id={d.productId}>
      {result.vehiculo && <p className={css.vehicle}>{vehicleLine(result.vehiculo)}</p>}
      <h3>O seu carro usa gás {gasName}</h3>
      <p className="hint">
        {d.gas === "R1234YF"
          ? `Os carros fabricados a partir de ${AC_R1234YF_FROM_YEAR} usam o gás R1234yf.`
          : `Os carros fabricados antes de ${AC_R1234YF_FROM_YEAR} usam o gás R134a.`}
        {d.fromRegistration ? ` Usámos o ano da matrícula (${d.year}), porque o ano de fabrico é desconhecido.` : ""}
      </p>
      {result.aviso && (
        <p className="notice" role="note">
          {result.aviso}
        </p>
      )}
      {offer && offer.oficinas > 0 ? (
        <>
          <p>
            {offer.nombre}: <strong className={css.amount}>{formatEur(offer.precio)}</strong>{" "}
            <span className="hint">· cerca de {formatDuration(offer.duracion)} na oficina</span>
          </p>
          <Form method="post" replace>
            <input type="hidden" name="matricula" value={result.matricula} />
            <button className="btn" type="submit" disabled={busy} aria-label={`Juntar ao carrinho: ${offer.nombre}`}>
              {busy ? "A juntar ao carrinho…" : "Juntar ao carrinho"}
            </button>
          </Form>
        </>
      ) : (
        <p>
          Este pack não está disponível online neste momento.{" "}
          <Link to={acAppointmentHref(result.matricula, null)}>Marque a carga numa oficina</Link>.
        </p>
      )}
    </div>
  );
}

export default function AcPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, lookup } = loaderData;
  const error = actionData?.error ?? (lookup && !lookup.ok ? lookup.error : null);
  // The plate as people write it once the server has read it ("aa00aa" → "AA-00-AA").
  const shownPlate = lookup ? (lookup.ok ? lookup.result.matricula : lookup.matricula) : "";
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Carro", to: "/carro" }, { label: "Carga de ar condicionado" }]} />
      <h1>Carga de ar condicionado</h1>
      <p className="lead">
        Se o ar condicionado já não arrefece como antes, o circuito perdeu gás. Fazemos a carga com o gás certo para o
        seu carro: R1234yf nos carros fabricados a partir de {AC_R1234YF_FROM_YEAR}, R134a nos anteriores.
      </p>

      <section className={`card ${css.assistant}`} aria-labelledby="ac-assistant-title" id="assistente">
        <h2 id="ac-assistant-title">Qual é o pack do seu carro?</h2>
        <p>Indique a matrícula: vemos o ano do carro e mostramos o pack com o gás certo.</p>
        <Form method="get" className={css.plateForm} noValidate>
          <div className="field">
            <label htmlFor="ac-matricula">Matrícula</label>
            <input
              id="ac-matricula"
              name="matricula"
              className="plate-input"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="AA-00-AA"
              key={shownPlate}
              defaultValue={shownPlate}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "ac-matricula-error" : undefined}
            />
            {error && (
              <p id="ac-matricula-error" className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button className="btn" type="submit">
            Ver o pack
          </button>
        </Form>
        <div aria-live="polite">{lookup?.ok && <LookupResult lookup={lookup} offers={offers} />}</div>
      </section>

      <section aria-labelledby="ac-includes-title">
        <h2 id="ac-includes-title">O que inclui a carga</h2>
        <ul className={css.includes}>
          {INCLUDES.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p className="hint">Preço final com IVA, gás, óleo e mão de obra incluídos.</p>
      </section>

      <section aria-labelledby="ac-packs-title">
        <h2 id="ac-packs-title">Os dois packs</h2>
        <div className={css.packs}>
          <PackCard
            offer={offers.R1234YF}
            gas="R1234yf"
            years={`Carros fabricados a partir de ${AC_R1234YF_FROM_YEAR}`}
          />
          <PackCard offer={offers.R134A} gas="R134a" years={`Carros fabricados até ${AC_R1234YF_FROM_YEAR - 1}`} />
        </div>
        <p>
          Para escolher o pack, <a href="#assistente">indique a matrícula</a>. Não sabe o ano do seu carro?{" "}
          <Link to={acAppointmentHref(null, acAppointmentComment(null))}>Marque uma verificação na oficina</Link>.
        </p>
      </section>
    </div>
  );
}
