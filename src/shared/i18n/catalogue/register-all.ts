/** Servers (the API and the page renderer) answer in both languages: both catalogues, loaded at start. */
import { registerCatalogue } from "../i18n.ts";
import es from "./es.ts";
import pt from "./pt.ts";

registerCatalogue("pt", pt);
registerCatalogue("es", es);
