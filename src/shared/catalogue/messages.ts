/**
 * The catalogue lists' messages, without zod, so a page can show them without shipping the validation code to the
 * browser (issue 15: first-load JS).
 */

/** The spec's 'No hay {catalogKey}' in Portuguese: a catalogue list or its filters could not be loaded. */
export function noCatalogueMessage(catalogKey: string): string {
  return `Não há ${catalogKey} disponíveis de momento.`;
}
