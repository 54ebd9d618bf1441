/**
 * The security headers of every answer (helmet's: Content-Security-Policy, HSTS, X-Frame-Options…), with a fresh
 * pair of CSP nonces for the routes that ask for them (`config: { cspNonces: true }`: the pages React Router renders).
 *
 * helmet builds its middleware from its options, parsing and checking every directive; @fastify/helmet did that for
 * every request (a new middleware each time: ≈ 8 % of a tyre search's CPU, issue 15). Here helmet runs twice, when the
 * app starts — with and without nonces — and its headers are recorded; each request only sets them (≈ 5 % of a
 * search's CPU was helmet's chain of middlewares re-setting the same values). The policy with nonces is recorded with
 * stand-ins, and each answer puts its fresh pair in their place.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
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

/** Stand-ins for the nonces while helmet writes the policy once; each answer puts its own in their place. */
const MARKS: CspNonces = { script: "scriptnoncemark", style: "stylenoncemark" };
const nonce = (kind: keyof CspNonces) => () => `'nonce-${MARKS[kind]}'`;

/**
 * The headers a helmet middleware sets, recorded by running it once on a stand-in response (its middlewares are
 * synchronous and read nothing from the request; X-Powered-By's removal is a no-op, Fastify never sets it).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader() {} };
  let failure: unknown = null;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => (failure = error ?? null));
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const { directives } = options.contentSecurityPolicy;
  const plain = headersOf(helmet(options));
  const withMarks = headersOf(
    helmet({
      ...options,
      contentSecurityPolicy: {
        directives: {
          ...directives,
          "script-src": [...directives["script-src"], nonce("script")],
          "style-src": [...directives["style-src"], nonce("style")],
        },
      },
    }),
  );
  const csp = withMarks.find(([name]) => name === "Content-Security-Policy")!;
  const [beforeScript, afterScript] = csp[1].split(MARKS.script) as [string, string];
  const [between, afterStyle] = afterScript.split(MARKS.style) as [string, string];
  const plainHeaders = Object.fromEntries(plain);
  app.decorateReply("cspNonce", null);
  // On the reply, not on the raw response: Fastify then writes every header in one pass (Node's writeHead takes its
  // fast path when nothing was set on the response before). Every answer gets the policy without nonces, 404s too.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(plainHeaders);
    done();
  });
  // A route that asks for nonces gets a hook of its own, run after the app's, that replaces the policy (the only header
  // that differs) — rather than every request reading its route's options (a getter that builds an object each time).
  const giveNonces: onRequestHookHandler = (_request, reply, done) => {
    const bytes = randomBytes(32).toString("hex");
    const nonces = { script: bytes.slice(0, 32), style: bytes.slice(32) };
    reply.cspNonce = nonces;
    reply.header(csp[0], beforeScript + nonces.script + between + nonces.style + afterStyle);
    done();
  };
  app.addHook("onRoute", (route) => {
    if (!route.config?.cspNonces) return;
    const own = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(own) ? own : [own]), giveNonces];
  });
}
