/** Portuguese (pt-PT) messages: home. */
export default {};
