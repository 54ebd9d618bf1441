/** Spanish (es-ES) messages: oil. Same keys as ../pt/oil.ts. */
import type pt from "../pt/oil.ts";

export default {} satisfies Record<keyof typeof pt, string>;
