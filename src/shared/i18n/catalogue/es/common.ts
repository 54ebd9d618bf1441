/** Spanish (es-ES) messages: common. Same keys as ../pt/common.ts. */
import type pt from "../pt/common.ts";

export default {} satisfies Record<keyof typeof pt, string>;
