import { useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { WORKSHOP_SERVICE_LABEL, WORKSHOP_SERVICES } from "#src/shared/workshops/services.ts";
import type { Route } from "./+types/finder";
import { apiContext, browserApi, isApiError, loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { WorkshopCard, type WorkshopCardData } from "./workshop-card.tsx";
import { WorkshopMap } from "./workshop-map.tsx";

type Area = { slug: string; nombre: string; talleres: number };

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const cp = (q.get("cp") ?? "").trim();
  const service = q.get("servico") ?? "";
  const distance = Number(q.get("distancia") ?? "") || undefined;
  const filters = {
    cp,
    service,
    distance: distance ?? 60,
    sabado: q.get("sabado") === "1",
    mediodia: q.get("mediodia") === "1",
  };
  const areas = await loadApi<Area[]>(context, "/oficinas/areas");
  if (!q.has("cp")) return { filters, areas, result: null, error: null };
  const res = await context.get(apiContext)("/taller/localizacion", {
    method: "POST",
    body: {
      postCode: cp,
      ...(WORKSHOP_SERVICES.includes(service as never) ? { service } : {}),
      distancia: filters.distance,
      sabado: filters.sabado || undefined,
      mediodia: filters.mediodia || undefined,
    },
  });
  const body = res.json();
  if (res.status !== 200) {
    const message =
      res.status >= 500 || !isApiError(body)
        ? "O serviço de pesquisa de oficinas está em manutenção. Tente novamente ou indique outro código postal."
        : (body.errors?.postCode ?? body.message);
    return { filters, areas, result: null, error: message };
  }
  return {
    filters,
    areas,
    result: body as { centro: { lat: number; lon: number } | null; talleres: WorkshopCardData[] },
    error: null,
  };
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Oficinas mecânicas RodaCerta perto de si",
    "Encontre uma oficina RodaCerta pelo código postal ou pela sua localização: pneus, mudança de óleo, travões, ar condicionado e revisões, com marcação online.",
    "/oficinas-mecanicas",
  );

export default function Finder({ loaderData }: Route.ComponentProps) {
  const { filters, result, error, areas } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [geoError, setGeoError] = useState<string | null>(null);
  const [geoResult, setGeoResult] = useState<WorkshopCardData[] | null>(null);
  const [locating, setLocating] = useState(false);
  const list = geoResult ?? result?.talleres ?? null;

  function useLocation() {
    setGeoError(null);
    if (!("geolocation" in navigator)) {
      setGeoError("O seu navegador não permite obter a localização. Indique o código postal.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        const res = await browserApi("/tiendas", {
          method: "POST",
          body: { lat: pos.coords.latitude, lon: pos.coords.longitude },
        }).catch(() => null);
        setLocating(false);
        if (!res || res.status !== 200) {
          setGeoError("Não encontrámos oficinas perto da sua localização. Indique um código postal.");
          return;
        }
        setGeoResult((res.json() as { tiendas: WorkshopCardData[] }).tiendas.slice(0, 20));
      },
      () => {
        setLocating(false);
        setGeoError(
          "Não foi possível obter a sua localização. Verifique as permissões do navegador ou indique o código postal.",
        );
      },
      { timeout: 10_000 },
    );
  }

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Oficinas" }]} />
      <h1>Oficinas perto de si</h1>
      <Form
        method="get"
        className="card finder-form"
        aria-label="Procurar oficinas"
        onSubmit={() => setGeoResult(null)}
      >
        <div className="field">
          <label htmlFor="cp">Código postal</label>
          <input
            id="cp"
            name="cp"
            defaultValue={filters.cp}
            placeholder="1000-001"
            inputMode="numeric"
            autoComplete="postal-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cp-error" : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="servico">Serviço</label>
          <select id="servico" name="servico" defaultValue={filters.service}>
            <option value="">Todos</option>
            {WORKSHOP_SERVICES.map((s) => (
              <option key={s} value={s}>
                {WORKSHOP_SERVICE_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="distancia">Distância</label>
          <select id="distancia" name="distancia" defaultValue={String(filters.distance)}>
            {[10, 25, 60, 150].map((d) => (
              <option key={d} value={d}>
                até {d} km
              </option>
            ))}
          </select>
        </div>
        <label className="check">
          <input type="checkbox" name="sabado" value="1" defaultChecked={filters.sabado} /> Abre ao sábado
        </label>
        <label className="check">
          <input type="checkbox" name="mediodia" value="1" defaultChecked={filters.mediodia} /> Aberta ao almoço
        </label>
        <button type="submit" className="btn btn-secondary" disabled={navigation.state !== "idle"}>
          Procurar
        </button>
        <button type="button" className="btn btn-ghost" onClick={useLocation} disabled={locating}>
          {locating ? "A localizar…" : "Usar a minha localização"}
        </button>
      </Form>
      {(error || geoError) && (
        <p id="cp-error" role="alert" className="card field-error" style={{ marginTop: 12 }}>
          {geoError ?? error}
        </p>
      )}
      {list && (
        <section aria-labelledby="res-title" style={{ marginTop: 16 }}>
          <h2 id="res-title">
            {list.length} {list.length === 1 ? "oficina" : "oficinas"}{" "}
            {geoResult ? "perto de si" : `perto de ${filters.cp}`}
          </h2>
          <WorkshopMap
            pins={list.map((w) => ({ code: w.codTienda, alias: w.alias, lat: w.lat, lon: w.lon, url: w.url }))}
            center={result?.centro}
          />
          <div className="grid">
            {list.map((w) => (
              <WorkshopCard key={w.codTienda} w={w} bookHref={`/marcacao-previa/servicos?taller=${w.codTienda}`} />
            ))}
          </div>
        </section>
      )}
      {!list && (
        <section aria-labelledby="areas-title" style={{ marginTop: 24 }}>
          <h2 id="areas-title">Oficinas por distrito</h2>
          <ul className="chips">
            {areas.map((a) => (
              <li key={a.slug}>
                <Link to={`/oficinas-mecanicas/${a.slug}`}>
                  {a.nombre} ({a.talleres})
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="btn btn-ghost" onClick={() => navigate("/marcacao-previa")}>
              Marcar um serviço
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
