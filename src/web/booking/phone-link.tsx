import { useT } from "#src/web/i18n.ts";

/** A call button for the workshop (a tel: link; on a computer it shows the number). */
export function PhoneLink({ phone }: { phone: string }) {
  const { t } = useT();
  return (
    <a className="btn btn-ghost" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
      <span>
        {t("booking.callWorkshop")} <span style={{ whiteSpace: "nowrap" }}>{phone}</span>
      </span>
    </a>
  );
}
