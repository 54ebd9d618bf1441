/**
 * Words of Portuguese spelling (and the English "quality") that a Spanish address must not contain, whole or as a
 * hyphenated part (Spanish words such as "taller" are fine). Checked against every Spanish route and step
 * (src/shared/i18n/paths.test.ts) and every address of /sitemap-es.xml (src/server/web-pages-polish-es.int.test.ts).
 */
export const PORTUGUESE_ONLY: ReadonlySet<string> = new Set(
  (
    "oleo oleos quilometros oficina oficinas carrinho marcacao marcacoes pagamento privado area-privado mota " +
    "pneus pneu revisao servicos servico encomendas encomenda fatura faturas veiculos dados registo opcoes " +
    "alteracao confirmacao selecao seguranca mudanca largura jante velocidade estacao contato obrigado frota camiao " +
    "carro trotineta promocoes perguntas frequentes sair conta nova ligamos lhe meus seus sua minhas teste travoes " +
    "amortecedores correia distribuicao escovas inspecao desinfecao transmissao embraiagem gestao frotas " +
    "assistencia industriais troca adicionar data seletor assistente ar condicionado kits-ozono " +
    "carrinha alinhamento equilibragem reparacao furos quality"
  ).split(" "),
);

/** The Portuguese words of an address's path ("/neumaticos/carrinha" → ["carrinha"]), parameters and codes aside. */
export function portugueseWordsIn(address: string): string[] {
  return address
    .split(/[?#]/)[0]!
    .split("/")
    .filter((segment) => segment && !segment.startsWith(":") && segment !== "*")
    .filter((segment) => PORTUGUESE_ONLY.has(segment) || segment.split("-").some((w) => PORTUGUESE_ONLY.has(w)));
}
