/** Equipment a workshop can list (spec section 3, "Workshop"); the seed and the back office's workshop form share it. */
export const WORKSHOP_EQUIPMENT = [
  "Máquina de alinhamento 3D",
  "Equilibradora de rodas",
  "Desmontadora para pneus run-flat",
  "Estação de ar condicionado R1234yf",
  "Estação de ar condicionado R134a",
  "Elevador de 4 colunas",
  "Diagnóstico eletrónico OBD",
  "Enchimento com azoto",
  "Banco de ensaio de travões",
  "Gerador de ozono",
] as const;
export type WorkshopEquipment = (typeof WORKSHOP_EQUIPMENT)[number];
