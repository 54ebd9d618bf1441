/** Spanish (es-ES) messages: account. Same keys as ../pt/account.ts. */
import type pt from "../pt/account.ts";

export default {} satisfies Record<keyof typeof pt, string>;
