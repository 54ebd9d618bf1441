/**
 * Unexpected failures of an account or vehicle operation answered with the spec's own error code and message
 * (section 8) instead of the generic 500: domain errors and input the database refused pass through unchanged.
 */
import type { FastifyBaseLogger } from "fastify";
import { dataErrorFor, DomainError, InternalError, safeError } from "../errors.ts";

/** A `.catch` handler (or catch-block body) that logs the cause safely and throws `InternalError(code, message)`. */
export function failAs(log: FastifyBaseLogger, code: string, message: string) {
  return (error: unknown): never => {
    if (error instanceof DomainError || dataErrorFor(error)) throw error;
    log.error({ err: safeError(error), code }, "operation failed");
    throw new InternalError(code, message);
  };
}
