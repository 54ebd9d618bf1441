/** Validation message builders (spec section 5, "Messages"), pt-PT. */
export function formatMessage(label: string): string {
  return `O campo ${label} tem um formato incorreto`;
}

export function requiredMessage(label: string): string {
  return `O campo ${label} é obrigatório`;
}
