/** Portuguese (pt-PT) messages: services (the car/motorbike/truck hubs and service pages, ozone kits; the AC page is ac.ts). */
export default {
  // shared
  notFound: "Página não encontrada",
  crumbCar: "Carro",
  crumbMoto: "Mota",
  crumbTruck: "Camião",
  errorServices: "Não foi possível carregar os serviços. Tente novamente dentro de momentos.",
  errorWorkshops:
    "O serviço de pesquisa de oficinas está em manutenção. Tente novamente ou indique outro código postal.",
  errorKits: "Não há kits de ozono disponíveis de momento. Tente novamente mais tarde.",
  errorQuote: "Não foi possível enviar o pedido de orçamento. Tente mais tarde ou ligue-nos.",
  workshopsNoneNear: "Não há oficinas perto do código postal {cp} que façam este serviço.",
  // prices and offers
  priceQuote: "Orçamento sem compromisso",
  priceWorkshopQuote: "Orçamento gratuito na oficina",
  priceFrom: "Desde {price}",
  workshopsNone: "De momento, nenhuma oficina",
  workshopsIn: "Em {n, plural, one {# oficina} other {# oficinas}} RodaCerta",
  offerWhatWeDo: "O que fazemos",
  offerHintProduct: "Preço final com IVA: tudo o que está na lista está incluído.",
  offerHintQuote: "Preço à medida da sua empresa, indicado no orçamento com IVA.",
  offerHintFree: "Diagnóstico e orçamento sem custo; nada é feito sem a sua autorização.",
  offerHintAppointment:
    "IVA e mão de obra incluídos; o preço final depende do veículo e é confirmado antes do trabalho.",
  offerDuration: "Duração",
  offerDurationValue: "cerca de {duration}",
  offerWhere: "Onde",
  offerAddToBasket: "Juntar ao carrinho",
  offerBook: "Marcar na oficina",
  // hub and service page
  hubSeeService: "Ver serviço →",
  pageWhen: "Quando fazer",
  pageSigns: "Sinais de alerta",
  pageFact: "Sabia que…",
  pageRelated: "Veja também",
  pageNotOnlineBefore: "Este serviço ainda não pode ser marcado online. Faça uma",
  pageNotOnlineBooking: "marcação prévia",
  pageNotOnlineMiddle: "e indique-o no comentário, ou",
  pageNotOnlineCallback: "peça que lhe liguemos",
  // workshops near a postcode
  nearTitle: "Oficinas perto de si",
  nearFormLabel: "Oficinas que fazem {service}",
  nearPostcode: "Código postal",
  nearPostcodePlaceholder: "1000-001",
  nearSearching: "A procurar…",
  nearSubmit: "Ver oficinas",
  nearFound: "{n, plural, one {# oficina faz} other {# oficinas fazem}} este serviço; as mais próximas de {cp}:",
  // truck quote form
  quoteFixFields: "Corrija os campos assinalados.",
  quoteFieldName: "Nome ou empresa",
  quoteFieldEmail: "E-mail",
  quoteFieldPhone: "Telefone (opcional)",
  quoteFieldVehicles: "Veículos (opcional)",
  quoteVehiclesPlaceholder: "Ex.: 8 camiões e 2 empilhadores",
  quoteFieldNeeds: "O que precisa",
  quoteThanksTitle: "Obrigado! Recebemos o seu pedido de orçamento",
  quoteThanksText:
    "A nossa equipa de empresas vai analisá-lo e responde-lhe por e-mail ou telefone no próximo dia útil (segunda a sexta, das 8:30 às 19:00).",
  quoteTitle: "Peça um orçamento",
  quoteHint: "{title}: diga-nos o que precisa e respondemos sem compromisso.",
  quoteFormLabel: "Pedido de orçamento",
  quoteSending: "A enviar…",
  quoteSubmit: "Pedir orçamento",
  // ozone kits
  kitsTitle: "Kits de ozono",
  kitsDescription:
    "Kits de desinfeção do carro com ozono: habitáculo e condutas do ar condicionado sem bactérias nem maus cheiros, numa oficina RodaCerta.",
  kitsIntro:
    "Com um kit de ozono desinfetamos o habitáculo e as condutas do ar condicionado enquanto o carro está na oficina. Compre o kit online e escolha a oficina e a hora no carrinho.",
  kitsMoreBefore: "Quer saber mais? Veja como funciona a",
  kitsMoreLink: "desinfeção com ozono",
};
