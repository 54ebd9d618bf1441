/** The URL of each language's catalogue chunk in the client build (catalogue-plugin.ts); empty in the browser. */
declare module "virtual:rodacerta/catalogue-chunks" {
  const chunks: Partial<Record<import("./lang.ts").Lang, string>>;
  export default chunks;
}
