/**
 * Every namespace module of the Spanish catalogue the browser may load (not the API's and the e-mails', written on the
 * server only), each a lazy chunk `messages-es-<ns>-<hash>.js` (catalogue-plugin.ts). This map is its own chunk,
 * fetched only when the page needs a namespace it did not preload (after hydration, or on a navigation): the first
 * load imports the preloaded chunks by their URL (load.ts), so no page carries the map of every chunk.
 */
import type { NamespaceModule } from "./load.ts";

export default import.meta.glob<NamespaceModule>(["./es/*.ts", "!./es/api.ts", "!./es/mail.ts"]);
