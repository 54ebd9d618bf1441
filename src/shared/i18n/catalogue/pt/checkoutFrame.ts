/** Portuguese (pt-PT) messages: the checkout's titles, step bar and empty basket. */
export default {
  metaTitle: "{step} — carrinho",
  metaTitleBasket: "Carrinho",
  metaDescription: "O seu carrinho RodaCerta: pneus com montagem, oficina, data e pagamento.",
  stepsNavLabel: "Passos da compra",
  stepItem: "{n}. {title}",
  backLink: "← Voltar: {step}",
  stepPedido: "O seu pedido",
  stepOpcoes: "Opções",
  stepOficinas: "Oficina",
  stepDataEHora: "Data e hora",
  stepRegisto: "Os seus dados",
  stepFacturacao: "Faturação",
  stepReserva: "Reserva",
  emptyTitle: "O seu carrinho",
  emptyText: "O seu carrinho está vazio.",
  emptyHint:
    "Encontre os pneus certos pela medida ou pela matrícula e junte-os com a montagem numa oficina perto de si.",
  emptyBySize: "Procurar pneus por medida",
  emptyByPlate: "Procurar pela matrícula",
  emptyMoto: "Pneus de mota",
  promoPackRemoved: "Não é possível juntar packs de serviços a pneus em promoção: o serviço foi retirado do carrinho.",
};
