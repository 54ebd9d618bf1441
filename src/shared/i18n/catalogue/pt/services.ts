/** Portuguese (pt-PT) messages: services. */
export default {};
