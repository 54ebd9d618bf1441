/** Spanish (es-ES) messages: workshops. Same keys as ../pt/workshops.ts. */
import type pt from "../pt/workshops.ts";

export default {} satisfies Record<keyof typeof pt, string>;
