/** Spanish (es-ES) messages: content. Same keys as ../pt/content.ts. */
import type pt from "../pt/content.ts";

export default {} satisfies Record<keyof typeof pt, string>;
