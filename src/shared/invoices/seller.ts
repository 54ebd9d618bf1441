/**
 * The issuer as every invoice names it (CIVA art. 36.º n.º 5; Código das Sociedades Comerciais art. 171.º: firm,
 * registered office, registry office and registration number, share capital). One place, used by the PDF and the QR.
 */
export const SELLER = {
  name: "RodaCerta — Pneus e Oficinas, Lda.",
  brand: "RodaCerta",
  /** NIF/NIPC as the QR's field A writes it (9 digits). */
  nif: "509999993",
  address: "Avenida da Liberdade 100",
  postcode: "1250-146",
  town: "Lisboa",
  country: "PT",
  phone: "+351 210 000 351",
  email: "apoio@rodacerta.pt",
  shareCapital: "50 000,00 €",
  registry: "Conservatória do Registo Comercial de Lisboa",
  /** Where the issuer's dates are read: the QR's date and the printed date are this calendar day. */
  timeZone: "Europe/Lisbon",
} as const;

/** "509 999 993": a NIF grouped for reading. */
export function groupNif(nif: string): string {
  const clean = nif.replace(/\s/g, "");
  return /^\d{9}$/.test(clean) ? `${clean.slice(0, 3)} ${clean.slice(3, 6)} ${clean.slice(6)}` : nif;
}
