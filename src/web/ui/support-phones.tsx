/** The customer-service phone numbers as tap-to-call links, for messages that ask the customer to phone us. */
import { SITE } from "#src/shared/site.ts";

export function SupportPhones({ hours = false }: { hours?: boolean }) {
  return (
    <>
      {SITE.supportPhones.map((p, i) => (
        <span key={p.phone}>
          {i > 0 && " · "}
          <a href={`tel:${p.phone.replace(/\s/g, "")}`}>{p.phone}</a> ({p.region})
        </span>
      ))}
      {hours && (
        <>
          <br />
          <span className="hint">{SITE.supportHours}</span>
        </>
      )}
    </>
  );
}
