/** Portuguese (pt-PT) messages: oil (the oil-change assistant, pack pages, the safety test page). */
export default {
  notFound: "Página não encontrada",
  breadcrumbOil: "Mudança de óleo e filtros",
  breadcrumbAssistant: "Assistente",

  // assistant: titles, steps, frame
  assistantMetaDescription:
    "Diga-nos a matrícula e os quilómetros do seu carro: mostramos o óleo indicado para o motor e o pack de mudança de óleo e filtros, com marcação na oficina.",
  titlePlate: "Mudança de óleo: a sua matrícula",
  titleBrand: "Qual é a marca do seu carro?",
  titleModel: "Qual é o modelo do seu carro?",
  titleEngine: "Qual é o motor do seu carro?",
  titleKms: "Quantos quilómetros tem o seu carro?",
  titleOil: "Escolha o óleo",
  titlePack: "Escolha o pack",
  stepPlate: "Matrícula",
  stepKms: "Quilómetros",
  stepOil: "Óleo",
  stepPack: "Pack",
  stepBasket: "Carrinho",
  stepsLabel: "Passos do assistente",
  stepDone: "Feito:",
  back: "← Voltar ao passo anterior",
  continue: "Continuar",
  searching: "A procurar…",
  loading: "A carregar…",

  // no-revision states
  noRevision2YearsTitle: "O seu carro ainda não precisa de revisão",
  noRevision2YearsText:
    "O seu carro foi matriculado há menos de 2 anos e ainda está dentro do plano de manutenção inicial do fabricante. Quando chegar a altura da primeira mudança de óleo, volte a consultar a sua matrícula.",
  noRevisionNoOilTitle: "Não temos o óleo indicado para este motor",
  noRevisionNoOilText:
    "Não encontrámos um óleo recomendado para o motor do seu carro, por isso não podemos propor um pack online. Marque uma revisão de manutenção na oficina e os nossos mecânicos escolhem o óleo certo.",
  noRevisionElectricTitle: "Os carros elétricos não precisam de mudança de óleo",
  noRevisionElectricText:
    "O seu carro é elétrico: o motor não usa óleo, por isso não há mudança de óleo a fazer. Para a manutenção de travões, pneus ou ar condicionado, escolha o serviço na nossa página de serviços para carro.",
  noRevisionBook: "Marcar revisão na oficina",
  noRevisionCarServices: "Ver os serviços para carro",
  noRevisionContact: "Fale connosco",

  // plate step
  plateNotFound: "Esta matrícula não existe",
  savedTitle: "Os seus veículos",
  savedUse: "Usar o veículo {plate}",
  savedUseWithCar: "Usar o veículo {plate}, {car}",
  plateIntro: "Com a matrícula encontramos o motor do seu carro e os óleos indicados pelo fabricante.",
  plateLabel: "Matrícula",
  platePlaceholder: "AA-00-AA",
  pickTitle: "Escolher o carro à mão",
  pickTextBefore: "Não encontrámos",
  pickTextAfter: "no registo. Se está certa, escolha a marca, o modelo e o motor do seu carro.",
  pickButton: "Escolher a marca, o modelo e o motor",
  loginQuestion: "Tem conta?",
  loginLink: "Entrar para escolher um dos seus veículos",

  // hand pick: brand → model → engine
  pickBrandLabel: "Marca",
  pickModelLabel: "Modelo",
  pickEngineLabel: "Motor",
  pickBrandChoose: "Escolha a marca",
  pickModelChoose: "Escolha o modelo",
  pickYearLabel: "Ano do carro (opcional)",
  pickYearPlaceholder: "ex.: 2015",
  pickYearHint: "Com o ano, ajustamos o intervalo de mudança (os carros anteriores a 2000 mudam o óleo mais cedo).",
  pickBrandRequired: "Escolha a marca do seu carro",
  pickBrandUnknown: "Escolha uma marca da lista",
  pickModelRequired: "Escolha o modelo do seu carro",
  pickModelUnknown: "Escolha um modelo da lista",
  pickEngineRequired: "Escolha o motor do seu carro",
  pickEngineUnknown: "Escolha um motor da lista",
  pickYearFormat: "Escreva o ano com 4 algarismos (ex.: 2015)",
  pickYearFuture: "O ano não pode ser depois de {year}",

  // kilometres step
  kmsLabel: "Quilómetros atuais",
  kmsPlaceholder: "ex.: 85 000",
  kmsLastLabel: "Quilómetros na última mudança de óleo (opcional)",
  kmsLastHint: "Se souber, dizemos-lhe se a mudança já está na altura.",
  kmsSeeOils: "Ver os óleos",
  kmsRequired: "O campo quilómetros é obrigatório",
  kmsFormat: "Escreva os quilómetros só com algarismos (ex.: 85 000)",
  kmsPositive: "Os quilómetros têm de ser superiores a 0",
  kmsMax: "Os quilómetros não podem passar de 9 999 999",
  kmsLastRequired: "Este campo é obrigatório",
  kmsLastAboveCurrent: "Os quilómetros da última mudança não podem ser mais do que os atuais",

  // oil step
  oilLegend: "Óleos indicados para o motor do seu carro",
  oilRecommended: "Recomendado pelo fabricante",
  oilSpec: "{type} · SAE {sae} · Norma {norm}",
  oilPackLitres: "Todos os packs incluem até {litres} L do óleo escolhido.",
  oilContinue: "Continuar: escolher o pack",
  // fuel and oil type names (stored in Portuguese in the vehicle and oil catalogues)
  fuelPetrol: "Gasolina",
  fuelDiesel: "Gasóleo",
  fuelLpg: "GPL",
  fuelElectric: "Elétrico",
  fuelHybrid: "Híbrido",
  oilTypeSynthetic: "Sintético",
  oilTypeSemiSynthetic: "Semissintético",
  oilTypeMineral: "Mineral",
  oilTypeSyntheticMoto: "Sintético (mota)",

  // advice: interval and sump capacity
  intervalAdvice: "Aconselhamos mudar o óleo a cada {min} a {max}.",
  intervalAdviceOlder: "Para carros anteriores a 2000 aconselhamos mudar o óleo a cada {min} a {max}.",
  intervalOverdue: "Já fez {since} desde a última mudança de óleo: a mudança está atrasada. {advice}",
  intervalDue: "Já fez {since} desde a última mudança de óleo: está na altura de mudar o óleo. {advice}",
  intervalNotYet: "Fez {since} desde a última mudança de óleo: ainda faltam cerca de {left} para a próxima. {advice}",
  intervalFirst: "Com {kms}, o seu carro ainda não chegou à primeira mudança de óleo aconselhada. {advice}",
  intervalUnknown: "{advice} Se já passaram mais de {min} desde a última mudança, está na altura de a fazer.",
  capacityNotice:
    "O motor do seu carro leva {capacity} de óleo e o pack inclui até {packLitres} L: os {extra} a mais são cobrados na oficina ao preço por litro do óleo escolhido.",
  wasteOilTax: "A taxa de óleo usado ({price} por litro) não está incluída.",

  // pack step
  packOilChosen: "Óleo escolhido:",
  packOilChange: "Mudar",
  packDuration: "· cerca de {minutes} min na oficina",
  packChooseLabel: "Escolher o {name}",
  packAdding: "A juntar ao carrinho…",
  packChoose: "Escolher este pack",
  packWhatIncludes: "O que inclui o {name}",
  packFootSafety: "O teste de segurança está incluído em todos os packs, sem custo.",
  packFootReplace: "Um pack novo substitui o pack de revisão que já tiver no carrinho.",

  // the lines a pack includes (the catalogue's Portuguese lines, shown in the page's language)
  lineOilChange: "Mudança de óleo (até 5 L)",
  lineOilFilter: "Filtro de óleo",
  lineAirFilter: "Filtro de ar",
  lineCabinFilter: "Filtro de habitáculo",
  lineCoolant: "Líquido de refrigeração (até 1 L)",
  lineWasherFluid: "Líquido limpa-para-brisas (até 2 L)",
  lineServiceReset: "Reposição do indicador de manutenção",
  lineSafetyTest: "Teste de segurança",
  lineAcOzone: "Higienização do ar condicionado com ozono",

  // facts every pack shares
  factsTitle: "Bom saber",
  factOil: "Até {litres} L de óleo do motor. Se o seu motor levar mais, os litros a mais pagam-se na oficina.",
  factFluids:
    "Líquido de refrigeração até {coolant} L e líquido limpa-para-brisas até {washer} L, nos packs que os incluem.",
  factInterval:
    "Aconselhamos mudar o óleo a cada {min} a {max} km ({oldMin} a {oldMax} km em carros anteriores a 2000).",

  // pack page
  packMetaTitle: "{name}: mudança de óleo e filtros",
  packMetaDescription: "{name} por {price}: {lines}. Feito numa oficina RodaCerta em cerca de {minutes} minutos.",
  packIncludes: "O que inclui",
  packSafetyNote:
    "O teste de segurança vem incluído e não tem custo: verificamos pneus, travões, luzes, níveis e suspensão.",
  packSafetyLink: "Saiba o que é verificado",
  packPriceTitle: "Preço e tempo na oficina",
  packVat: "IVA incluído · cerca de {minutes} minutos na oficina",
  packStartText:
    "Diga-nos a matrícula e os quilómetros: mostramos o óleo indicado para o seu motor e depois escolhe a oficina, o dia e a hora.",
  packStartButton: "Começar pela matrícula",
  packOthers: "Outros packs",

  // safety test page
  safetyTitle: "Teste de segurança",
  safetyMetaDescription:
    "Teste de segurança do carro numa oficina RodaCerta: pneus, travões, luzes, níveis, suspensão e bateria. Grátis com qualquer pack de mudança de óleo.",
  safetyLead:
    "Em cerca de {minutes} minutos, um mecânico verifica os pontos que mais contam para a sua segurança e entrega-lhe o resultado por escrito, com o que está bem e o que convém tratar.",
  safetyTyres: "Pneus",
  safetyTyresPressure: "Pressão dos quatro pneus e do suplente",
  safetyTyresTread: "Profundidade do piso (mínimo legal 2 mm)",
  safetyTyresWear: "Desgaste irregular, cortes e bolhas",
  safetyBrakes: "Travões",
  safetyBrakesPads: "Espessura das pastilhas e estado dos discos",
  safetyBrakesFluid: "Nível e estado do líquido dos travões",
  safetyBrakesHand: "Travão de mão",
  safetyLights: "Luzes e visibilidade",
  safetyLightsAll: "Médios, máximos, mínimos, piscas e luzes de travagem",
  safetyLightsWipers: "Escovas limpa-para-brisas",
  safetyLightsWindscreen: "Para-brisas (fissuras e impactos)",
  safetyEngine: "Motor e níveis",
  safetyEngineOil: "Nível do óleo do motor",
  safetyEngineCoolant: "Líquido de refrigeração",
  safetyEngineWasher: "Líquido limpa-para-brisas",
  safetyEngineLeaks: "Fugas visíveis de óleo ou líquidos",
  safetySuspension: "Suspensão, direção e escape",
  safetySuspensionShocks: "Amortecedores e molas",
  safetySuspensionSteering: "Folgas na direção",
  safetySuspensionExhaust: "Fixações e fugas do escape",
  safetyBattery: "Bateria",
  safetyBatteryCheck: "Tensão e estado dos terminais",
  safetyFreeTitle: "Grátis com qualquer pack de mudança de óleo",
  safetyFreeText: "O teste de segurança vem incluído em todos os packs:",
  safetyChoosePack: "Escolher um pack pela matrícula",
  safetyBookOnly: "Marcar só o teste de segurança",
};
