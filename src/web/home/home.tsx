import { useState } from "react";
import { Form, Link } from "react-router";
import { formatDayMonthYear } from "#src/shared/dates.ts";
import { loadApi } from "../api-context.ts";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/home";
import styles from "./home.module.css";
import { PlateSearch } from "./plate-search.tsx";
import { SizeSearch } from "./size-search.tsx";

type Offer = {
  id_site_promocion: number;
  categoria: string;
  titulo: string;
  descripcion: string;
  descuento: number;
  fecha_limite: string;
};

export async function loader({ context }: Route.LoaderArgs) {
  const [widths, offers] = await Promise.all([
    loadApi<{ options: string[] }>(context, "/tyres-with-values"),
    loadApi<Offer[]>(context, "/promociones"),
  ]);
  return { widths: widths.options, offers: offers.slice(0, 4) };
}

export const meta: Route.MetaFunction = () =>
  seo(
    "RodaCerta — Pneus baratos com montagem na oficina perto de si",
    "Compre pneus, baterias e packs de mudança de óleo ao melhor preço e marque a montagem numa das mais de 100 oficinas RodaCerta em Portugal.",
    "/",
    { exactTitle: true },
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<"medida" | "matricula">("medida");
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.layout}`}>
          <div>
            <h1 id="hero-title">Pneus ao melhor preço, montados na oficina perto de si</h1>
            <p className="lead">Escolha o pneu, a oficina e a hora. Paga online ou na oficina.</p>
            <ul className={styles.trust}>
              <li>Mais de 20 000 pneus de 25 marcas, com etiqueta europeia</li>
              <li>Mais de 100 oficinas em todos os distritos, Madeira e Açores</li>
              <li>Preço final com montagem, válvula e equilibragem</li>
            </ul>
          </div>
          <div className={styles.searchCard}>
            <div role="tablist" aria-label="Como quer procurar" className={styles.tabs}>
              <button
                type="button"
                role="tab"
                id="tab-medida"
                aria-selected={tab === "medida"}
                aria-controls="panel-medida"
                className={styles.tab}
                onClick={() => setTab("medida")}
              >
                Pela medida
              </button>
              <button
                type="button"
                role="tab"
                id="tab-matricula"
                aria-selected={tab === "matricula"}
                aria-controls="panel-matricula"
                className={styles.tab}
                onClick={() => setTab("matricula")}
              >
                Pela matrícula
              </button>
            </div>
            <div role="tabpanel" id="panel-medida" aria-labelledby="tab-medida" hidden={tab !== "medida"}>
              <SizeSearch widths={loaderData.widths} />
            </div>
            <div role="tabpanel" id="panel-matricula" aria-labelledby="tab-matricula" hidden={tab !== "matricula"}>
              <PlateSearch />
            </div>
            <p className="hint" style={{ marginTop: 12 }}>
              Tem uma mota? <Link to="/selector-moto/marca">Procure pelo modelo da mota</Link>.
            </p>
          </div>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="offers-title">
        <h2 id="offers-title">Ofertas em destaque</h2>
        {loaderData.offers.length === 0 ? (
          <p>De momento não há campanhas ativas. Volte em breve!</p>
        ) : (
          <div className="grid">
            {loaderData.offers.map((o) => (
              <article key={o.id_site_promocion} className={`card ${styles.offer}`}>
                <span className={styles.badge}>{o.descuento === 100 ? "Grátis" : `−${o.descuento} %`}</span>
                <h3 style={{ margin: 0 }}>{o.titulo}</h3>
                <p style={{ margin: 0 }}>{o.descripcion}</p>
                <p className="hint">Válida até {formatDayMonthYear(isoDay(o.fecha_limite))}</p>
                <Link to={`/promocoes/${o.categoria}/${o.id_site_promocion}`}>Ver oferta</Link>
              </article>
            ))}
          </div>
        )}
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="workshop-title">
        <div className="card">
          <h2 id="workshop-title" style={{ marginTop: 0 }}>
            Encontre a oficina mais próxima
          </h2>
          <Form method="get" action="/oficinas-mecanicas" className={styles.workshop}>
            <div className="field">
              <label htmlFor="cp">Código postal</label>
              <input
                id="cp"
                name="cp"
                inputMode="numeric"
                placeholder="1000-001"
                pattern="\d{4}-?\d{3}|\d{5}"
                required
              />
            </div>
            <button type="submit" className="btn btn-secondary">
              Procurar oficinas
            </button>
            <Link to="/marcacao-previa" className="btn btn-ghost">
              Marcar serviço sem comprar
            </Link>
          </Form>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="services-title">
        <h2 id="services-title">Serviços na oficina</h2>
        <div className={`grid ${styles.services}`}>
          {[
            [
              "/mudanca-de-oleo-filtros",
              "Mudança de óleo e filtros",
              "Packs Basic, Plus, Premium e Confort com óleo até 5 L.",
            ],
            ["/carro/baterias", "Baterias", "Teste e substituição da bateria em 30 minutos."],
            ["/carro/travoes", "Travões", "Pastilhas e discos com peças de primeira marca."],
            [
              "/carro/carga-de-ar-condicionado",
              "Ar condicionado",
              "Carga de gás R1234yf ou R134a consoante o ano do carro.",
            ],
            ["/pneus/alinhamento-de-pneus", "Alinhamento 3D", "Evita o desgaste irregular e poupa combustível."],
            ["/mota", "Oficina de motas", "Pneus, travões, kit de transmissão e revisão."],
          ].map(([to, title, text]) => (
            <div key={to} className="card">
              <Link to={to as string}>
                <h3>{title}</h3>
                <p style={{ margin: 0 }}>{text}</p>
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

function isoDay(iso: string) {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return { year: y as number, month: m as number, day: d as number };
}
