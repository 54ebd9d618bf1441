/** Portuguese (pt-PT) messages: the error pages and the notices shown only now and then (maintenance, a slow load). */
export default {
  delayedLoad: "A página está a demorar mais do que o habitual. Aguarde um momento…",
  maintenanceTitle: "Manutenção programada:",
  maintenanceDefault:
    "nas próximas horas alguns serviços (pagamentos e marcações) podem estar indisponíveis. Pedimos desculpa pelo incómodo.",
  notFoundTitle: "Página não encontrada | RodaCerta",
  serverErrorTitle: "Ocorreu um erro | RodaCerta",
  notFoundHeading: "Esta página não existe",
  serverErrorHeading: "Detetámos um pequeno erro",
  notFoundText:
    "O endereço pode ter mudado ou estar incompleto. Procure o seu pneu pela medida ou pela matrícula, ou volte à página inicial.",
  serverErrorText:
    "Algo correu mal do nosso lado. Tente novamente dentro de momentos; se o problema continuar, contacte-nos.",
  notFoundDescription:
    "A página que procura não existe ou mudou de endereço. Procure pneus, oficinas e serviços a partir da página inicial da RodaCerta.",
  errorGoHome: "Ir para a página inicial",
  errorSeeTyres: "Ver pneus",
  errorContactUs: "Contactar-nos",
};
