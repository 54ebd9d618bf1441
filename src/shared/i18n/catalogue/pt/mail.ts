/** Portuguese (pt-PT) messages: mail. */
export default {};
