/** A call button for the workshop (a tel: link; on a computer it shows the number). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="btn btn-ghost" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
      <span>
        Ligar para a oficina: <span style={{ whiteSpace: "nowrap" }}>{phone}</span>
      </span>
    </a>
  );
}
