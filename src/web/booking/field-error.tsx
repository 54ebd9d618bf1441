/** A field's error, referenced by the field's aria-describedby (`<id>-error`). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <span id={`${id}-error`} className="field-error">
      {error}
    </span>
  ) : null;
}
