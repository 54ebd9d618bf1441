import { Form, Link, useFetcher, useSearchParams, useSubmit } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { APPLICATIONS, MOTO_TYPE_LABEL, motoStep } from "#src/shared/tyres/moto.ts";
import {
  activeFilters,
  type Facet,
  type MotoRefinement,
  readMotoRefinement,
  refineMotoResults,
} from "#src/shared/tyres/moto-results.ts";
import { plural } from "#src/shared/plural.ts";
import { TIER_LABEL, type Tier } from "#src/shared/tyres/types.ts";
import type { Route } from "./+types/moto";
import { apiContext, type ApiFetch, isApiError } from "../api-context.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { type Offer, TyrePrice } from "./tyre-price.tsx";

type MotoTyre = {
  id: string;
  marca: string;
  modelo: string;
  gama: Tier;
  tipo: string;
  posicion: string;
  ancho: number;
  alto: number;
  llanta: number;
  ic: number;
  cv: string;
  tubeless: boolean;
  precio: number;
  stock: number;
  oferta?: Offer;
};
type Results = { total: number; tipos: string[]; montaje: number; neumaticos: MotoTyre[] };
type Size = { ancho: number; alto: number; llanta: number };

async function get<T>(api: ApiFetch, path: string, init?: Parameters<ApiFetch>[1]): Promise<T | null> {
  const res = await api(path, init);
  return res.status < 400 ? (res.json() as T) : null;
}

/** Every tyre of one size (the API pages by 50), so sort and filters see them all. */
async function allMotoTyres(
  api: ApiFetch,
  body: { medidas: Partial<Size>; posicion?: string },
): Promise<Results | null> {
  let first: Results | null = null;
  for (let page = 0; page < 10; page++) {
    const r = await get<Results>(api, "/neumaticos-moto/selector", {
      method: "POST",
      body: { ...body, filtros: {}, pagination: { pageSize: 50, page } },
    });
    if (!r) return first;
    if (!first) first = { ...r, neumaticos: [...r.neumaticos] };
    else first.neumaticos.push(...r.neumaticos);
    if (first.neumaticos.length >= r.total || r.neumaticos.length === 0) break;
  }
  return first;
}

type Refined = { results: Results; facets: { marcas: Facet[]; gamas: Facet[]; tipos: Facet[] } };

function refine(
  list: Array<Results | null>,
  r: MotoRefinement,
): { lists: Array<Results | null>; facets: Refined["facets"] } {
  const all: MotoTyre[] = [];
  for (const x of list) if (x) all.push(...x.neumaticos);
  const { marcas, gamas, tipos } = refineMotoResults(all, r);
  const lists = list.map((x) => {
    if (!x) return null;
    const kept = refineMotoResults(x.neumaticos, r).tyres;
    return { ...x, total: kept.length, neumaticos: kept };
  });
  return { lists, facets: { marcas, gamas, tipos } };
}

const NO_FACETS: Refined["facets"] = { marcas: [], gamas: [], tipos: [] };

const APP_LABEL = { delantera: "Pneu da frente", trasera: "Pneu de trás", ambas: "Os dois" } as const;

