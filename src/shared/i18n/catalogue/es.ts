/**
 * The Spanish catalogue (es-ES): what the browser gets (browser-es.ts, where a new namespace is listed) plus the
 * namespaces written on the server only. The same namespaces and keys as the Portuguese one (a missing key does not
 * compile).
 */
import type { CatalogueShape } from "../i18n.ts";
import browser from "./browser-es.ts";
import api from "./es/api.ts";
import mail from "./es/mail.ts";

export default { ...browser, api, mail } satisfies CatalogueShape;
