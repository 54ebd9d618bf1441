/**
 * The security headers of every answer (helmet's: Content-Security-Policy, HSTS, X-Frame-Options…), with a fresh
 * pair of CSP nonces for the routes that ask for them (`config: { cspNonces: true }`: the pages React Router renders).
 *
 * helmet builds its middleware from its options, parsing and checking every directive; @fastify/helmet did that for
 * every request (a new middleware each time: ≈ 8 % of a tyre search's CPU, issue 15). Here the two middlewares — with
 * and without nonces — are built once, when the app starts, and each request only runs one. The nonces reach the CSP
 * header through helmet's own directive functions, which read them from the response.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export type CspNonces = { script: string; style: string };

declare module "fastify" {
  interface FastifyReply {
    /** This answer's CSP nonces (a route with `config.cspNonces`), else null. */
    cspNonce: CspNonces | null;
  }
  interface FastifyContextConfig {
    /** Give this route's answers a fresh pair of CSP nonces (script-src and style-src). */
    cspNonces?: boolean;
  }
}

type Directives = Record<string, Iterable<string> | null>;
/** The helmet options the shop sets (helmet's defaults for the rest). */
export type SecurityHeadersOptions = {
  contentSecurityPolicy: { directives: Directives & { "script-src": string[]; "style-src": string[] } };
  crossOriginEmbedderPolicy: boolean;
  referrerPolicy: Extract<HelmetOptions["referrerPolicy"], object>;
  strictTransportSecurity: false | { maxAge: number; includeSubDomains: boolean };
};

const NONCES = Symbol("cspNonces");
type WithNonces = ServerResponse & { [NONCES]?: CspNonces };
const nonce =
  (kind: keyof CspNonces) =>
  (_req: IncomingMessage, res: ServerResponse): string =>
    `'nonce-${(res as WithNonces)[NONCES]?.[kind] ?? ""}'`;

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const { directives } = options.contentSecurityPolicy;
  const plain = helmet(options);
  const withNonces = helmet({
    ...options,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        "script-src": [...directives["script-src"], nonce("script")],
        "style-src": [...directives["style-src"], nonce("style")],
      },
    },
  });
  app.decorateReply("cspNonce", null);
  app.addHook("onRequest", (request, reply, hookDone) => {
    const done = (error?: unknown) => hookDone(error as Error | undefined);
    if (request.routeOptions.config.cspNonces) {
      const bytes = randomBytes(32).toString("hex");
      const nonces = { script: bytes.slice(0, 32), style: bytes.slice(32) };
      reply.cspNonce = nonces;
      (reply.raw as WithNonces)[NONCES] = nonces;
      withNonces(request.raw, reply.raw, done);
    } else plain(request.raw, reply.raw, done);
  });
}
