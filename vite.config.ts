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
const tyreKit = [
  "tyres/tread-picture.tsx",
  "tyres/rating-stars.tsx",
  "tyres/tyre-price.tsx",
  "tyres/tyre-copy.ts",
  // The buy button too: the battery, service and kit pages that use it alone are lighter with the kit (127.2 KB)
  // than with the chunks Rolldown makes without it (128.4 KB), and the product page stays within 130 KB only so.
  "checkout/buy-button.tsx",
].map(web);
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
                shellChunk(web("root.tsx"), everyPage),
                sharedChunk("tyre-kit", tyreKit, [web("root.tsx"), ...everyPage]),
                sharedChunk("tyre-list", tyreList, [web("root.tsx"), ...everyPage, ...tyreKit]),
              ],
            },
          },
        },
      },
    },
  },
});
