/**
 * "Faturas": the customer's invoices as PDF downloads, each with the credit notes that correct it (issued by the shop
 * in the back office, also downloadable; "facturas rectificativas" in Spanish), and why a download failed.
 */
import type { CustomerInvoice } from "#src/shared/account/private-area.schema.ts";
import { LOCALE } from "#src/shared/i18n/lang.ts";
import { formatEur } from "#src/shared/money.ts";
import { useT } from "../i18n.ts";
import { SupportPhones } from "../ui/support-phones.tsx";

export function InvoicesTab({
  invoices,
  downloadError,
}: {
  invoices: CustomerInvoice[] | null;
  /** Already in the page's language. */
  downloadError: string | null;
}) {
  const { t, text, path, lang } = useT();
  const day = (iso: string) => new Date(iso).toLocaleDateString(LOCALE[lang], { timeZone: "Europe/Lisbon" });
  return (
    <>
      {downloadError && (
        <div role="alert" className="card field-error" style={{ borderLeft: "4px solid var(--c-error)" }}>
          <p style={{ margin: 0 }}>{downloadError}</p>
          <p style={{ margin: "8px 0 0" }}>
            {t("account.invoicesSupport")} <SupportPhones />
          </p>
        </div>
      )}
      {invoices && (
        <ul className="card" style={{ listStyle: "none" }}>
          {invoices.map((i) => (
            <li key={i.numero} style={{ overflowWrap: "anywhere" }}>
              {i.numero} · {formatEur(i.total, lang)} ·{" "}
              <a href={`${path("/area-privado/fatura")}?n=${encodeURIComponent(i.numero)}`}>
                {t("account.invoiceDownload")}
              </a>
              {i.notasCredito.length > 0 && (
                <ul
                  aria-label={t("account.invoiceCreditNotesLabel", { number: i.numero })}
                  style={{ margin: "4px 0 8px" }}
                >
                  {i.notasCredito.map((n) => (
                    <li key={n.numero}>
                      {t("account.invoiceCreditNote", {
                        number: n.numero,
                        date: day(n.fecha),
                        total: formatEur(n.total, lang),
                        reason: text(n.motivo),
                      })}{" "}
                      <a
                        href={`${path("/area-privado/fatura")}?nc=${encodeURIComponent(n.numero)}`}
                        aria-label={t("account.invoiceCreditNoteDownloadLabel", { number: n.numero })}
                      >
                        {t("account.invoiceDownload")}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {invoices.length === 0 && <li>{t("account.invoicesEmpty")}</li>}
        </ul>
      )}
    </>
  );
}
