import { Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";

export type SizeSummary = { ancho: number; serie: number; llanta: number; total: number; desde: number };

export function SizeLinks({ sizes, marca }: { sizes: SizeSummary[]; marca?: number }) {
  if (sizes.length === 0) return null;
  return (
    <ul className="chips">
      {sizes.map((s) => (
        <li key={`${s.ancho}/${s.serie}/${s.llanta}`}>
          <Link
            to={`/seletor/resultados?ancho=${s.ancho}&serie=${s.serie}&llanta=${s.llanta}${marca ? `&marca=${marca}` : ""}`}
          >
            {s.ancho}/{s.serie} R{s.llanta} · desde {formatEur(s.desde)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
