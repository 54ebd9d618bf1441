/** The customer-service phone numbers as tap-to-call links, for messages that ask the customer to phone us. */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { SUPPORT_LINES, telHref } from "#src/shared/site/support.ts";
import { type Translator, useT } from "#src/web/i18n.ts";

/** The support lines of the site of `lang` (src/shared/site/support.ts), with their regions in that language. */
export function supportPhones(t: Translator["t"], lang: Lang): Array<{ region: string; phone: string; tel: string }> {
  return SUPPORT_LINES[lang].map((p) => ({ region: t(p.region), phone: p.phone, tel: telHref(p.phone) }));
}

export function SupportPhones({ hours = false }: { hours?: boolean }) {
  const { t, lang } = useT();
  return (
    <>
      {supportPhones(t, lang).map((p, i) => (
        <span key={p.phone}>
          {i > 0 && " · "}
          <a href={p.tel}>{p.phone}</a> ({p.region})
        </span>
      ))}
      {hours && (
        <>
          <br />
          <span className="hint">{t("common.supportHours")}</span>
        </>
      )}
    </>
  );
}
