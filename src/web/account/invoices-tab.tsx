/** "Faturas": the customer's invoices as PDF downloads, and why a download failed (the catalogue's invoice codes). */
import type { CustomerInvoice } from "#src/shared/account/private-area.schema.ts";
import { SupportPhones } from "../ui/support-phones.tsx";
import { formatEur } from "#src/shared/money.ts";

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
            <li key={i.numero}>
              {i.numero} · {formatEur(i.total)} ·{" "}
              <a href={`/area-privado/fatura?n=${encodeURIComponent(i.numero)}`}>Descarregar PDF</a>
            </li>
          ))}
          {invoices.length === 0 && <li>Ainda não tem faturas.</li>}
        </ul>
      )}
    </>
  );
}
