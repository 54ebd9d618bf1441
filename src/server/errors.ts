/**
 * Typed domain errors → HTTP status and the error shape `{ error, message, errors? }`; mapped only here.
 * Also: PostgreSQL data errors caused by input → 400 (a belt behind input-guard.ts), zod's default messages as
 * descriptors (pt-PT or es-ES in the reply, never zod's English), and request logs that never carry SQL parameters, DB error messages or tokens in URLs.
 */
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import "#src/shared/zod-messages.ts";
import { msg } from "#src/shared/i18n/i18n.ts";

/**
 * What went wrong, in the domain's words. Code outside this file throws one of the subclasses below and never
 * names an HTTP status; `STATUS_OF_KIND` is the one place that maps a kind of error to a status.
 */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "rule"
  | "too_many"
  | "unavailable"
  | "internal";

const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rule: 422,
  too_many: 429,
  internal: 500,
  unavailable: 503,
};

export abstract class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;
  constructor(kind: ErrorKind, code: string, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.kind = kind;
    this.code = code;
    this.errors = errors;
  }
  get status(): number {
    return STATUS_OF_KIND[this.kind];
  }
}

/** The request's data cannot be used (a format, a value out of range). */
export class InvalidInputError extends DomainError {
  constructor(code: string, message: string, errors?: Record<string, string>) {
    super("invalid", code, message, errors);
  }
}

/** Form fields with errors, each with its message. */
export class ValidationError extends DomainError {
  constructor(errors: Record<string, string>, message = msg("validation.httpValidationFailed")) {
    super("invalid", "VALIDATION_ERROR", message, errors);
  }
}

/** No session, or credentials/tokens that prove nothing. */
export class AuthenticationError extends DomainError {
  constructor(code: string, message: string) {
    super("unauthenticated", code, message);
  }
}

export class UnauthorizedError extends AuthenticationError {
  constructor(message = msg("validation.httpSessionProblem")) {
    super("UNAUTHORIZED", message);
  }
}

