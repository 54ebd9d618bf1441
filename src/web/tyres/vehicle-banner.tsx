/** "Pneus para o seu Volkswagen Golf VIII (AA-00-AA)": results reached from a plate name the car and its minimums. */
import { Link } from "react-router";
import { speedRank } from "#src/shared/tyres/load-speed.ts";
import { useT } from "#src/web/i18n.ts";

export type FitVehicle = { nome: string; matricula: string | null; ic: number; cv: string };

/** The same search with the vehicle's minimums back on (null when the filters already meet them). */
function fitHref(query: string, v: FitVehicle, selected: { ic: string; cv: string }): string | null {
  const meets =
    selected.ic !== "" &&
    Number(selected.ic) >= v.ic &&
    selected.cv !== "" &&
    speedRank(selected.cv) >= speedRank(v.cv);
  if (meets) return null;
  const q = new URLSearchParams(query);
  for (const k of ["filtros", "pagina"]) q.delete(k);
  q.set("ic", String(v.ic));
  q.set("cv", v.cv);
  return `?${q.toString()}`;
}

/** `query` and `selected`: the search's query string and its load index and speed filters. */
export function VehicleBanner({
  vehicle,
  sizeText,
  allHref,
  query,
  selected,
}: {
  vehicle: FitVehicle;
  sizeText: string;
  allHref: string;
  query: string;
  selected: { ic: string; cv: string };
}) {
  const fit = fitHref(query, vehicle, selected);
  const { t } = useT();
  const plate = vehicle.matricula ? ` (${vehicle.matricula})` : "";
  return (
    <div className="vehicle-banner">
      <p className="vehicle-banner-title">
        {t("tyreCard.bannerTitle", { car: vehicle.nome, plate, size: sizeText, ic: vehicle.ic, cv: vehicle.cv })}
      </p>
      {fit ? (
        <p className="vehicle-banner-warn">
          {`${t("tyreCard.bannerWarn", { ic: vehicle.ic, cv: vehicle.cv })} `}
          <Link to={fit}>{t("tyreCard.bannerFitOnly")}</Link>
        </p>
      ) : (
        <p className="vehicle-banner-note">
          {`${t("tyreCard.bannerNote")} `}
          <Link to={allHref}>{t("tyres.seeAllSize", { size: sizeText })}</Link>
        </p>
      )}
    </div>
  );
}
