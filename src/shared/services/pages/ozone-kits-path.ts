/**
 * The ozone kits' page (its own route, not a service page). A module of its own so that the page's browser code does
 * not carry every service page's copy (service-pages.ts) with it (issue 15, goal 3).
 */
export const OZONE_KITS_PATH = "/kits-ozono";
