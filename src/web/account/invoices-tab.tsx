/**
 * "Faturas": the customer's invoices as PDF downloads, each with the credit notes that correct it (issued by the shop
 * in the back office, also downloadable), and why a download failed (the catalogue's invoice codes).
 */
import type { CustomerInvoice } from "#src/shared/account/private-area.schema.ts";
import { SupportPhones } from "../ui/support-phones.tsx";
import { formatEur } from "#src/shared/money.ts";

const dayPt = (iso: string) => new Date(iso).toLocaleDateString("pt-PT", { timeZone: "Europe/Lisbon" });

export function InvoicesTab({
  invoices,
  downloadError,
}: {
  invoices: CustomerInvoice[] | null;
  downloadError: string | null;
}) {
  return (
    <>
      {downloadError && (
        <div role="alert" className="card field-error" style={{ borderLeft: "4px solid var(--c-error)" }}>
          <p style={{ margin: 0 }}>{downloadError}</p>
          <p style={{ margin: "8px 0 0" }}>
            Apoio ao cliente: <SupportPhones />
          </p>
        </div>
      )}
      {invoices && (
        <ul className="card" style={{ listStyle: "none" }}>
          {invoices.map((i) => (
            <li key={i.numero} style={{ overflowWrap: "anywhere" }}>
              {i.numero} · {formatEur(i.total)} ·{" "}
              <a href={`/area-privado/fatura?n=${encodeURIComponent(i.numero)}`}>Descarregar PDF</a>
              {i.notasCredito.length > 0 && (
                <ul aria-label={`Notas de crédito da fatura ${i.numero}`} style={{ margin: "4px 0 8px" }}>
                  {i.notasCredito.map((n) => (
                    <li key={n.numero}>
                      Nota de crédito {n.numero} de {dayPt(n.fecha)} · −{formatEur(n.total)} · Motivo: {n.motivo} ·{" "}
                      <a
                        href={`/area-privado/fatura?nc=${encodeURIComponent(n.numero)}`}
                        aria-label={`Descarregar PDF da nota de crédito ${n.numero}`}
                      >
                        Descarregar PDF
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {invoices.length === 0 && <li>Ainda não tem faturas.</li>}
        </ul>
      )}
    </>
  );
}
