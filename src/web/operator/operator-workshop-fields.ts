/** The workshop settings form's error wiring: an error's element id, and the aria attributes of an invalid field. */

/** "horario.mon.0.open" → "horario-mon-0-open-erro". */
export const errorId = (key: string) => `${key.replaceAll(".", "-")}-erro`;

export const invalid = (text: string | undefined, id: string) =>
  text ? { "aria-invalid": true as const, "aria-describedby": id } : {};
