/** Data the pages' server-module tests share: the Lisbon workshop as every workshop answer names it. */
export const LISBON_WORKSHOP = {
  codTienda: "1001",
  alias: "RodaCerta Lisboa Centro",
  direccion: "Rua Augusta 1",
  cpostal: "1100-048",
  poblacion: "Lisboa",
  telefono: "210000000",
};
