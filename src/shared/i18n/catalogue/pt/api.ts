/** Portuguese (pt-PT) messages: the API's error and notice messages (spec section 7 and the error catalogue). */
export default {
  unknownBrand: "A marca «{brand}» não existe nesta API.",
  badAddress: "O endereço pedido não é válido.",
  unknownLanguage: "O idioma «{lang}» não existe nesta API (pt ou es).",
  /** Two messages in one (a list of field errors in a sentence). */
  joinSemicolon: "{a}; {b}",

  // Basket (carrinho)
  basketNotFound: "Este carrinho já não existe. Comece um novo.",
  basketOtherUser: "Este carrinho pertence a outro utilizador.",
  basketClosed: "Este carrinho já deu origem a uma encomenda. Comece um novo carrinho.",
  basketClosedShort: "Este carrinho já deu origem a uma encomenda.",
  basketInvalidId: "Carrinho inválido",
  basketInvalidProduct: "Produto inválido",
  basketNoLead: "Este carrinho não tem contacto associado.",
  basketProductNotFound: "Este produto não existe ou já não está à venda.",
  basketProductUnavailable: "Este produto está esgotado neste momento. Peça-o e avisamos quando chegar.",
  basketOncePerVisit: "Este serviço faz-se uma vez por visita à oficina.",
  basketNoAvailability: "Não há disponibilidade para este pneu ou produto. Continue para voltar à seleção.",
  basketPromoPackRemoved:
    "Não é possível juntar packs de serviços a pneus em promoção: o serviço foi retirado do carrinho.",
  basketAcPlateNeeded:
    "Para escolhermos o gás do ar condicionado precisamos da matrícula do carro: indique-a na página da carga de ar condicionado.",
  basketAcNeedsAppointment:
    "Não sabemos o ano deste carro: marque a carga de ar condicionado na oficina, que confirma o tipo de gás.",
  basketAcPackNotForThisCar: "Este carro ({year}) leva gás {gas}: escolha o pack de ar condicionado com esse gás.",
  basketNotEnoughStock:
    "{stock, plural, =1 {Só temos {stock} unidade deste produto.} other {Só temos {stock} unidades deste produto.}}",
  basketMaxUnits: "No máximo 8 unidades por produto",
  basketProductNotInBasket: "Este produto já não está no carrinho.",
  basketServiceNotOptional: "Este serviço é escolhido automaticamente e não pode ser alterado.",
  basketServiceNotApplicable: "Este serviço não se aplica aos produtos do carrinho.",
  basketEmpty: "O carrinho está vazio.",
  basketNoDates: "Não há datas disponíveis nesta oficina nos próximos dias. Escolha outra oficina.",

  // Workshops (oficinas)
  workshopNotFound: "Esta oficina não existe.",
  workshopNotWeb: "Esta oficina não aceita marcações pela internet. Ligue para {phone}.",
  workshopCodeInvalid: "Código de oficina inválido",
  workshopsNoneForPostcode:
    "Não há oficinas para o código postal {postCode}. Experimente outro código postal ou alargue a distância.",
  workshopsNoneNearby: "Não há oficinas perto da sua localização. Indique um código postal.",
  workshopsNoneInArea: "Não temos oficinas nesta zona.",

  // Booking (marcações)
  noSlotsDay: "Não há horas livres neste dia. Escolha outro dia.",
  dateFormat: "A data deve estar no formato DD/MM/AAAA",
  bookingNoSlots: "Não há horas disponíveis para esse dia e hora. Escolha outra hora.",
  bookingServiceNotFound: "Um dos serviços escolhidos não existe. Escolha outra vez.",
  bookingServiceUnknown: "Serviço desconhecido",
  bookingServiceNotOffered: "A oficina {alias} não faz {services}. Escolha outra oficina.",
  bookingServiceNotHere: "Serviço não disponível nesta oficina",
  bookingDayClosed: "A oficina {alias} está fechada no dia {date} ({reason}). Escolha outro dia.",
  bookingRentingByPhone: "As marcações de veículos de renting são feitas por telefone: ligue para {phone}.",
  bookingAlreadyBooked:
    "Já existe uma marcação para a matrícula {plate} na oficina {alias}. Cancele essa marcação antes de fazer uma nova.",
  bookingTooLong: "Estes serviços ocupam demasiado tempo para uma reserva pela internet. Ligue para a oficina.",
  bookingTooManyHolds:
    "Já tem várias horas reservadas por pagar. Conclua ou abandone uma dessas compras antes de reservar outra hora.",
  appointmentNotFound: "Esta marcação não existe.",
  appointmentNoAccess: "Não tem acesso a esta marcação. Use o link do e-mail de confirmação.",
  appointmentChanged: "Esta marcação foi alterada entretanto. Abra-a outra vez para ver o dia e a hora atuais.",
  appointmentInvalidId: "Marcação inválida",
  appointmentCancelled: "A sua marcação foi cancelada. Obrigado por nos avisar!",
  appointmentsOtherUser: "Estas marcações pertencem a outro utilizador.",
  addressNotFound: "Este endereço não existe.",

  // Orders and payment (encomendas)
  orderIdempotencyReused: "Este pedido já foi usado. Recarregue a página.",
  orderNoWorkshop: "Escolha a oficina onde quer a montagem.",
  orderHoldExpired: "A hora que tinha reservado expirou. Escolha outra vez o dia e a hora.",
  orderHoldOtherWorkshop: "A hora reservada não é na oficina escolhida. Escolha outra vez o dia e a hora.",
  orderNotEnoughStock: "Já não há stock suficiente de {name}. Retire-o ou escolha outro produto.",
  orderPromoSoldOut: "Esgotaram as unidades desta promoção.",
  orderCouponUsed: "Este cupão já foi usado e não pode ser reutilizado",
  orderPaidCallToCancel: "Esta encomenda já está paga: para a anular, ligue-nos.",
  orderNotUnpaid: "Esta encomenda já não está por pagar.",
  orderNotFound: "Esta encomenda não existe.",
  orderNotFoundCallUs: "Esta encomenda não existe. Ligue-nos se precisar de ajuda.",
  orderOtherUser: "Esta encomenda pertence a outro utilizador.",
  orderPaymentNotOwed:
    "O pagamento de {amount} não corresponde ao valor em dívida desta encomenda e {back}. Pague o valor atual.",
  orderPaymentDuplicate: "Esta encomenda já estava paga: o pagamento repetido de {amount} {back}.",
  orderPaymentRefunded: "foi devolvido ao cliente",
  orderPaymentToRefund: "vai ser devolvido ao cliente",
  orderOnAccountImpersonation:
    "Só a própria empresa pode encomendar a crédito. Escolha outra forma de pagamento ou peça ao cliente.",
  orderPaid: "Esta encomenda já está paga.",
  orderExpired: "Esta encomenda expirou. Faça uma nova.",
  orderCancelled: "A encomenda foi anulada e a hora na oficina libertada.",
  orderNoAppointment: "Esta encomenda não tem montagem marcada.",
  paymentBadMessage: "Mensagem do pagamento inválida.",
  paymentBadSignature: "A assinatura da mensagem do pagamento não é válida.",
  paymentUnknownSignatureVersion: "Versão de assinatura desconhecida",

  // Account (conta, sessão, dados pessoais)
  loginWrongCredentials: "O e-mail ou a password estão incorretos",
  accountTooManySeconds:
    "{seconds, plural, =1 {Demasiadas tentativas. Tente de novo dentro de {seconds} segundo.} other {Demasiadas tentativas. Tente de novo dentro de {seconds} segundos.}}",
  accountTooManyMinutes:
    "{minutes, plural, =1 {Demasiadas tentativas. Tente de novo dentro de {minutes} minuto.} other {Demasiadas tentativas. Tente de novo dentro de {minutes} minutos.}}",
  accountBlacklisted: "Não é possível criar uma conta com estes dados. Contacte o apoio ao cliente.",
  accountEmailExists: "Já existe uma conta com este e-mail. Entre ou recupere a password.",
  accountNifByPhone: "Para alterar o NIF ligue para o apoio ao cliente.",
  accountDocumentTaken: "Este documento já pertence a outro utilizador.",
  accountDataOtherUser: "Estes dados pertencem a outro utilizador.",
  accountConfirmDelete: "Confirme que quer apagar a conta",
  accountDeleteOwnerOnly: "Só o próprio cliente pode apagar a conta. Peça-lhe que o faça na área de cliente.",
  accountDeleted: "A sua conta foi apagada. Os seus dados pessoais foram eliminados.",
  accountVehicleNotInAccount: "Este veículo não está na sua conta.",
  passwordResetSent: "Se o e-mail tiver conta, enviámos um link para escolher uma nova password.",
  passwordChanged: "A sua password foi alterada. Já pode entrar.",
  historyAppointment: "Marcação em {alias}",
  historyOrder: "Encomenda {number}",
  creditNoteNotFound: "Não encontrámos esta nota de crédito.",
  creditNoteOtherUser: "Esta nota de crédito pertence a outro utilizador.",
  invoiceNoAtCode:
    "A fatura {number} não pode ser apresentada: falta o código de validação AT da série {series}. Contacte o apoio ao cliente.",

  // Vehicles (matrícula, marcas, modelos)
  vehicleAcMotoPlate: "Esta matrícula é de uma mota: a carga de ar condicionado é um serviço para carros.",
  vehiclePlateNotFoundGiveModel: "Não encontrámos esta matrícula. Indique a marca e o modelo.",
  vehicleExists: "O veículo {plate} já está na sua conta.",
  vehiclePlateNotFound: "Não encontrámos esta matrícula. Escolha a marca, o modelo e o motor do seu carro.",
  vehicleBrandNotFound: "Não temos modelos da marca «{brand}».",
  vehicleModelNotFound: "Não temos o modelo «{model}».",
  vehicleBrandRequired: "O campo marca é obrigatório",
  vehicleModelRequired: "O campo modelo é obrigatório",

  // Oil revision (revisão)
  revisionCarNotFound: "Não encontrámos esse carro. Escolha outra vez a marca, o modelo e o motor.",
  revisionOilNotSuitable: "Este óleo não é indicado para o motor do seu carro. Escolha outro óleo.",
  revisionOilNotSuitableField: "Óleo não indicado para este motor",
  revisionOilNotFound: "Este óleo não existe. Volte a escolher o óleo.",
  revisionPackNotFound: "Este pack não existe. Escolha outro pack.",
  revisionPackUnknown: "Pack desconhecido",
  revisionWorkshopNoOnline: "Esta oficina não faz revisões com marcação online. Escolha outra oficina.",
  revisionWorkshopNoSlots: "Esta oficina não tem horas livres nos próximos 25 dias. Escolha outra oficina.",

  // Motorbikes (revisão de mota, pneus de mota)
  motoRevisionNotFound: "Este pedido de revisão não existe. Comece de novo.",
  motoRevisionNotOnline: "A revisão para esta cilindrada não está disponível online. Marque-a numa oficina.",
  motoRevisionOtherClient: "Este pedido de revisão pertence a outro cliente.",
  motoBrandNotFound: "Não temos modelos desta marca para esta cilindrada.",
  motoBrandPick: "Escolha uma marca da lista",
  motoModelNotFound: "Não encontrámos este modelo. Escolha outro.",
  motoModelUnknown: "Modelo desconhecido",
  motoBrandMismatch: "Este modelo não é da marca escolhida.",
  motoBrandMismatchField: "Escolha um modelo da marca escolhida",
  motoDisplacementMismatch:
    "O {model} tem {engine}, que não corresponde à cilindrada indicada. Escolha outro modelo ou corrija a cilindrada.",
  motoElectricEngine: "motor elétrico",
  motoDisplacementMismatchField: "Modelo de outra cilindrada",
  motoTyresUnknownSize: "Não temos pneus de mota nesta medida.",
  motoInvalidDisplacement: "Cilindrada inválida",
  motoModelsNotFound: "Não encontrámos modelos para esta escolha.",
  motoModelsLoadFailed: "Não foi possível carregar os modelos desta marca.",
  motoModelSearchBySize: "Não encontrámos este modelo. Procure pela medida ou ligue-nos.",
  motoYearRange: "O {model} foi fabricado entre {from} e {to}.",
  motoYearField: "Ano fora do período de fabrico",
  motoNotifyThanks: "Obrigado! Avisamos por e-mail quando tivermos pneus para a sua mota.",

  // Tyres (pneus)
  tyresInvalidVehicleType: "Tipo de veículo inválido: indique turismo, furgoneta, 4x4 ou moto.",
  tyresUnknownSize: "Não temos pneus nesta medida. Verifique os valores escolhidos.",
  tyresNoSize: "Não temos pneus na medida {width}/{series} R{rim}.",
  tyresNoResults: "Não há resultados para esta pesquisa",
  tyresPageOutOfRange: "A página pedida não existe: há {pages, plural, =1 {# página} other {# páginas}} de resultados",
  tyresUnknownType: "Não existe o tipo de pneu «{type}».",
  tyresUnknownBrand: "Não vendemos pneus da marca «{brand}».",
  tyresMissingQuery: "Indique o tipo ou a marca de pneu.",
  tyresInvalidReference: "Referência inválida",
  tyreNotFound: "Este pneu não existe ou deixou de ser vendido.",
  tyreModelNotFound: "Este modelo de pneu não existe.",
  tyreNotifyRegistered: "Pedido registado. Enviamos-lhe um e-mail assim que o pneu estiver disponível.",
  imageNotFound: "Esta imagem não existe.",

  // Services, offers, catalogue
  servicesUnknownCategory: "Categoria de serviços desconhecida: escolha coche (carro), moto (mota) ou camion (camião).",
  servicesPostcodeFormat: "O código postal tem um formato incorreto (ex.: 1000-001).",
  serviceNotFound: "Este serviço não existe ou já não está disponível.",
  servicesNoWorkshopsNear:
    "Não encontrámos oficinas perto do código postal {postcode}. Verifique o código postal ou experimente outro.",
  offerInvalid: "Promoção inválida",
  offerNotFound: "Esta promoção não existe ou já terminou.",
  catalogueNotFound: "Não há {what}: este catálogo não existe.",
  catalogueProducts: "produtos",
  catalogueQueryInvalid: "Não foi possível procurar {label}: {errors}.",
  districtNotFound:
    "Não encontrámos nenhum distrito com esse código postal ou nome. Verifique o código postal (por exemplo, 4000-322).",

  // Contact, callback, newsletter
  callbackRefused: "Não é possível registar o pedido com este telefone. Contacte-nos por e-mail.",
  callbackThanks: "Obrigado! Ligamos-lhe no horário de atendimento.",
  newsletterExists: "Este e-mail já está subscrito na newsletter.",
  newsletterSent: "Enviámos um e-mail para confirmar a subscrição.",
  newsletterConfirmFailed: "Não foi possível confirmar a subscrição: o link não é válido.",
  newsletterConfirmed: "Subscrição confirmada. Obrigado!",
  newsletterUnsubscribeInvalid: "Este link de anulação não é válido.",
  newsletterUnsubscribed: "Subscrição anulada. Não voltará a receber a newsletter.",
  contactThanks: "Obrigado! Respondemos em até 1 dia útil.",

  // Business accounts (profissionais)
  proApplicationPending: "Já tem uma candidatura em análise. Responderemos por e-mail assim que for decidida.",
  proAlreadyBusiness: "A sua conta já é uma conta profissional.",
  proOnlyApproved: "Esta área é das contas profissionais aprovadas. Candidate-se em Acesso profissionais.",
  proReviewVehicles: "Reveja os veículos escolhidos.",
  proSlotTaken:
    "A hora {time} já não está livre para o veículo {plate}. Nenhuma marcação foi feita: escolha outra hora.",
  proSlotTakenField: "Esta hora já não está livre",
  proLineError: "{plate}: {reason} Nenhuma marcação foi feita.",
};
