/**
 * "Resumo": who is logged in and how complete the profile is. `phone` is the profile's phone as people read it,
 * formatted by the route's loader (displayPhone: libphonenumber stays on the server, out of the page's JavaScript).
 */
import type { UserInfo } from "#src/shared/account/private-area.schema.ts";
import { useT } from "../i18n.ts";

export function SummaryTab({ info, phone }: { info: UserInfo; phone: string }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="me-title" style={{ maxWidth: 640 }}>
      <h2 id="me-title" style={{ marginTop: 0 }}>
        {t("account.summaryHello", { name: info.user.nombre })}
      </h2>
      <p>
        {info.user.nombre} {info.user.apellidos} · {info.user.email}
        <br />
        {phone} · {info.address.codigo_postal} {info.address.provincia}
      </p>
      <p>
        {t("account.summaryCompleted")} <strong>{info.percentCompleted} %</strong>
      </p>
      <progress
        max={100}
        value={info.percentCompleted}
        aria-label={t("account.summaryCompletedLabel")}
        style={{ width: "100%" }}
      />
    </section>
  );
}
