import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Caminho" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Início</Link>
        </li>
        {items.map((c, i) => (
          <li key={c.label}>
            {c.to && i < items.length - 1 ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
