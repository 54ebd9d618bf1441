/** Spanish (es-ES) messages: tyres. Same keys as ../pt/tyres.ts. */
import type pt from "../pt/tyres.ts";

export default {} satisfies Record<keyof typeof pt, string>;
