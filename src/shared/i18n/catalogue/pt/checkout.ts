/** Portuguese (pt-PT) messages: checkout. */
export default {};
