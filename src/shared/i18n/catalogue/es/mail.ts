/** Spanish (es-ES) messages: mail. Same keys as ../pt/mail.ts. */
import type pt from "../pt/mail.ts";

export default {} satisfies Record<keyof typeof pt, string>;
