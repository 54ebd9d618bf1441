import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { money } from "#src/web/ui/page-numbers.ts";

export type SizeSummary = { ancho: number; serie: number; llanta: number; total: number; desde: number };

export function SizeLinks({ sizes, marca }: { sizes: SizeSummary[]; marca?: number }) {
  const { t, path, lang } = useT();
  if (sizes.length === 0) return null;
  return (
    <ul className="chips">
      {sizes.map((s) => (
        <li key={`${s.ancho}/${s.serie}/${s.llanta}`}>
          <Link
            to={path(
              `/seletor/resultados?ancho=${s.ancho}&serie=${s.serie}&llanta=${s.llanta}${marca ? `&marca=${marca}` : ""}`,
            )}
          >
            {`${s.ancho}/${s.serie} R${s.llanta} · ${t("tyreLanding.fromPrice", { price: money(lang, s.desde) })}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
