/**
 * zod's messages for whatever a schema leaves without its own (a `null` body, a number where text is expected, an
 * unknown key, a too-long text): descriptors in the validation namespace, for every issue code, so zod's own
 * English (or Brazilian) defaults never reach a customer, in the API or in the browser. Global to the process (and
 * to the page), below every schema's own message; installed by importing this module (src/shared/messages.ts and
 * src/server/errors.ts do).
 */
import { z } from "zod";
import { type MessageKey, msg } from "./i18n/i18n.ts";

const TYPE_NAMES: Record<string, MessageKey> = {
  string: "validation.typeText",
  number: "validation.typeNumber",
  int: "validation.typeInteger",
  bigint: "validation.typeInteger",
  boolean: "validation.typeBoolean",
  object: "validation.typeObject",
  array: "validation.typeList",
  date: "validation.typeDate",
  tuple: "validation.typeList",
  record: "validation.typeObject",
};

/** An echo of what the request sent (unknown keys): short, and never read as a descriptor of ours. */
function quoted(values: readonly PropertyKey[]): string {
  const text = values.map(String).join(", ");
  return (text.length > 200 ? `${text.slice(0, 200)}…` : text).replace(/^i18n:/, "i18n :");
}

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The descriptor for an issue without a message of its own; defined for every issue code. */
export function zodIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (
        (issue.path?.length ?? 0) === 0 &&
        (issue.input === null || issue.input === undefined || typeof issue.input !== "object")
      )
        return msg("validation.requestNotObject");
      if (issue.input === undefined) return msg("validation.required");
      const expected = TYPE_NAMES[issue.expected];
      return expected ? msg("validation.invalidTypeExpected", { expected: msg(expected) }) : msg("validation.invalid");
    }
    case "too_big": {
      const max = String(issue.maximum);
      if (issue.origin === "string") return msg("validation.tooBigText", { max });
      if (issue.origin === "array" || issue.origin === "set") return msg("validation.tooBigList", { max });
      return issue.inclusive === false ? msg("validation.tooBigExclusive", { max }) : msg("validation.tooBig", { max });
    }
    case "too_small": {
      const min = String(issue.minimum);
      if (issue.origin === "string")
        return min === "1" ? msg("validation.required") : msg("validation.tooSmallText", { min });
      if (issue.origin === "array" || issue.origin === "set")
        return min === "1" ? msg("validation.tooSmallListOne") : msg("validation.tooSmallList", { min });
      return issue.inclusive === false
        ? msg("validation.tooSmallExclusive", { min })
        : msg("validation.tooSmall", { min });
    }
    case "invalid_value":
      return msg("validation.invalidOption");
    case "invalid_format":
      return issue.format === "email" ? msg("validation.invalidEmail") : msg("validation.invalidFormat");
    case "not_multiple_of":
      return msg("validation.notMultipleOf", { divisor: String(issue.divisor) });
    case "unrecognized_keys":
      return msg("validation.unknownKeys", { keys: quoted(issue.keys) });
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "custom":
      return msg("validation.invalid");
    default:
      return msg("validation.invalid");
  }
}

z.config({ customError: (issue) => zodIssueMessage(issue) });