/** /selector-moto: by measures (width + rim required) or by model (brand → engine size → model → year → application). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const api = context.get(apiContext);
  const mode = q.get("modo") === "modelo" ? "modelo" : "medidas";
  const num = (k: string) => (q.get(k) && /^\d+$/.test(q.get(k) as string) ? Number(q.get(k)) : undefined);
  const tipos = q.getAll("tipo");
  const refinement = readMotoRefinement(q);
  if ((params["*"] ?? "") === "camaras-mousses") {
    const llanta = num("llanta");
    const r = llanta
      ? await get<{
          camaras: Array<{
            id: string;
            tipo: string;
            marca: string;
            medidas: string;
            valvula: string;
            precio: number;
            stock: number;
          }>;
        }>(api, "/camaras-moto/selector", { method: "POST", body: { llanta, ancho: num("ancho") } })
      : null;
    return { view: "camaras" as const, step: "SHOW_CAMARAS" as const, camaras: r?.camaras ?? [], llanta };
  }
  if (mode === "medidas") {
    const m = { ancho: num("ancho"), alto: num("alto"), llanta: num("llanta") };
    const opts = async (qs: string) =>
      (await get<{ options: string[] }>(api, `/tyres-with-values-moto?${qs}`))?.options ?? [];
    const anchos = await opts("");
    const altos = m.ancho ? await opts(`ancho=${m.ancho}`) : [];
    const llantas = m.ancho && m.alto ? await opts(`ancho=${m.ancho}&alto=${m.alto}`) : [];
    let results: Results | null = null;
    let facets = NO_FACETS;
    if (m.ancho && m.llanta) {
      const r = refine([await allMotoTyres(api, { medidas: m })], refinement);
      results = r.lists[0] ?? null;
      facets = r.facets;
    }
    return {
      view: "medidas" as const,
      step: motoStep("medidas", m, Boolean(results)),
      m,
      anchos,
      altos,
      llantas: m.alto ? llantas : await llantasForWidth(api, m.ancho),
      results,
      tipos,
      refinement,
      facets,
    };
  }
  const c = {
    marca: q.get("marca") ?? undefined,
    cilindrada: num("cilindrada"),
    modelo: q.get("modelo") ?? undefined,
    fabricacion: num("fabricacion"),
    aplicacion: (APPLICATIONS as readonly string[]).includes(q.get("aplicacion") ?? "")
      ? (q.get("aplicacion") as (typeof APPLICATIONS)[number])
      : undefined,
  };
  const values = async (qs: string) =>
    (await get<{ options: string[] }>(api, `/modelos/moto/values?${qs}`))?.options ?? [];
  const marcas = await values("");
  const cilindradas = c.marca ? await values(`marca=${encodeURIComponent(c.marca)}`) : [];
  const modelos =
    c.marca && c.cilindrada !== undefined
      ? await values(`marca=${encodeURIComponent(c.marca)}&cilindrada=${c.cilindrada}`)
      : [];
  const anos =
    c.marca && c.cilindrada !== undefined && c.modelo
      ? await values(
          `marca=${encodeURIComponent(c.marca)}&cilindrada=${c.cilindrada}&modelo=${encodeURIComponent(c.modelo)}`,
        )
      : [];
  let sizeError: string | null = null;
  let byPosition: Array<{ posicion: "delantera" | "trasera"; size: Size; results: Results | null }> = [];
  let facets = NO_FACETS;
  if (c.marca && c.cilindrada !== undefined && c.modelo && c.aplicacion) {
    const res = await api("/modelos/moto/getMedidasTyre", { method: "POST", body: c });
    const body = res.json();
    if (res.status >= 400)
      sizeError = isApiError(body)
        ? body.message
        : "Não foi possível verificar os pneus desta mota. Procure pela medida ou ligue-nos.";
    else {
      const sizes = body as { delantera?: Size; trasera?: Size; error?: boolean };
      if (sizes.error) sizeError = "Não foi possível verificar os pneus desta mota. Procure pela medida ou ligue-nos.";
      for (const posicion of ["delantera", "trasera"] as const) {
        const size = sizes[posicion];
        if (size) byPosition.push({ posicion, size, results: await allMotoTyres(api, { medidas: size, posicion }) });
      }
      const r = refine(
        byPosition.map((p) => p.results),
        refinement,
      );
      byPosition = byPosition.map((p, i) => ({ ...p, results: r.lists[i] ?? null }));
      facets = r.facets;
    }
  }
  return {
    view: "modelo" as const,
    step: motoStep("modelo", c, byPosition.length > 0),
    c,
    marcas,
    cilindradas,
    modelos,
    anos,
    byPosition,
    sizeError,
    tipos,
    refinement,
    facets,
  };
}

async function llantasForWidth(api: ApiFetch, ancho: number | undefined): Promise<string[]> {
  if (!ancho) return [];
  const altos = (await get<{ options: string[] }>(api, `/tyres-with-values-moto?ancho=${ancho}`))?.options ?? [];
  const all = new Set<string>();
  for (const alto of altos)
    for (const l of (await get<{ options: string[] }>(api, `/tyres-with-values-moto?ancho=${ancho}&alto=${alto}`))
      ?.options ?? [])
      all.add(l);
  return [...all].sort((a, b) => Number(a) - Number(b));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const res = await context.get(apiContext)("/neumaticos-moto/register-marca", {
    method: "POST",
    body: {
      ...form,
      origen: "selector-moto",
      device: "web",
      useragent: request.headers.get("user-agent")?.slice(0, 400),
    },
  });
  const body = res.json();
  if (res.status >= 400)
    return {
      ok: false,
      message: isApiError(body) ? body.message : "Não foi possível registar o pedido.",
      errors: isApiError(body) ? (body.errors ?? {}) : {},
    };
  return { ok: true, message: (body as { message: string }).message, errors: {} as Record<string, string> };
}

function RegisterBrand() {
  const fetcher = useFetcher<typeof action>();
  if (fetcher.data?.ok)
    return (
      <p className="card" role="status">
        {fetcher.data.message}
      </p>
    );
  return (
    <fetcher.Form method="post" className="card" style={{ display: "grid", gap: 8, maxWidth: 560, marginTop: 24 }}>
      <h2 style={{ margin: 0, fontSize: "1.1rem" }}>Não encontra a sua mota?</h2>
      <p className="hint" style={{ margin: 0 }}>
        Diga-nos a marca e avisamos quando tivermos pneus para ela.
      </p>
      <div className="field">
        <label htmlFor="rb-marca">Marca da mota</label>
        <input id="rb-marca" name="marca" required />
        {fetcher.data?.errors?.marca && <span className="field-error">{fetcher.data.errors.marca}</span>}
      </div>
      <div className="field">
        <label htmlFor="rb-email">E-mail</label>
        <input id="rb-email" name="email" type="email" required autoComplete="email" />
        {fetcher.data?.errors?.email && <span className="field-error">{fetcher.data.errors.email}</span>}
      </div>
      <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
        Avisar-me
      </button>
    </fetcher.Form>
  );
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Pneus de mota pela medida ou pelo modelo",
    "Encontre pneus de mota e scooter pela medida ou pelo modelo da mota, com câmaras de ar e mousses, e monte-os numa oficina RodaCerta.",
    "/selector-moto",
  );

const SORT_LABEL = {
  recomendado: "Recomendados",
  "precio-asc": "Preço: mais baixo primeiro",
  "precio-desc": "Preço: mais alto primeiro",
  "marca-az": "Marca: A a Z",
  "marca-za": "Marca: Z a A",
} as const;
const REFINE_KEYS = new Set(["ordem", "marca_pneu", "gama", "tipo"]);

/** Sort and filters of the results: a GET form, so it works without JavaScript and the URL keeps the choice. */
function MotoRefine({ refinement, facets }: { refinement: MotoRefinement; facets: Refined["facets"] }) {
  const submit = useSubmit();
  const [params] = useSearchParams();
  const auto = (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    submit(e.currentTarget.form, { preventScrollReset: true });
  const n = activeFilters(refinement);
  const group = (legend: string, name: string, list: Facet[], chosen: string[], label: (v: string) => string) =>
    list.length > 1 || chosen.length > 0 ? (
      <fieldset className="moto-facet">
        <legend>{legend}</legend>
        {list.map((f) => (
          <label key={f.value} className="check">
            <input
              type="checkbox"
              name={name}
              value={f.value}
              defaultChecked={chosen.includes(f.value)}
              onChange={auto}
            />{" "}
            <span>
              {label(f.value)} <span className="hint">({f.count})</span>
            </span>
          </label>
        ))}
      </fieldset>
    ) : null;
  return (
    <Form method="get" className="card moto-refine" aria-label="Ordenar e filtrar os pneus">
      {[...params]
        .filter(([k]) => !REFINE_KEYS.has(k))
        .map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
      <div className="field">
        <label htmlFor="moto-ordem">Ordenar por</label>
        <select id="moto-ordem" name="ordem" defaultValue={refinement.sort} onChange={auto}>
          {Object.entries(SORT_LABEL).map(([k, l]) => (
            <option key={k} value={k}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <details open={n > 0 ? true : undefined}>
        <summary>Filtrar{n > 0 ? ` (${n})` : ""}</summary>
        <div className="moto-facets">
          {group("Marca", "marca_pneu", facets.marcas, refinement.marcas, (v) => v)}
          {group("Gama", "gama", facets.gamas, refinement.gamas, (v) => TIER_LABEL[v as Tier] ?? v)}
          {group("Tipo", "tipo", facets.tipos, refinement.tipos, (v) => MOTO_TYPE_LABEL[v] ?? v)}
        </div>
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap", margin: "8px 0 0" }}>
          <button type="submit" className="btn btn-secondary">
            Aplicar
          </button>
          {n > 0 && (
            <Link
              className="btn btn-ghost"
              to={`?${new URLSearchParams([...params].filter(([k]) => k !== "marca_pneu" && k !== "gama" && k !== "tipo")).toString()}`}
              preventScrollReset
            >
              Limpar filtros
            </Link>
          )}
        </p>
      </details>
    </Form>
  );
}

function MotoList({ results, title }: { results: Results; title: string }) {
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <h2>
        {title} · {plural(results.total, "pneu", "pneus")}
      </h2>
      {results.total === 0 ? (
        <p className="card">
          Não temos pneus nesta medida com estes filtros. Retire filtros ou use o formulário abaixo para nos dizer qual
          procura.
        </p>
      ) : (
        <div className="grid">
          {results.neumaticos.map((t) => (
            <article key={t.id} className="card tyre-card" data-tyre-id={t.id}>
              <div className="tyre-card-head">
                <span className={`tier tier-${t.gama.toLowerCase()}`}>{TIER_LABEL[t.gama]}</span>
                <span className="season">{MOTO_TYPE_LABEL[t.tipo] ?? t.tipo}</span>
              </div>
              <h3 className="tyre-card-title">
                {t.marca} {t.modelo}
              </h3>
              <p className="tyre-size">
                {t.ancho}/{t.alto}-{t.llanta} {t.ic}
                {t.cv} {t.tubeless ? "TL" : "TT"} · {t.posicion === "delantera" ? "frente" : "trás"}
              </p>
              <TyrePrice precio={t.precio} ecotasa={0} montaje={results.montaje} oferta={t.oferta} cantidad={1} />
              <p className={t.stock === 0 ? "stock out" : "stock"}>
                {t.stock === 0 ? "Sem stock de momento" : "Em stock"}
              </p>
              {t.stock > 0 && (
                <BuyButton
                  id={t.id}
                  name={`${t.marca} ${t.modelo} ${t.ancho}/${t.alto}-${t.llanta}`}
                  label="Comprar com montagem"
                  maxQty={t.stock}
                  defaultQty={1}
                />
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

export default function MotoSelector({ loaderData: d }: Route.ComponentProps) {
  const submit = useSubmit();
  const autoSubmit = (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => submit(e.currentTarget.form);
  return (
    <div className="container page" data-step={d.step}>
      <Breadcrumbs
        items={[
          { label: "Pneus", to: "/pneus" },
          { label: "Mota", to: "/pneus/mota" },
          { label: d.view === "camaras" ? "Câmaras e mousses" : "Seletor" },
        ]}
      />
      <h1>{d.view === "camaras" ? `Câmaras de ar e mousses R${d.llanta ?? ""}` : "Pneus de mota"}</h1>
      {d.view !== "camaras" && (
        <nav aria-label="Como quer procurar">
          <ul className="chips">
            <li>
              <Link to="/selector-moto?modo=medidas" aria-current={d.view === "medidas" ? "page" : undefined}>
                Pela medida
              </Link>
            </li>
            <li>
              <Link to="/selector-moto?modo=modelo" aria-current={d.view === "modelo" ? "page" : undefined}>
                Pelo modelo da mota
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {d.view === "camaras" && (
        <div className="grid">
          {d.camaras.length === 0 && <p>Não temos câmaras para esta jante.</p>}
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
      )}
      {d.view === "medidas" && (
        <>
          <Form method="get" className="card size-fields" style={{ maxWidth: 640 }}>
            <input type="hidden" name="modo" value="medidas" />
            <div className="field">
              <label htmlFor="m-ancho">Largura</label>
              <select id="m-ancho" name="ancho" defaultValue={d.m.ancho ?? ""} onChange={autoSubmit}>
                <option value="">Escolha</option>
                {d.anchos.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="m-alto">Perfil (opcional)</label>
              <select id="m-alto" name="alto" defaultValue={d.m.alto ?? ""} disabled={!d.m.ancho} onChange={autoSubmit}>
                <option value="">Qualquer</option>
                {d.altos.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="m-llanta">Jante</label>
              <select
                id="m-llanta"
                name="llanta"
                defaultValue={d.m.llanta ?? ""}
                disabled={!d.m.ancho}
                onChange={autoSubmit}
              >
                <option value="">Escolha</option>
                {d.llantas.map((o) => (
                  <option key={o} value={o}>
                    {o}"
                  </option>
                ))}
              </select>
            </div>
            <noscript>
              <button className="btn" type="submit">
                Procurar
              </button>
            </noscript>
          </Form>
          {d.results && <MotoRefine refinement={d.refinement} facets={d.facets} />}
          {d.results && <MotoList results={d.results} title={`${d.m.ancho}/${d.m.alto ?? "…"}-${d.m.llanta}`} />}
          {d.m.llanta && (
            <p>
              <Link to={`/selector-moto/camaras-mousses?llanta=${d.m.llanta}&ancho=${d.m.ancho}`}>
                Ver câmaras de ar e mousses para esta jante
              </Link>
            </p>
          )}
        </>
      )}
      {d.view === "modelo" && (
        <>
          <Form method="get" className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
            <input type="hidden" name="modo" value="modelo" />
            <div className="field">
              <label htmlFor="mm-marca">Marca</label>
              <select id="mm-marca" name="marca" defaultValue={d.c.marca ?? ""} onChange={autoSubmit}>
                <option value="">Escolha a marca</option>
                {d.marcas.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </div>
            {d.c.marca && (
              <div className="field">
                <label htmlFor="mm-cc">Cilindrada</label>
                <select id="mm-cc" name="cilindrada" defaultValue={d.c.cilindrada ?? ""} onChange={autoSubmit}>
                  <option value="">Escolha a cilindrada</option>
                  {d.cilindradas.map((o) => (
                    <option key={o} value={o}>
                      {o === "0" ? "Elétrica" : `${o} cc`}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {d.c.cilindrada !== undefined && (
              <div className="field">
                <label htmlFor="mm-modelo">Modelo</label>
                <select id="mm-modelo" name="modelo" defaultValue={d.c.modelo ?? ""} onChange={autoSubmit}>
                  <option value="">Escolha o modelo</option>
                  {d.modelos.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              </div>
            )}
            {d.c.modelo && (
              <div className="field">
                <label htmlFor="mm-ano">Ano de fabrico</label>
                <select id="mm-ano" name="fabricacion" defaultValue={d.c.fabricacion ?? ""} onChange={autoSubmit}>
                  <option value="">Escolha o ano</option>
                  {d.anos.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              </div>
            )}
            {d.c.fabricacion !== undefined && (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 700 }}>Que pneu quer trocar?</legend>
                {APPLICATIONS.map((a) => (
                  <label key={a} className="check">
                    <input
                      type="radio"
                      name="aplicacion"
                      value={a}
                      defaultChecked={d.c.aplicacion === a}
                      onChange={autoSubmit}
                    />{" "}
                    {APP_LABEL[a]}
                  </label>
                ))}
              </fieldset>
            )}
            <noscript>
              <button className="btn" type="submit">
                Continuar
              </button>
            </noscript>
          </Form>
          {d.sizeError && (
            <p role="alert" className="card field-error">
              {d.sizeError}
            </p>
          )}
          {d.byPosition.length > 0 && <MotoRefine refinement={d.refinement} facets={d.facets} />}
          {d.byPosition.map(
            (p) =>
              p.results && (
                <MotoList
                  key={p.posicion}
                  results={p.results}
                  title={`${p.posicion === "delantera" ? "Frente" : "Trás"}: ${p.size.ancho}/${p.size.alto}-${p.size.llanta}`}
                />
              ),
          )}
        </>
      )}
      {d.view !== "camaras" && <RegisterBrand />}
    </div>
  );
}
