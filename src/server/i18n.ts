/**
 * The API answers in the language of its path (`/api/:brand/pt/…`, `/api/:brand/es/…`): every message in a reply,
 * a domain error's or a form field's, leaves as text in that language. Code inside the API writes descriptors
 * (`msg(key, values)`, src/shared/i18n/i18n.ts); this hook is the one place that turns them into text.
 */
import type { FastifyInstance } from "fastify";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve, resolveAll } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";

/** Reply fields that carry customer-facing text (the error shape, a few success notices, the basket's tax note). */
const TEXT_FIELDS = ["message", "mensaje", "mensagem", "aviso", "notaPrecos"] as const;
/** Reply fields that are lists of customer-facing texts. */
const TEXT_LIST_FIELDS = ["avisos"] as const;

export function registerReplyLanguage(app: FastifyInstance): void {
  // A callback hook (not async): it runs on every JSON answer, and most have nothing to translate.
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return done(null, payload);
    const body = payload as Record<string, unknown>;
    let lang: ReturnType<typeof langOfApiUrl> | undefined;
    let out: Record<string, unknown> | undefined;
    for (const field of TEXT_FIELDS) {
      const value = body[field];
      if (typeof value === "string" && value.startsWith("i18n:")) {
        lang ??= langOfApiUrl(request.url);
        out ??= { ...body };
        out[field] = resolve(lang, value);
      }
    }
    // Lists of notices (the basket's `avisos`: a promotion removed a pack, taxes changed, shipping added).
    for (const field of TEXT_LIST_FIELDS) {
      const value = body[field];
      if (Array.isArray(value) && value.some((v) => typeof v === "string" && v.startsWith("i18n:"))) {
        lang ??= langOfApiUrl(request.url);
        out ??= { ...body };
        const l = lang;
        out[field] = value.map((v: unknown) => (typeof v === "string" ? resolve(l, v) : v));
      }
    }
    const errors = body.errors;
    if (typeof errors === "object" && errors !== null && !Array.isArray(errors)) {
      lang ??= langOfApiUrl(request.url);
      out ??= { ...body };
      out.errors = resolveAll(lang, errors as Record<string, string>);
    }
    done(null, out ?? payload);
  });
}
