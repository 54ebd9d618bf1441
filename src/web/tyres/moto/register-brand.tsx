/** "Não encontra a sua mota?": e-mail us the brand (and the size, when one is chosen) we have no tyres for. */
import { useFetcher } from "react-router";
import type { MotoChoices } from "#src/shared/tyres/moto-steps.ts";
import { useT } from "#src/web/i18n.ts";
import type { registerBrand } from "./register-brand.server.ts";

export function RegisterBrand({ choices }: { choices?: MotoChoices }) {
  const fetcher = useFetcher<Awaited<ReturnType<typeof registerBrand>>>();
  const { t, text, path } = useT();
  if (fetcher.data?.ok)
    return (
      <p className="card" role="status">
        {text(fetcher.data.message)}
      </p>
    );
  const m = choices?.medidas ?? {};
  return (
    <fetcher.Form
      method="post"
      action={path("/selector-moto")}
      className="card"
      style={{ display: "grid", gap: 8, maxWidth: 560, marginTop: 24 }}
    >
      <h2 style={{ margin: 0, fontSize: "1.1rem" }}>{t("moto.registerTitle")}</h2>
      <p className="hint" style={{ margin: 0 }}>
        {t("moto.registerHint")}
      </p>
      {m.ancho !== undefined && <input type="hidden" name="ancho" value={m.ancho} />}
      {m.alto !== undefined && <input type="hidden" name="alto" value={m.alto} />}
      {m.llanta !== undefined && <input type="hidden" name="llanta" value={m.llanta} />}
      <div className="field">
        <label htmlFor="rb-marca">{t("moto.registerBrand")}</label>
        <input id="rb-marca" name="marca" required defaultValue={choices?.modelo.marca ?? ""} />
        {fetcher.data?.errors?.marca && <span className="field-error">{text(fetcher.data.errors.marca)}</span>}
      </div>
      <div className="field">
        <label htmlFor="rb-email">{t("moto.registerEmail")}</label>
        <input id="rb-email" name="email" type="email" required autoComplete="email" />
        {fetcher.data?.errors?.email && <span className="field-error">{text(fetcher.data.errors.email)}</span>}
      </div>
      {fetcher.data && !fetcher.data.ok && Object.keys(fetcher.data.errors).length === 0 && (
        <p role="alert" className="field-error">
          {text(fetcher.data.message)}
        </p>
      )}
      <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
        {t("moto.registerSubmit")}
      </button>
    </fetcher.Form>
  );
}
