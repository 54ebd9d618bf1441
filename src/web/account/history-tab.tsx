/** "Histórico": appointments and orders, newest first. */
import type { HistoryEntry } from "#src/shared/account/private-area.schema.ts";

const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function HistoryTab({ history }: { history: HistoryEntry[] }) {
  return (
    <ul className="card" style={{ listStyle: "none" }}>
      {history.map((e) => (
        <li key={`${e.tipo}${e.fecha}`}>
          {dayMonthYear(e.fecha)} · {e.descripcion} ({e.estado})
        </li>
      ))}
      {history.length === 0 && <li>Ainda não há histórico.</li>}
    </ul>
  );
}
