import { Link } from "react-router";
import { WORKSHOP_SERVICE_LABEL, type WorkshopService } from "#src/shared/workshops/services.ts";
import { NextDate } from "./next-date.tsx";
import { Stars } from "./stars.tsx";
import { formatNumber } from "#src/shared/numbers.ts";

export type WorkshopCardData = {
  codTienda: string;
  alias: string;
  direccion: string;
  cpostal: string;
  poblacion: string;
  telefono: string;
  distancia: number | null;
  valoracion: number | null;
  opiniones: number;
  abreSabado: boolean;
  abreMediodia: boolean;
  servicios: string[];
  citaWeb: boolean;
  url: string;
  lat: number;
  lon: number;
};

export function WorkshopCard({
  w,
  bookHref,
  showAvailability = true,
}: {
  w: WorkshopCardData;
  bookHref?: string;
  showAvailability?: boolean;
}) {
  return (
    <article className="card workshop-card" data-code={w.codTienda}>
      <h3 style={{ margin: 0 }}>
        <Link to={w.url}>{w.alias}</Link>
      </h3>
      <p style={{ margin: 0 }}>
        {w.direccion}, {w.cpostal} {w.poblacion}
        {w.distancia !== null && <strong> · {formatNumber(w.distancia)} km</strong>}
      </p>
      <Stars value={w.valoracion} count={w.opiniones} />
      <ul className="chips small">
        {w.servicios.map((s) => (
          <li key={s}>{WORKSHOP_SERVICE_LABEL[s as WorkshopService] ?? s}</li>
        ))}
        {w.abreSabado && <li>Abre ao sábado</li>}
        {w.abreMediodia && <li>Sem fecho ao almoço</li>}
      </ul>
      {showAvailability && w.citaWeb && <NextDate code={w.codTienda} />}
      {!w.citaWeb && <p className="hint">Marcações só por telefone: {w.telefono}</p>}
      {bookHref && w.citaWeb && (
        <Link className="btn" to={bookHref}>
          Escolher esta oficina
        </Link>
      )}
    </article>
  );
}
