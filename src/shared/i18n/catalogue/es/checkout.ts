/** Spanish (es-ES) messages: checkout. Same keys as ../pt/checkout.ts. */
import type pt from "../pt/checkout.ts";

export default {} satisfies Record<keyof typeof pt, string>;
