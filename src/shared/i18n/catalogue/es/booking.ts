/** Spanish (es-ES) messages: booking. Same keys as ../pt/booking.ts. */
import type pt from "../pt/booking.ts";

export default {} satisfies Record<keyof typeof pt, string>;
