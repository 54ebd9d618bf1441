/** "Pneus para o seu Volkswagen Golf VIII (AA-00-AA)": results reached from a plate name the car and its minimums. */
import { Link } from "react-router";

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
  const plate = vehicle.matricula ? ` (${vehicle.matricula})` : "";
  return (
    <div className="vehicle-banner">
      <p className="vehicle-banner-title">
        Pneus para o seu {vehicle.nome}
        {plate}: {sizeText}, índice de carga ≥ {vehicle.ic}, velocidade ≥ {vehicle.cv}
      </p>
      {fitHref ? (
        <p className="vehicle-banner-warn">
          Atenção: com os filtros escolhidos aparecem também pneus abaixo do índice de carga {vehicle.ic} ou da
          velocidade {vehicle.cv} do seu carro. <Link to={fitHref}>Mostrar só os que servem</Link>
        </p>
      ) : (
        <p className="vehicle-banner-note">
          Mostramos só os que servem no seu carro. <Link to={allHref}>Ver todos os pneus {sizeText}</Link>
        </p>
      )}
    </div>
  );
}
