/** "Histórico": appointments and orders, newest first (descriptions and states as the API words them). */
import type { HistoryEntry } from "#src/shared/account/private-area.schema.ts";
import { useT } from "../i18n.ts";

const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function HistoryTab({ history }: { history: HistoryEntry[] }) {
  const { t, text } = useT();
  return (
    <ul className="card" style={{ listStyle: "none" }}>
      {history.map((e) => (
        <li key={`${e.tipo}${e.fecha}`}>
          {dayMonthYear(e.fecha)} · {text(e.descripcion)} ({text(e.estado)})
        </li>
      ))}
      {history.length === 0 && <li>{t("account.historyEmpty")}</li>}
    </ul>
  );
}
