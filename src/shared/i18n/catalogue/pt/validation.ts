/** Portuguese (pt-PT) messages: validation. */
export default {};
