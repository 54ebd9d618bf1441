/** Portuguese (pt-PT) messages: content. */
export default {};
