import { Form, Link } from "react-router";
import { formatCarSize, resultsHref, type CarSize } from "#src/shared/tyres/size.ts";
import { VEHICLE_ERROR_CODES, VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import type { Route } from "./+types/plate";
import { apiContext, isApiError } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SupportPhones } from "../ui/support-phones.tsx";
import { seo } from "../ui/seo.ts";

type Vehicle = {
  cod_matricula: string | null;
  marca: string;
  modelo: string;
  motor: string;
  combustible: string;
  potencia: number;
  ano_matric: number;
  medidasParsed: CarSize[];
};

type PageData =
  | { state: "found"; plate: string; vehicle: Vehicle; manual: boolean }
  | { state: "invalid"; plate: string; message: string }
  | {
      state: "manual";
      plate: string;
      message: string | null;
      marca: string;
      modelo: string;
      marcas: string[];
      modelos: string[];
      motores: Array<{ motor: string; combustible: string; potencia: number }>;
      /** The brand, model and engine chosen match no vehicle we know: the customer is asked to phone. */
      notIdentified: boolean;
    };

/** Search by plate: the registry finds the vehicle and its sizes; an unknown plate picks brand → model → engine by hand. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PageData> {
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const api = context.get(apiContext);
  const plate = (q.get("matricula") ?? "").trim();
  const marca = q.get("marca") ?? "";
  const modelo = q.get("modelo") ?? "";
  const motor = q.get("motor") ?? "";
  let notIdentified = false;
  if (motor && marca && modelo) {
    const res = await api("/matricula/specs", {
      method: "POST",
      body: { marca, modelo, motor, ...(plate ? { matriculaNumber: plate } : {}) },
    });
    if (res.status === 200) return { state: "found", plate, vehicle: res.json() as Vehicle, manual: true };
    const body = res.json();
    notIdentified = isApiError(body) && body.error === VEHICLE_ERROR_CODES.NOT_IDENTIFIED;
  }
  if (!marca && plate) {
    const res = await api("/neumatico-por-matricula", { method: "POST", body: { matricula: plate } });
    const body = res.json();
    if (res.status === 200)
      return { state: "found", plate, vehicle: (body as { vehiculo: Vehicle }).vehiculo, manual: false };
    if (res.status === 400)
      return {
        state: "invalid",
        plate,
        message: isApiError(body) ? (body.errors?.matricula ?? body.message) : "Matrícula inválida",
      };
  }
  if (!plate && !marca) return { state: "invalid", plate: "", message: "O campo matrícula é obrigatório" };
  const marcas = (await api("/matricula/marcas")).json() as string[];
  const modelos = marca
    ? ((await api(`/matricula/modelos?marca=${encodeURIComponent(marca)}`)).json() as string[])
    : [];
  const motores =
    marca && modelo
      ? ((
          await api(`/matricula/motores?marca=${encodeURIComponent(marca)}&modelo=${encodeURIComponent(modelo)}`)
        ).json() as Array<{ motor: string; combustible: string; potencia: number }>)
      : [];
  return {
    state: "manual",
    plate,
    message: notIdentified
      ? VEHICLE_MESSAGES.NOT_IDENTIFIED
      : marca
        ? null
        : "Não encontrámos esta matrícula. Escolha a marca, o modelo e o motor do seu carro.",
    notIdentified,
    marca,
    modelo,
    marcas,
    modelos: Array.isArray(modelos) ? modelos : [],
    motores: Array.isArray(motores) ? motores : [],
  };
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
