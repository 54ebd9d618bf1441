/**
 * Vite plugin: the browser gets the message catalogue precompiled, like Lingui's own Vite plugin does for PO files
 * (`@lingui/vite-plugin` compiles a catalogue when it is imported), but from our TypeScript catalogue modules, one
 * chunk per language and namespace:
 * - in the client build (and dev server), each namespace module (`catalogue/{pt,es}/<ns>.ts`) becomes
 *   `export default { key: <Lingui compiled message> }`, so the page never ships @messageformat/parser;
 * - in the client build each namespace is its own chunk, `assets/messages-<lang>-<ns>-<hash>.js` (catalogue/load.ts
 *   imports them one by one and reads a preloaded chunk's language and namespace from that name);
 * - the server build gets `virtual:rodacerta/catalogue-chunks`, the URL of each (language, namespace) chunk, which
 *   the page renderer preloads in <head> for the namespaces the page's render used (entry.server.tsx).
 * It lives outside src/shared (isomorphic, no I/O): it reads files and runs in Node at build time only, imported by
 * vite.config.ts. See docs/decisions/018-message-catalogue.md.
 */
import { statSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { compileNamespace } from "#src/shared/i18n/precompile.ts";

const NAMESPACE_MODULE = /\/src\/shared\/i18n\/catalogue\/(?:pt|es)\/[a-zA-Z0-9-]+\.ts$/;
const NAMESPACE_FILE = /\/src\/shared\/i18n\/catalogue\/(pt|es)\/([a-zA-Z0-9]+)\.ts$/;
const CHUNKS_ID = "virtual:rodacerta/catalogue-chunks";
const RESOLVED_CHUNKS_ID = `\0${CHUNKS_ID}`;

/**
 * The compiled form of a namespace module (`export default { key: "text" }`). The module is imported by Node itself
 * (it strips the types and resolves `#src/*`), so a message may be computed (`supportPhone("pt")`); the version in
 * the URL makes the dev server see an edited file.
 */
export async function compileNamespaceFile(file: string): Promise<string> {
  const url = `${pathToFileURL(file).href}?v=${String(Math.round(statSync(file).mtimeMs))}`;
  const mod = (await import(url)) as { default?: unknown };
  const messages = mod.default;
  if (!messages || typeof messages !== "object" || Object.values(messages).some((v) => typeof v !== "string"))
    throw new Error(`${file}: a catalogue namespace module must export default an object of message texts`);
  return `export default ${JSON.stringify(compileNamespace(messages as Record<string, string>))};\n`;
}

export function precompileCatalogue(): Plugin {
  // Filled by the client build (built before the server's), read by the server build.
  const chunks: Record<Lang, Record<string, string>> = { pt: {}, es: {} };
  let command: "build" | "serve" = "build";
  return {
    name: "rodacerta:precompile-catalogue",
    // One instance for the client and the server builds, so the server build sees the client's chunk names.
    sharedDuringBuild: true,
    configResolved(config) {
      command = config.command;
    },
    transform: {
      filter: { id: NAMESPACE_MODULE },
      async handler(_code, id) {
        const file = id.split("?")[0]!;
        if (this.environment.config.consumer !== "client" || !NAMESPACE_MODULE.test(file)) return null;
        return { code: await compileNamespaceFile(file), map: null };
      },
    },
    outputOptions(options) {
      // Namespace chunks get a name the browser can read (catalogue/load.ts, NAMESPACE_CHUNK).
      const previous = options.chunkFileNames;
      return {
        ...options,
        chunkFileNames: (info) => {
          const m = NAMESPACE_FILE.exec(info.facadeModuleId?.split("?")[0] ?? "");
          if (m) return `assets/messages-${m[1]!}-${m[2]!}-[hash].js`;
          if (typeof previous === "function") return previous(info);
          return previous ?? "assets/[name]-[hash].js";
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const base = this.environment.config.base;
      for (const chunk of Object.values(bundle)) {
        const m = chunk.type === "chunk" ? NAMESPACE_FILE.exec(chunk.facadeModuleId?.split("?")[0] ?? "") : null;
        if (m) chunks[m[1] as Lang][m[2]!] = `${base}${chunk.fileName}`;
      }
    },
    resolveId(id) {
      return id === CHUNKS_ID ? RESOLVED_CHUNKS_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_CHUNKS_ID) return null;
      // The client never preloads (the server-rendered <head> did); the dev server serves no chunks.
      if (this.environment.config.consumer === "client" || command === "serve") return "export default {};\n";
      if (!chunks.pt.common || !chunks.es.common)
        throw new Error("the client build did not produce the catalogue's namespace chunks (catalogue/load.ts)");
      return `export default ${JSON.stringify(chunks)};\n`;
    },
  };
}
