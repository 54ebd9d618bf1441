/** Typed domain errors → HTTP status and the error shape `{ error, message, errors? }`; mapped only here. */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  constructor(code: string, message: string, status = 400, errors?: Record<string, string>) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 404);
  }
}

export class ValidationError extends DomainError {
  constructor(errors: Record<string, string>, message = "Há campos com erros. Reveja os dados assinalados.") {
    super("VALIDATION_ERROR", message, 400, errors);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = "Houve um problema com a sessão") {
    super("UNAUTHORIZED", message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = "ID_NOT_MATCH", message = "Este recurso pertence a outro utilizador.") {
    super(code, message, 403);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 409);
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: "NOT_FOUND", message: `O endereço ${request.method} ${request.url.split("?")[0]} não existe.` });
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.slice(1).replaceAll("/", ".") || "_";
        errors[key] ??= v.message ?? "Valor inválido";
      }
      return reply.code(400).send({ error: "VALIDATION_ERROR", message: "Há campos com erros. Reveja os dados assinalados.", errors });
    }
    if (err instanceof DomainError) {
      return reply.code(err.status).send({ error: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ error: "TOO_MANY_REQUESTS", message: "Demasiados pedidos. Aguarde um pouco e tente de novo." });
    }
    if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ error: "INVALID_JSON", message: "O corpo do pedido não é JSON válido." });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ error: "UNSUPPORTED_MEDIA_TYPE", message: "Envie os dados como application/json." });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: "BAD_REQUEST", message: err.message });
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send({ error: "INTERNAL_ERROR", message: "Detetámos um pequeno erro. Tente novamente dentro de momentos." });
  });
}
