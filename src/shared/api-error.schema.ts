/**
 * The API's error answer, the same on every route (src/server/errors.ts writes it): `error` a stable code, `message`
 * the text in the path's language, `errors` a form's fields with their messages. Declared once on every API route
 * (src/server/app.ts, `4xx` and `5xx`) and read by pages through `apiResult` / `isApiError` (src/web/api-context.ts).
 * Loose: a field added to an error later is sent as it is, never stripped.
 */
import { z } from "zod";

export const ApiErrorAnswer = z.looseObject({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The error answers every API route declares, beside its own 2xx (and any specific 4xx it declares itself). */
export const API_ERROR_RESPONSES = { "4xx": ApiErrorAnswer, "5xx": ApiErrorAnswer } as const;
