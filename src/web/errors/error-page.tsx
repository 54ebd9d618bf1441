import { Link } from "react-router";

/** The 404 ("the page does not exist") and 500 ("small error detected") pages of spec section 8. */
export function ErrorPage({ kind }: { kind: "404" | "500" }) {
  const is404 = kind === "404";
  return (
    <div className="container page" data-error-page={kind}>
      <title>{is404 ? "Página não encontrada | RodaCerta" : "Ocorreu um erro | RodaCerta"}</title>
      <meta name="robots" content="noindex" />
      <p
        className="lead"
        aria-hidden="true"
        style={{ fontSize: "4rem", margin: 0, fontWeight: 800, color: "var(--c-accent)" }}
      >
        {kind}
      </p>
      <h1>{is404 ? "Esta página não existe" : "Detetámos um pequeno erro"}</h1>
      <p className="lead">
        {is404
          ? "O endereço pode ter mudado ou estar incompleto. Procure o seu pneu pela medida ou pela matrícula, ou volte à página inicial."
          : "Algo correu mal do nosso lado. Tente novamente dentro de momentos; se o problema continuar, contacte-nos."}
      </p>
      <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
        <Link className="btn" to="/">
          Ir para a página inicial
        </Link>
        <Link className="btn btn-ghost" to="/pneus">
          Ver pneus
        </Link>
        {!is404 && (
          <Link className="btn btn-ghost" to="/contato/">
            Contactar-nos
          </Link>
        )}
      </p>
    </div>
  );
}
