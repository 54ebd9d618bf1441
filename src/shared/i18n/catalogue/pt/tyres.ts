/** Portuguese (pt-PT) messages: tyres. */
export default {};
