/** The customer-service phone numbers as tap-to-call links, for messages that ask the customer to phone us. */
import type { MessageKey } from "#src/shared/i18n/i18n.ts";
import { SITE } from "#src/shared/site.ts";
import { type Translator, useT } from "#src/web/i18n.ts";

/** The region each number serves, in the page's language (SITE names them in Portuguese). */
const REGION_KEYS: Record<string, MessageKey> = {
  "+351 210 000 351": "common.supportRegionMainland",
  "+351 291 000 351": "common.supportRegionIslands",
};

/** The support phones with their regions in the reader's language. */
export function supportPhones(t: Translator["t"]): Array<{ region: string; phone: string; tel: string }> {
  return SITE.supportPhones.map((p) => {
    const key = REGION_KEYS[p.phone];
    return { region: key ? t(key) : p.region, phone: p.phone, tel: `tel:${p.phone.replace(/\s/g, "")}` };
  });
}

export function SupportPhones({ hours = false }: { hours?: boolean }) {
  const { t } = useT();
  return (
    <>
      {supportPhones(t).map((p, i) => (
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
