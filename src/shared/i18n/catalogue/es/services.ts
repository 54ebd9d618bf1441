/** Spanish (es-ES) messages: services. Same keys as ../pt/services.ts. */
import type pt from "../pt/services.ts";

export default {} satisfies Record<keyof typeof pt, string>;
