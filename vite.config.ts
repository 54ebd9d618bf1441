import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompileCatalogue } from "./src/vite/catalogue-plugin.ts";
import { sharedChunk, shellChunk } from "./src/vite/shell-chunk.ts";

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));
const shared = (file: string) => fileURLToPath(new URL(`./src/shared/${file}`, import.meta.url));
/** What (nearly) every page imports besides the root layout: in the shell chunk. */
const everyPage = [
  web("ui/seo.ts"),
  web("ui/breadcrumbs.tsx"),
  web("ui/page-numbers.ts"),
  web("page-cache-handle.ts"),
  shared("numbers.ts"),
];
/** The tyre card's parts (results, product, model and motorbike tyre pages): one chunk. */
const tyreKit = ["tyres/tread-picture.tsx", "tyres/rating-stars.tsx", "tyres/tyre-price.tsx", "tyres/tyre-copy.ts"].map(
  web,
);
/**
 * The buy button in a file of its own (the battery, service and kit pages use it without the tyre cards' copy:
 * src/server/web-pages-weight.int.test.ts); left alone, the tyre list's group would take it in with the card.
 */
const buyButton = web("checkout/buy-button.tsx");
/** The tyre list's card and the load and speed tables (results, model and motorbike tyre pages): one chunk. */
const tyreList = [web("tyres/tyre-card.tsx"), shared("tyres/load-speed.ts")];

export default defineConfig({
  plugins: [precompileCatalogue(), reactRouter()],
  server: { proxy: { "/api": "http://localhost:3000" } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The shell first, so that the buy button's group (which takes in what it imports) leaves it whole.
                { ...shellChunk(web("root.tsx"), everyPage), priority: 2 },
                {
                  name: (id) => (id === buyButton ? "buy-button" : null),
                  priority: 1,
                },
                sharedChunk("tyre-kit", tyreKit, [web("root.tsx"), ...everyPage, buyButton]),
                sharedChunk("tyre-list", tyreList, [web("root.tsx"), ...everyPage, ...tyreKit, buyButton]),
              ],
            },
          },
        },
      },
    },
  },
});
