/**
 * Compiles catalogue messages (ICU MessageFormat text) into Lingui's compiled form: the arrays and objects its
 * runtime interpolates. Used by the servers at start (register-all.ts) and by the build (catalogue-plugin.ts), so the
 * browser never ships the message compiler (@messageformat/parser); see docs/decisions/018-message-catalogue.md.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { SUPPORTED_FORMATS } from "./format.ts";
import type { CompiledCatalogue, CompiledMessage } from "./i18n.ts";

/** The ICU formats a compiled message uses (`plural`, `select` …), nested ones included. */
export function formatsOf(message: CompiledMessage, found = new Set<string>()): Set<string> {
  if (typeof message === "string") return found;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [, type, choices] = token as [string, string?, unknown?];
    if (type) found.add(type);
    if (choices && typeof choices === "object")
      for (const [k, v] of Object.entries(choices)) if (k !== "offset") formatsOf(v as CompiledMessage, found);
  }
  return found;
}

/**
 * One namespace (`key: "text"`) compiled: `key: compiled message`. A message with a format the page runtime does not
 * write (format.ts: `number`, `date`, `time`) is refused here, at build and at server start.
 */
export function compileNamespace(messages: Record<string, string>): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(messages)) {
    const compiled = compileMessage(text);
    for (const format of formatsOf(compiled))
      if (!SUPPORTED_FORMATS.has(format))
        throw new Error(
          `message ${key}: the ICU format "${format}" is not supported (format.ts writes plural, select)`,
        );
    out[key] = compiled;
  }
  return out;
}

/** A whole language (`namespace: { key: "text" }`) compiled and keyed `namespace.key`, ready for registerCatalogue. */
export function compileCatalogue(catalogue: Record<string, Record<string, string>>): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [ns, messages] of Object.entries(catalogue))
    for (const [key, compiled] of Object.entries(compileNamespace(messages))) out[`${ns}.${key}`] = compiled;
  return out;
}
