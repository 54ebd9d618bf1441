/** Portuguese (pt-PT) messages: checkout, what several checkout steps, the server and the shared rules use (notices, action answers, tax zones); each step has its own namespace (checkoutFrame, checkoutRequest, checkoutWorkshop, checkoutRegister, checkoutPayment, checkoutBilling, checkoutConfirmation). */
export default {
  // page and step bar
  stepPagamento: "Pagamento",
  notFound: "Página não encontrada",
  orderNotFound: "Encomenda não encontrada",
  // notices: a product that could not be added, promotion limits
  addErrorUnavailable: "Este produto está esgotado neste momento. Peça-o e avisamos quando chegar.",
  addErrorNotEnoughStock: "Não temos unidades suficientes deste produto para essa quantidade.",
  addErrorNotFound: "Este produto não existe ou já não está à venda.",
  addErrorGeneric: "Não foi possível juntar o produto ao carrinho. Tente novamente.",
  addErrorKind: "Não pode juntar este tipo de produto ({kind}) a esta encomenda.",
  promoOneOrder:
    "Já fez uma encomenda com esta promoção: só é permitida uma encomenda por cliente durante o período da promoção.",
  promoUserLimit: "Esta quantidade ultrapassa o limite de unidades desta promoção por cliente.",
  promoSoldOut: "Já não há unidades suficientes desta promoção para essa quantidade.",
  promoContinueWithout: "Continuar sem a promoção",
  // workshop step
  postcode: "Código postal",
  workshopsPhoneOnly: "Marcações só por telefone: {phone}",
  workshopsSearchFailed: "Não foi possível procurar oficinas.",
  dateAtTime: "{date} às {time}",
  // date step
  datesUnavailable:
    "Não foi possível obter os dias livres desta oficina. Tente novamente daqui a pouco ou escolha outra oficina.",
  // payment step
  paymentHow: "Como quer pagar?",
  paymentTypeReserva: "Pagar só a reserva agora (o resto na oficina)",
  paymentTypeTotal: "Pagar tudo agora",
  paymentTypeTaller: "Pagar tudo na oficina",
  paymentTypeConta: "Pagamento a crédito (fatura mensal da empresa)",
  paymentMethodTarjeta: "Cartão de crédito ou débito",
  paymentMethodMbway: "MB WAY",
  paymentMethodMultibanco: "Referência Multibanco",
  paymentMethodBizum: "Bizum",
  paymentHintTarjeta: "Visa, Mastercard ou Maestro, na página segura do banco.",
  paymentHintMbway: "Recebe um pedido no telemóvel e aprova-o na app MB WAY.",
  paymentHintMultibanco:
    "Recebe uma referência para pagar num multibanco ou no homebanking até 48 horas; a hora fica reservada até lá.",
  paymentHintBizum: "Pague com o seu telemóvel através do Bizum.",
  // summary
  summaryLabel: "Resumo do carrinho",
  summaryTitle: "Resumo",
  summaryProducts: "Produtos",
  summaryServices: "Serviços",
  summarySavings: "Poupança em promoções (já incluída)",
  discount: "Desconto",
  summaryShipping: "Transporte e despesas aduaneiras",
  total: "Total",
  taxIncluded: "{label} {pct} % incluído: {amount}",
  summaryWorkshop: "Oficina:",
  summaryFitting: "Montagem:",
  // tax zone of the chosen workshop (src/shared/pricing/tax-zone.ts, src/shared/basket/regional.ts)
  zoneTaxChanged: "O valor foi alterado para corresponder às taxas de imposto em vigor na oficina escolhida.",
  zoneShippingAdded: "Foi acrescentado o custo de transporte e despesas aduaneiras para as Canárias.",
  zoneNote: "Preços com {label} de {pct} % ({zone}), a taxa em vigor na oficina escolhida.",
  zoneNoteShipping:
    "Preços com {label} de {pct} % ({zone}) e transporte incluídos, porque a oficina escolhida fica nas {zone}.",
  zoneNamePT: "Portugal continental",
  zoneNamePTMA: "Madeira",
  zoneNamePTAC: "Açores",
  zoneNameES: "Espanha",
  zoneNameESCN: "Canárias",
  // action answers
  okRemoved: "Produto retirado do carrinho.",
  okSaved: "Alterações guardadas.",
  okNoChanges: "Sem alterações por guardar.",
  okQuantity: "Quantidade atualizada.",
  okServices: "Serviços atualizados.",
  okCoupon: "Cupão aplicado.",
  okCouponRemoved: "Cupão retirado.",
  okWithoutPromo: "Continua sem a promoção: os preços e o total foram atualizados.",
  errPostcodeRequired: "O código postal é obrigatório para procurar oficinas",
  errChooseTime: "Escolha a hora",
  errChooseDayTime: "Escolha o dia e a hora",
  errChoosePaymentType: "Escolha como quer pagar",
  errChooseMethod: "Escolha o meio de pagamento",
  /** The site does not offer this payment method ({method}: its name); said by the API too. */
  errMethodNotOffered: "{method} não está disponível em Portugal: pague com cartão, MB WAY ou referência Multibanco.",
  errChoosePayment: "Escolha como quer pagar.",
  errOnAccountNotAllowed:
    "O pagamento a crédito é só para contas profissionais aprovadas. Escolha outra forma de pagamento.",
  errReviewBilling: "Reveja os dados de faturação assinalados.",
  errUnknownAction: "Ação desconhecida.",
  paymentFailed: "Não foi possível processar o seu pedido",
  paymentFailedBecause: "Não foi possível processar o seu pedido: {reason}",
  // calendar file
  calendarNotFound: "Não encontrámos a marcação desta encomenda.",
  calendarFileName: "montagem-rodacerta.ics",
};
