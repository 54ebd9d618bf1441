/** Business constants (spec section 9) shared by server and web. */
export const SITE = {
  name: "RodaCerta",
  language: "pt",
  country: "PT",
  currency: "EUR",
  themeColor: "#172763",
  allowMixedOrders: true,
  defaultSeason: "verano",
  storedStateVersions: { basket: 7, selector: 2, motoSelector: 4, other: 1 },
  storedStateWriteDelayMs: 10,
  // The support phone lines of each site: src/shared/site/support.ts.
  tyrePageSize: 10,
  cataloguePageSize: 9,
  consultDates: { days: 25, retries: 3, delayMs: 10_000 },
} as const;

export const SUPPORTED_BRANDS = ["rodacerta"] as const;
