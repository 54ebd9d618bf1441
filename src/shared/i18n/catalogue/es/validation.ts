/** Spanish (es-ES) messages: validation. Same keys as ../pt/validation.ts. */
import type pt from "../pt/validation.ts";

export default {} satisfies Record<keyof typeof pt, string>;
