/** Spanish (es-ES) messages: home. Same keys as ../pt/home.ts. */
import type pt from "../pt/home.ts";

export default {} satisfies Record<keyof typeof pt, string>;
