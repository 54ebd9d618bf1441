/** POST /selector-moto: "Não encontra a sua mota?" asks to be told when there are tyres for it. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { RegisterBrandResponse } from "#src/shared/tyres/moto.schema.ts";
import { type ApiFetch, isApiError } from "#src/web/api-context.ts";

export async function registerBrand(api: ApiFetch, request: Request) {
  const form = Object.fromEntries(await request.formData());
  const res = await api("/neumaticos-moto/register-marca", {
    method: "POST",
    body: {
      ...Object.fromEntries(Object.entries(form).filter(([, v]) => v !== "")),
      origen: "selector-moto",
      device: "web",
      useragent: request.headers.get("user-agent")?.slice(0, 400),
    },
  }).catch(() => null);
  const body = res?.json();
  if (!res || res.status >= 400)
    return {
      ok: false,
      message: isApiError(body) ? body.message : msg("moto.registerFailed"),
      errors: isApiError(body) ? (body.errors ?? {}) : ({} as Record<string, string>),
    };
  const parsed = RegisterBrandResponse.safeParse(body);
  return {
    ok: true,
    message: parsed.success ? parsed.data.message : msg("moto.registerThanks"),
    errors: {} as Record<string, string>,
  };
}
