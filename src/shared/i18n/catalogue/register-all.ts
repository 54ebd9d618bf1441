/** Servers (the API and the page renderer) answer in both languages: both catalogues, compiled at start. */
import { registerCatalogue } from "../i18n.ts";
import { compileCatalogue } from "../precompile.ts";
import es from "./es.ts";
import pt from "./pt.ts";

registerCatalogue("pt", compileCatalogue(pt));
registerCatalogue("es", compileCatalogue(es));
