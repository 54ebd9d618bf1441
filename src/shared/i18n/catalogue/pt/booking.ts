/** Portuguese (pt-PT) messages: booking. */
export default {};
