/**
 * /app (spec section 2, "General"): the RodaCerta app. There is no store app: the site installs on the phone's home
 * screen as an app (public/manifest.webmanifest, display minimal-ui), and this page says how.
 */
import { Link } from "react-router";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/app-page";
import styles from "./blog.module.css";

export const meta: Route.MetaFunction = () =>
  seo(
    "A app RodaCerta no seu telemóvel",
    "Instale a RodaCerta no ecrã principal do telemóvel, sem loja de aplicações: pneus, marcações na oficina e as suas encomendas a um toque.",
    "/app",
  );

export default function AppPage() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "App" }]} />
      <div className={styles.article}>
        <h1>A app RodaCerta no seu telemóvel</h1>
        <p className="lead">
          Tenha a RodaCerta no ecrã principal do telemóvel, como qualquer outra aplicação. Não precisa de a procurar
          numa loja de aplicações nem de a atualizar: abre sempre a versão mais recente.
        </p>
        <section>
          <h2>Em Android (Chrome)</h2>
          <ol className={styles.steps}>
            <li>Abra rodacerta.pt no Chrome.</li>
            <li>Toque no menu (os três pontos, no canto superior direito).</li>
            <li>Escolha «Instalar aplicação» ou «Adicionar ao ecrã principal» e confirme.</li>
          </ol>
        </section>
        <section>
          <h2>Em iPhone ou iPad (Safari)</h2>
          <ol className={styles.steps}>
            <li>Abra rodacerta.pt no Safari.</li>
            <li>Toque no botão Partilhar (o quadrado com uma seta para cima).</li>
            <li>Escolha «Adicionar ao ecrã principal» e toque em «Adicionar».</li>
          </ol>
        </section>
        <section>
          <h2>O que pode fazer na app</h2>
          <ul>
            <li>
              <Link to="/pneus">Procurar pneus</Link> pela medida ou pela matrícula e comprar com montagem incluída.
            </li>
            <li>
              <Link to="/marcacao-previa">Marcar um serviço</Link> numa oficina perto de si, no dia e à hora que
              escolher.
            </li>
            <li>
              Acompanhar as encomendas, as marcações e as faturas na <Link to="/area-privado">área privada</Link>.
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
