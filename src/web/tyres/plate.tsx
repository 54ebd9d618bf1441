import { Form, Link } from "react-router";
import { formatCarSize, resultsHref } from "#src/shared/tyres/size.ts";
import type { Route } from "./+types/plate";
import { apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SupportPhones } from "../ui/support-phones.tsx";
import { seo } from "../ui/seo.ts";
import { loadPlate } from "./plate.server.ts";

/** Search by plate: the registry finds the vehicle and its sizes; an unknown plate picks brand → model → engine by hand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  return loadPlate(context.get(apiContext), q);
}

export const meta: Route.MetaFunction = () => [
  ...seo(
    "Pneus pela matrícula",
    "Introduza a matrícula e veja os pneus que servem no seu carro, com montagem na oficina.",
    "/seletor/matricula",
  ),
  { name: "robots", content: "noindex" },
];

function PlateForm({ plate, error }: { plate: string; error?: string }) {
  return (
    <Form method="get" className="card plate-search" style={{ maxWidth: 480 }}>
      <div className="field">
        <label htmlFor="matricula">Matrícula</label>
        <input
          id="matricula"
          name="matricula"
          className="plate-input"
          defaultValue={plate}
          placeholder="AA-00-AA"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "plate-error" : undefined}
        />
        {error && (
          <span id="plate-error" role="alert" className="field-error">
            {error}
          </span>
        )}
      </div>
      <button className="btn" type="submit">
        Procurar
      </button>
    </Form>
  );
}

export default function PlateSearchPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: "Pela matrícula" }]} />
      <h1>Pneus pela matrícula</h1>
      {d.state === "invalid" && <PlateForm plate={d.plate} error={d.message} />}
      {d.state === "found" && (
        <section className="card" aria-labelledby="veh-title">
          <h2 id="veh-title" style={{ marginTop: 0 }}>
            {d.vehicle.marca} {d.vehicle.modelo} {d.vehicle.motor}
          </h2>
          <p>
            {d.vehicle.cod_matricula && (
              <>
                Matrícula <strong>{d.vehicle.cod_matricula}</strong> ·{" "}
              </>
            )}
            {d.vehicle.combustible} · {d.vehicle.potencia} cv{d.vehicle.ano_matric ? ` · ${d.vehicle.ano_matric}` : ""}
          </p>
          <h3>Medidas de origem</h3>
          <ul className="chips">
            {d.vehicle.medidasParsed.map((s) => (
              <li key={formatCarSize(s)}>
                <Link
                  to={resultsHref(s, {
                    matricula: d.vehicle.cod_matricula,
                    veiculo: d.manual ? `${d.vehicle.marca}|${d.vehicle.modelo}|${d.vehicle.motor}` : null,
                  })}
                >
                  Ver pneus {formatCarSize(s)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="hint">
            Confirme a medida na parede lateral do pneu: alguns carros saem de fábrica com jantes opcionais.
          </p>
          <Link to="/seletor/matricula?matricula=">Procurar outra matrícula</Link>
        </section>
      )}
      {d.state === "manual" && (
        <>
          {d.message && (
            <div role="alert" className="card" style={{ borderLeft: "4px solid var(--c-accent)" }}>
              <p style={{ margin: 0 }}>{d.message}</p>
              {d.notIdentified && (
                <p style={{ margin: "8px 0 0" }}>
                  <SupportPhones hours />
                </p>
              )}
            </div>
          )}
          <Form method="get" className="card" style={{ display: "grid", gap: 12, maxWidth: 560 }}>
            <input type="hidden" name="matricula" value={d.plate} />
            <div className="field">
              <label htmlFor="marca">Marca</label>
              <select
                id="marca"
                name="marca"
                defaultValue={d.marca}
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
              >
                <option value="">Escolha a marca</option>
                {d.marcas.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </div>
            {d.marca && (
              <div className="field">
                <label htmlFor="modelo">Modelo</label>
                <select
                  id="modelo"
                  name="modelo"
                  defaultValue={d.modelo}
                  onChange={(e) => e.currentTarget.form?.requestSubmit()}
                >
                  <option value="">Escolha o modelo</option>
                  {d.modelos.map((m) => (
                    <option key={m}>{m}</option>
                  ))}
                </select>
              </div>
            )}
            {d.modelo && (
              <div className="field">
                <label htmlFor="motor">Motor</label>
                <select id="motor" name="motor" defaultValue="">
                  <option value="">Escolha o motor</option>
                  {d.motores.map((m) => (
                    <option key={m.motor} value={m.motor}>
                      {m.motor} · {m.combustible} · {m.potencia} cv
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button className="btn" type="submit">
              {d.modelo ? "Ver medidas" : "Continuar"}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
