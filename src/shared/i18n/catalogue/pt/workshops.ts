/** Portuguese (pt-PT) messages: workshops. */
export default {};
