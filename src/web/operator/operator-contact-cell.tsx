/** A table cell with a customer's phone and e-mail as links (the customers to contact after a closure or a change). */
export function ContactCell({ telefono, email }: { telefono: string | null; email: string | null }) {
  return (
    <td>
      {telefono && <a href={`tel:${telefono.replaceAll(" ", "")}`}>{telefono}</a>}
      {telefono && email && <br />}
      {email && <a href={`mailto:${email}`}>{email}</a>}
    </td>
  );
}
