/** Portuguese (pt-PT) messages: oil. */
export default {};
