/** "Pneus para o seu Volkswagen Golf VIII (AA-00-AA)": results reached from a plate name the car and its minimums. */
import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";

export type FitVehicle = { nome: string; matricula: string | null; ic: number; cv: string };

export function VehicleBanner({
  vehicle,
  sizeText,
  allHref,
  fitHref,
}: {
  vehicle: FitVehicle;
  sizeText: string;
  allHref: string;
  fitHref: string | null;
}) {
  const { t } = useT();
  const plate = vehicle.matricula ? ` (${vehicle.matricula})` : "";
  return (
    <div className="vehicle-banner">
      <p className="vehicle-banner-title">
        {t("tyreCard.bannerTitle", { car: vehicle.nome, plate, size: sizeText, ic: vehicle.ic, cv: vehicle.cv })}
      </p>
      {fitHref ? (
        <p className="vehicle-banner-warn">
          {`${t("tyreCard.bannerWarn", { ic: vehicle.ic, cv: vehicle.cv })} `}
          <Link to={fitHref}>{t("tyreCard.bannerFitOnly")}</Link>
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
