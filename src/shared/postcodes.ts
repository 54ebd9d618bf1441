/**
 * Postcode → district (Portugal) / province (Spain) tables (spec sections 3 and 5: "Postcode prefix maps to province").
 * Portuguese CP4 ranges follow CTT's allocation by delivery area; the most specific range wins.
 */
export const PT_DISTRICTS = [
  "Aveiro",
  "Beja",
  "Braga",
  "Bragança",
  "Castelo Branco",
  "Coimbra",
  "Évora",
  "Faro",
  "Guarda",
  "Leiria",
  "Lisboa",
  "Portalegre",
  "Porto",
  "Santarém",
  "Setúbal",
  "Viana do Castelo",
  "Vila Real",
  "Viseu",
  "Região Autónoma da Madeira",
  "Região Autónoma dos Açores",
] as const;
export type PtDistrict = (typeof PT_DISTRICTS)[number];

/** [first CP4, last CP4, district]; checked in order, so narrower ranges come before the broad ones. */
const PT_RANGES: ReadonlyArray<readonly [number, number, PtDistrict]> = [
  [2500, 2529, "Leiria"], // Caldas da Rainha, Óbidos, Peniche
  [2530, 2539, "Lisboa"], // Lourinhã
  [2540, 2549, "Leiria"], // Bombarral
  [2550, 2599, "Lisboa"], // Cadaval, Torres Vedras, Alenquer, Arruda
  [2400, 2499, "Leiria"], // Leiria, Marinha Grande, Batalha, Nazaré, Alcobaça
  [2000, 2399, "Santarém"], // Santarém, Coruche, Abrantes, Tomar, Entroncamento
  [1000, 1999, "Lisboa"],
  [2600, 2799, "Lisboa"], // Vila Franca de Xira, Loures, Amadora, Sintra, Oeiras, Cascais
  [2800, 2999, "Setúbal"], // Almada, Barreiro, Seixal, Setúbal, Sesimbra, Montijo
  [3100, 3199, "Leiria"], // Pombal
  [3000, 3099, "Coimbra"],
  [3200, 3499, "Coimbra"], // Lousã, Arganil, Oliveira do Hospital
  [3500, 3699, "Viseu"],
  [3700, 3899, "Aveiro"], // São João da Madeira, Oliveira de Azeméis, Águeda, Aveiro, Ílhavo, Ovar
  [4500, 4549, "Aveiro"], // Espinho, Santa Maria da Feira, Arouca
  [4000, 4499, "Porto"],
  [4550, 4699, "Porto"], // Penafiel, Paredes, Amarante
  [4700, 4899, "Braga"], // Braga, Barcelos, Famalicão, Guimarães, Fafe
  [4900, 4999, "Viana do Castelo"],
  [5100, 5199, "Viseu"], // Lamego
  [5200, 5399, "Bragança"], // Mogadouro, Bragança, Macedo de Cavaleiros
  [5000, 5099, "Vila Real"],
  [5400, 5499, "Vila Real"], // Chaves
  [6000, 6269, "Castelo Branco"], // Castelo Branco, Covilhã, Fundão
  [6270, 6499, "Guarda"], // Seia, Gouveia, Guarda, Trancoso, Pinhel
  [7000, 7299, "Évora"],
  [7300, 7499, "Portalegre"], // Portalegre, Elvas, Ponte de Sor
  [7500, 7599, "Setúbal"], // Santiago do Cacém, Sines, Grândola, Alcácer do Sal
  [7600, 7899, "Beja"],
  [8000, 8999, "Faro"],
  [9000, 9499, "Região Autónoma da Madeira"],
  [9500, 9999, "Região Autónoma dos Açores"],
];

export function isValidPtPostcode(input: string): boolean {
  return /^\d{4}-\d{3}$/.test(input.trim()) && Number(input.slice(0, 4)) >= 1000;
}

/** District for a Portuguese postcode "NNNN-NNN" (or its CP4); null when the code is not Portuguese. */
export function ptDistrictForPostcode(input: string): PtDistrict | null {
  const m = /^(\d{4})(?:-?\d{3})?$/.exec(input.trim());
  if (!m) return null;
  const cp4 = Number(m[1]);
  for (const [from, to, district] of PT_RANGES) if (cp4 >= from && cp4 <= to) return district;
  return null;
}

export const ES_PROVINCES: Readonly<Record<string, string>> = {
  "01": "Álava",
  "02": "Albacete",
  "03": "Alicante",
  "04": "Almería",
  "05": "Ávila",
  "06": "Badajoz",
  "07": "Illes Balears",
  "08": "Barcelona",
  "09": "Burgos",
  "10": "Cáceres",
  "11": "Cádiz",
  "12": "Castellón",
  "13": "Ciudad Real",
  "14": "Córdoba",
  "15": "A Coruña",
  "16": "Cuenca",
  "17": "Girona",
  "18": "Granada",
  "19": "Guadalajara",
  "20": "Gipuzkoa",
  "21": "Huelva",
  "22": "Huesca",
  "23": "Jaén",
  "24": "León",
  "25": "Lleida",
  "26": "La Rioja",
  "27": "Lugo",
  "28": "Madrid",
  "29": "Málaga",
  "30": "Murcia",
  "31": "Navarra",
  "32": "Ourense",
  "33": "Asturias",
  "34": "Palencia",
  "35": "Las Palmas",
  "36": "Pontevedra",
  "37": "Salamanca",
  "38": "Santa Cruz de Tenerife",
  "39": "Cantabria",
  "40": "Segovia",
  "41": "Sevilla",
  "42": "Soria",
  "43": "Tarragona",
  "44": "Teruel",
  "45": "Toledo",
  "46": "Valencia",
  "47": "Valladolid",
  "48": "Bizkaia",
  "49": "Zamora",
  "50": "Zaragoza",
  "51": "Ceuta",
  "52": "Melilla",
};

export function isValidEsPostcode(input: string): boolean {
  const m = /^(\d{2})\d{3}$/.exec(input.trim());
  return m !== null && (m[1] as string) in ES_PROVINCES;
}

export function esProvinceForPostcode(input: string): string | null {
  const m = /^(\d{2})\d{3}$/.exec(input.trim());
  if (!m) return null;
  return ES_PROVINCES[m[1] as string] ?? null;
}

/** Canary Islands postcodes (35xxx, 38xxx) pay IGIC instead of IVA. */
export function isCanaryPostcode(input: string): boolean {
  return /^(35|38)\d{3}$/.test(input.trim());
}

/** Province or district for a Portuguese or Spanish postcode. */
export function provinceForPostcode(input: string): string | null {
  return ptDistrictForPostcode(input) ?? esProvinceForPostcode(input);
}

export function isValidPostcode(input: string): boolean {
  return isValidPtPostcode(input) || isValidEsPostcode(input);
}
