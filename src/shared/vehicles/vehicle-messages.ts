/** The vehicle error catalogue (spec section 8, "Vehicle and oil"), in pt-PT, with the API's codes. */

export const VEHICLE_ERROR_CODES = {
  SEARCH_FAILED: "alta_vehiculo.error_buscar_vehiculo",
  SAVE_FAILED: "alta_vehiculo.error_guardar_vehiculo",
  NOT_IDENTIFIED: "VEHICLE_NOT_FOUND",
} as const;

export const VEHICLE_MESSAGES = {
  /** alta_vehiculo.error_buscar_vehiculo: the registry could not be searched for the plate. */
  SEARCH_FAILED: "Não foi possível procurar o veículo pela matrícula. Tente novamente dentro de momentos.",
  /** alta_vehiculo.error_guardar_vehiculo: the vehicle could not be saved in the account. */
  SAVE_FAILED: "Não foi possível guardar o veículo. Tente novamente dentro de momentos.",
  /** Brand, model and engine chosen by hand match no vehicle we know: the customer phones us. */
  NOT_IDENTIFIED: "Não conseguimos identificar o seu veículo. Ligue-nos e ajudamos a encontrar o pneu certo.",
} as const;

/** The message for a vehicle error code from the API, or null when the code is not one of the catalogue's. */
export function vehicleErrorMessage(code: string): string | null {
  if (code === VEHICLE_ERROR_CODES.SEARCH_FAILED) return VEHICLE_MESSAGES.SEARCH_FAILED;
  if (code === VEHICLE_ERROR_CODES.SAVE_FAILED) return VEHICLE_MESSAGES.SAVE_FAILED;
  if (code === VEHICLE_ERROR_CODES.NOT_IDENTIFIED) return VEHICLE_MESSAGES.NOT_IDENTIFIED;
  return null;
}