/** Someone else's resource, or an action this account may not take. */
export class ForbiddenError extends DomainError {
  constructor(code = "ID_NOT_MATCH", message = msg("validation.httpForbidden")) {
    super("forbidden", code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string, errors?: Record<string, string>) {
    super("not_found", code, message, errors);
  }
}

/** The resource changed under the request (stock, a slot taken, a finished basket). */
export class ConflictError extends DomainError {
  constructor(code: string, message: string, errors?: Record<string, string>) {
    super("conflict", code, message, errors);
  }
}

/** Existed once, not any more (a used or expired link). */
export class GoneError extends DomainError {
  constructor(code: string, message: string) {
    super("gone", code, message);
  }
}

/** A business rule refuses the request (a promotion limit, a booking rule, a method not offered). */
export class RuleBrokenError extends DomainError {
  constructor(code: string, message: string, errors?: Record<string, string>) {
    super("rule", code, message, errors);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(code: string, message: string) {
    super("too_many", code, message);
  }
}

/** A dependency is down (the gateway, the PDF renderer): try again later. */
export class UnavailableError extends DomainError {
  constructor(code: string, message: string) {
    super("unavailable", code, message);
  }
}

/** Our fault, said in the customer's language (never with internal details). */
export class InternalError extends DomainError {
  constructor(code: string, message: string) {
    super("internal", code, message);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// zod: the schemas carry their own messages; src/shared/zod-messages.ts (imported above) gives a descriptor to
// whatever they leave out (a `null` body, a number where text is expected, …), for every issue code. Replies are
// resolved into the API's language by src/server/i18n.ts; every message below is a descriptor too.

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL errors. Drizzle wraps the driver's error (DrizzleQueryError, whose message holds the SQL and its
// parameters); the SQLSTATE is on `cause.code` (pg and PGlite alike), or on `code` for an unwrapped driver error.

const SQLSTATE = /^[0-9A-Z]{5}$/;

type DbErrorFields = {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  name?: unknown;
  cause?: unknown;
};

function isDriverError(e: DbErrorFields): boolean {
  return (
    typeof e.code === "string" &&
    SQLSTATE.test(e.code) &&
    (typeof e.severity === "string" || e.name === "DatabaseError")
  );
}

/** The database error inside `error` (itself or a cause, a few levels down), or null when it is not a DB error. */
export function databaseError(
  error: unknown,
): { code: string; constraint?: string; table?: string; column?: string } | null {
  let e: unknown = error;
  for (let i = 0; i < 4 && typeof e === "object" && e !== null; i++) {
    const f = e as DbErrorFields;
    if (isDriverError(f)) {
      const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);
      return { code: f.code as string, constraint: str(f.constraint), table: str(f.table), column: str(f.column) };
    }
    e = f.cause;
  }
  return null;
}

/** A query wrapper or driver error whose message may quote the SQL parameters (passwords hashes, e-mails, …). */
function mayQuoteData(error: unknown): boolean {
  if (databaseError(error)) return true;
  const e = error as { query?: unknown; params?: unknown; constructor?: { name?: string } } | null;
  return (
    typeof e === "object" &&
    e !== null &&
    ("params" in e || "query" in e || /Drizzle|Postgres|PGlite|Database/i.test(e.constructor?.name ?? ""))
  );
}

const DATA_ERRORS: Record<string, { error: string; message: string }> = {
  "22001": { error: "VALUE_TOO_LONG", message: msg("validation.dataValueTooLong") },
  "22003": { error: "NUMBER_OUT_OF_RANGE", message: msg("validation.dataNumberOutOfRange") },
  "22007": { error: "INVALID_DATE", message: msg("validation.dataInvalidDate") },
  "22008": { error: "INVALID_DATE", message: msg("validation.dataDateOutOfRange") },
  "22021": { error: "INVALID_CHARACTERS", message: msg("validation.dataInvalidCharacters") },
  "22P05": { error: "INVALID_CHARACTERS", message: msg("validation.dataInvalidCharacters") },
  "22P02": { error: "INVALID_FORMAT", message: msg("validation.dataInvalidFormat") },
  "23502": { error: "MISSING_VALUE", message: msg("validation.dataMissingValue") },
  "23514": { error: "INVALID_VALUE", message: msg("validation.dataInvalidValue") },
};
const OTHER_DATA_ERROR = { error: "INVALID_DATA", message: msg("validation.dataInvalid") };

/** SQLSTATE class 22 (data exception) and the NOT NULL / CHECK violations: the input was wrong, not the server. */
export function dataErrorFor(error: unknown): { error: string; message: string } | null {
  const db = databaseError(error);
  if (!db) return null;
  return DATA_ERRORS[db.code] ?? (db.code.startsWith("22") ? OTHER_DATA_ERROR : null);
}

// ---------------------------------------------------------------------------------------------------------------
// Logging. Only fields that cannot carry personal data or secrets: names, codes, schema names, stack frames.

const ENGINE_ERRORS = new Set(["TypeError", "RangeError", "ReferenceError"]);
const SAFE = new WeakSet<object>();

/** Log-safe view of an error: never the message of a DB error (it quotes the SQL parameters), nor its detail. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== "object" || error === null) return { type: typeof error };
  if (SAFE.has(error)) return error as Record<string, unknown>; // already made safe (the err serializer runs on it again)
  const e = error as {
    name?: unknown;
    code?: unknown;
    statusCode?: unknown;
    stack?: unknown;
    message?: unknown;
    cause?: unknown;
    constructor?: { name?: string };
  };
  const type =
    (e.constructor?.name && e.constructor.name !== "Error" ? e.constructor.name : undefined) ??
    (typeof e.name === "string" ? e.name : "Error");
  const out: Record<string, unknown> = { type };
  const db = databaseError(error);
  if (db) Object.assign(out, { sqlState: db.code, constraint: db.constraint, table: db.table, column: db.column });
  else if (typeof e.code === "string") out.code = e.code;
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  // Messages written by the JS engine name code, not data ("Cannot read properties of null (reading 'x')").
  if (!mayQuoteData(error) && ENGINE_ERRORS.has(String(e.name)) && typeof e.message === "string")
    out.message = e.message.slice(0, 300);
  if (typeof e.stack === "string")
    out.stack = e.stack
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 15)
      .join("\n");
  if (depth < 2 && e.cause !== undefined && !db) out.cause = safeError(e.cause, depth + 1);
  SAFE.add(out);
  return out;
}

const SECRET_QUERY =
  /^(token|key|password|passwd|secret|signature|sig|email|e-mail|mail|telefono|phone|nif|dni|documento|numero_documento)$/i;
const SECRET_SEGMENT_AFTER = /^(reset-password|newsletter|unsubscribe-newsletter)$/i;

/** The URL without what identifies a person or opens an account: tokens in paths and sensitive query values. */
export function safeUrl(url: string): string {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const segments = path.split("/");
  for (let i = 1; i < segments.length; i++)
    if (SECRET_SEGMENT_AFTER.test(segments[i - 1]!) && segments[i]) segments[i] = "[REDACTED]";
  let out = segments.join("/");
  if (q !== -1) {
    const params = url
      .slice(q + 1)
      .split("&")
      .map((pair) => {
        const eq = pair.indexOf("=");
        const name = eq === -1 ? pair : pair.slice(0, eq);
        let decoded = name;
        try {
          decoded = decodeURIComponent(name);
        } catch {}
        return eq !== -1 && SECRET_QUERY.test(decoded) ? `${name}=[REDACTED]` : pair;
      });
    out += `?${params.join("&")}`;
  }
  return out;
}

export const logSerializers = {
  err: (error: unknown) => safeError(error),
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: safeUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

function logContext(request: FastifyRequest) {
  return { route: `${request.method} ${request.routeOptions?.url ?? "(sem rota)"}` };
}

/** Fastify's own 4xx errors in our words (their messages are English). */
const FRAMEWORK_ERRORS: Record<string, { error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { error: "BODY_TOO_LARGE", message: msg("validation.httpBodyTooLarge") },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: "BAD_REQUEST", message: msg("validation.httpContentLength") },
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: { error: "UNSUPPORTED_MEDIA_TYPE", message: msg("validation.httpSendJson") },
  FST_ERR_ROUTE_MISSING_CONTENT: { error: "BAD_REQUEST", message: msg("validation.httpNoBody") },
};

export function registerErrorHandler(app: FastifyInstance): void {
  // Every request logger serializes errors and requests with the safe serializers above (route-level ones kept).
  app.setChildLoggerFactory((logger: FastifyBaseLogger, bindings, opts) =>
    logger.child(bindings, { ...opts, serializers: { ...opts.serializers, ...logSerializers } }),
  );
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: "NOT_FOUND",
      message: msg("validation.httpNotFound", { method: request.method, path: request.url.split("?")[0] ?? "" }),
    });
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.slice(1).replaceAll("/", ".") || "_";
        errors[key] ??= v.message ?? msg("validation.httpInvalidValue");
      }
      return reply
        .code(400)
        .send({ error: "VALIDATION_ERROR", message: msg("validation.httpValidationFailed"), errors });
    }
    if (err instanceof DomainError) {
      return reply
        .code(err.status)
        .send({ error: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ error: "TOO_MANY_REQUESTS", message: msg("validation.httpTooManyRequests") });
    }
    if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ error: "INVALID_JSON", message: msg("validation.httpInvalidJson") });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ error: "UNSUPPORTED_MEDIA_TYPE", message: msg("validation.httpSendJson") });
    }
    const framework = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (framework && err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(err.statusCode).send(framework);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Never the framework's (English) message: the request was refused, in our words.
      return reply.code(err.statusCode).send({ error: "BAD_REQUEST", message: msg("validation.httpBadRequest") });
    }
    const dataError = dataErrorFor(err);
    if (dataError) {
      request.log.warn({ err: safeError(err), ...logContext(request) }, "input refused by the database");
      return reply.code(400).send(dataError);
    }
    request.log.error({ err: safeError(err), ...logContext(request) }, "unhandled error");
    return reply.code(500).send({ error: "INTERNAL_ERROR", message: msg("validation.httpInternal") });
  });
}
