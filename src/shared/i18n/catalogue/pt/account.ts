/** Portuguese (pt-PT) messages: account. */
export default {};
