/** Portuguese (pt-PT) messages: common. */
export default {};
