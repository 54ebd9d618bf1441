/**
 * Compiles catalogue messages (ICU MessageFormat text) into Lingui's compiled form: the arrays and objects its
 * runtime interpolates. Used by the servers at start (register-all.ts) and by the build (catalogue-plugin.ts), so the
 * browser never ships the message compiler (@messageformat/parser); see docs/decisions/018-message-catalogue.md.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { CompiledCatalogue, CompiledMessage } from "./i18n.ts";

/** One namespace (`key: "text"`) compiled: `key: compiled message`. */
export function compileNamespace(messages: Record<string, string>): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(messages)) out[key] = compileMessage(text);
  return out;
}

/** A whole language (`namespace: { key: "text" }`) compiled and keyed `namespace.key`, ready for registerCatalogue. */
export function compileCatalogue(catalogue: Record<string, Record<string, string>>): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [ns, messages] of Object.entries(catalogue))
    for (const [key, compiled] of Object.entries(compileNamespace(messages))) out[`${ns}.${key}`] = compiled;
  return out;
}
