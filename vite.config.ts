import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompileCatalogue } from "./src/vite/catalogue-plugin.ts";
import { shellChunk } from "./src/vite/shell-chunk.ts";

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

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
                shellChunk(web("root.tsx"), [web("ui/seo.ts"), web("ui/breadcrumbs.tsx"), web("ui/page-numbers.ts")]),
              ],
            },
          },
        },
      },
    },
  },
});
