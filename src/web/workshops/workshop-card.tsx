import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { serviceLabel } from "./labels.ts";
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
  const { t, path } = useT();
  return (
    <article className="card workshop-card" data-code={w.codTienda}>
      <h3 style={{ margin: 0 }}>
        <Link to={path(w.url)}>{w.alias}</Link>
      </h3>
      <p style={{ margin: 0 }}>
        {w.direccion}, {w.cpostal} {w.poblacion}
        {w.distancia !== null && <strong> · {formatNumber(w.distancia)} km</strong>}
      </p>
      <Stars value={w.valoracion} count={w.opiniones} />
      <ul className="chips small">
        {w.servicios.map((s) => (
          <li key={s}>{serviceLabel(t, s)}</li>
        ))}
        {w.abreSabado && <li>{t("workshops.openSaturday")}</li>}
        {w.abreMediodia && <li>{t("workshops.noLunchClose")}</li>}
      </ul>
      {showAvailability && w.citaWeb && <NextDate code={w.codTienda} />}
      {!w.citaWeb && <p className="hint">{t("workshops.phoneOnly", { phone: w.telefono })}</p>}
      {bookHref && w.citaWeb && (
        <Link className="btn" to={bookHref}>
          {t("workshops.chooseWorkshop")}
        </Link>
      )}
    </article>
  );
}
