/**
 * The URL of each (language, namespace) chunk of the catalogue in the client build (catalogue-plugin.ts), e.g.
 * `{ pt: { tyres: "/assets/messages-pt-tyres-….js" } }`; empty in the browser and the dev server.
 */
declare module "virtual:rodacerta/catalogue-chunks" {
  const chunks: Partial<Record<import("./lang.ts").Lang, Record<string, string>>>;
  export default chunks;
}
