import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompileCatalogue } from "./src/vite/catalogue-plugin.ts";

export default defineConfig({
  plugins: [precompileCatalogue(), reactRouter()],
  server: { proxy: { "/api": "http://localhost:3000" } },
});
