/** Copy of the car service pages under /carro (issue 12, item 4); see service-pages.ts for the shape. */
import type { ServicePage } from "./service-pages.ts";

export const CAR_PAGES: ServicePage[] = [
  {
    path: "/carro/travoes",
    categoria: "car",
    title: "Travões: pastilhas, discos e líquido",
    summary: "Pastilhas, discos e líquido de travões com peças de primeira marca.",
    description:
      "Revisão e substituição de pastilhas, discos e líquido de travões numa oficina RodaCerta: orçamento gratuito e marcação online.",
    intro: [
      "Verificamos todo o sistema de travagem — pastilhas, discos, tubos, pinças e líquido — e substituímos o que estiver gasto com peças de primeira marca.",
      "Recebe o orçamento antes de começarmos e só avançamos com a sua autorização.",
    ],
    when: [
      "Pastilhas: em regra entre 30 000 e 50 000 km, conforme o carro e a forma de conduzir.",
      "Discos: normalmente a cada duas mudanças de pastilhas, ou quando estão abaixo da espessura mínima gravada no disco.",
      "Líquido de travões: a cada 40 000 km ou 2 anos, o que acontecer primeiro.",
    ],
    signs: [
      "Chiadeira metálica ao travar.",
      "O pedal vai mais ao fundo ou parece esponjoso.",
      "Vibração no volante ou no pedal quando trava.",
      "O carro puxa para um lado ao travar.",
      "Luz de aviso dos travões acesa no painel.",
    ],
    facts: [
      "O líquido de travões absorve humidade com o tempo e perde eficácia quando aquece: mude-o a cada 40 000 km ou 2 anos.",
    ],
    offers: ["CITA_TRAVOES"],
  },
  {
    path: "/carro/amortecedores-para-carro",
    categoria: "car",
    title: "Amortecedores para carro",
    summary: "Dois amortecedores do mesmo eixo, montados e verificados.",
    description:
      "Substituição dos amortecedores do mesmo eixo com preço fechado, peças e montagem incluídas, numa oficina RodaCerta perto de si.",
    intro: [
      "Os amortecedores mantêm os pneus em contacto com a estrada. Substituímo-los sempre aos pares, no mesmo eixo, para o carro travar e curvar de forma equilibrada.",
      "O preço inclui os dois amortecedores, a montagem e a verificação final. Se não sabe se precisa, marque uma verificação na oficina: o orçamento é gratuito e só paga a substituição que aceitar.",
    ],
    when: [
      "Verificação a cada 20 000 km ou sempre que muda os pneus.",
      "Substituição habitual entre 80 000 e 100 000 km, mais cedo em estradas degradadas.",
    ],
    signs: [
      "O carro continua a balançar depois de passar uma lomba.",
      "A frente mergulha muito quando trava.",
      "Desgaste irregular dos pneus, em manchas.",
      "Óleo a escorrer pelo corpo do amortecedor.",
      "Pancadas secas na suspensão em pisos irregulares.",
    ],
    facts: [
      "Amortecedores gastos aumentam a distância de travagem e fazem os pneus perder aderência em curva e na chuva.",
    ],
    offers: ["AMORTECEDORES_EIXO", "CITA_AMORTECEDORES"],
  },
  {
    path: "/carro/correia-de-distribuicao-para-carro",
    categoria: "car",
    title: "Correia de distribuição",
    summary: "Kit completo de distribuição com tensor, roletes e bomba de água.",
    description:
      "Substituição da correia de distribuição com kit completo e mão de obra numa oficina RodaCerta: orçamento gratuito para o seu motor.",
    intro: [
      "A correia de distribuição sincroniza a cambota com a árvore de cames. Se partir com o motor a trabalhar, as válvulas podem bater nos pistões e a reparação fica muito mais cara.",
      "Substituímos o kit completo — correia, tensor e roletes — e a bomba de água quando o fabricante o indica. O preço depende do motor: damos-lhe o orçamento antes.",
    ],
    when: [
      "Conforme o plano do fabricante: em muitos motores entre 60 000 e 120 000 km ou a cada 5 a 6 anos, o que chegar primeiro.",
      "Quando compra um carro usado sem registo da última substituição.",
    ],
    signs: [
      "Na maioria das vezes não dá sinais: é o plano de manutenção que conta.",
      "Chiadeira ou ruído de rolamento do lado da distribuição.",
      "Fuga de líquido de refrigeração junto à bomba de água.",
    ],
    offers: ["CITA_DISTRIBUICAO"],
  },
  {
    path: "/carro/filtros",
    categoria: "car",
    title: "Filtros: óleo, ar, habitáculo e combustível",
    summary: "Filtros de óleo, de ar, do habitáculo e de combustível.",
    description:
      "Substituição dos filtros de óleo, de ar, do habitáculo e de combustível do seu carro numa oficina RodaCerta, com marcação online.",
    intro: [
      "Filtros limpos protegem o motor, baixam o consumo e mantêm o ar dentro do carro sem pó nem pólen.",
      "Trocamos os filtros indicados pelo fabricante para o seu motor. Se também precisa de mudar o óleo, um pack de mudança de óleo já inclui o filtro de óleo.",
    ],
    when: [
      "Filtro de óleo: em cada mudança de óleo.",
      "Filtro de ar: a cada 30 000 km, ou mais cedo se circula muito em estradas de terra.",
      "Filtro do habitáculo (pólen): uma vez por ano, de preferência antes da primavera.",
      "Filtro de combustível: conforme o plano do fabricante, sobretudo nos motores a gasóleo.",
    ],
    signs: [
      "Cheiro a humidade quando liga a ventilação.",
      "Vidros que embaciam com facilidade.",
      "Menos potência ou consumo mais alto do que o habitual.",
      "Arranques difíceis num motor a gasóleo.",
    ],
    facts: [
      "Aconselhamos mudar o óleo e o filtro a cada 15 000 a 20 000 km (7 500 a 10 000 km em carros anteriores a 2000).",
    ],
    offers: ["CITA_FILTROS"],
    related: [{ label: "Packs de mudança de óleo e filtros", to: "/mudanca-de-oleo-filtros" }],
  },
  {
    path: "/carro/escovas-limpa-para-brisas-para-carro",
    categoria: "car",
    title: "Escovas limpa-para-brisas",
    summary: "Escovas novas à medida do seu carro e líquido atestado.",
    description:
      "Escovas limpa-para-brisas novas com montagem e líquido atestado numa oficina RodaCerta. Veja preços e oficinas perto de si.",
    intro: [
      "Montamos escovas com o comprimento e o encaixe certos para o seu carro, à frente e atrás, e atestamos o depósito do líquido limpa-para-brisas.",
    ],
    when: [
      "Uma vez por ano, de preferência no outono, antes das primeiras chuvas.",
      "Depois de um verão muito quente: o sol endurece e greta a borracha.",
    ],
    signs: [
      "Deixam riscos ou zonas por limpar no vidro.",
      "Chiam ou saltam ao passar no vidro.",
      "Borracha gretada, rasgada ou endurecida.",
    ],
    facts: [
      "Com chuva intensa, uma escova gasta reduz muito a visibilidade, sobretudo à noite com as luzes dos outros carros.",
    ],
    offers: ["CITA_ESCOVAS", "PACK_INVERNO"],
  },
  {
    path: "/carro/inspecao-automovel-ipo",
    categoria: "car",
    title: "Preparação para a inspeção (IPO)",
    summary: "Verificamos o que mais chumba na inspeção antes de lá ir.",
    description:
      "Pré-inspeção do carro antes da IPO: luzes, travões, pneus, suspensão e emissões verificados numa oficina RodaCerta, com preço fechado.",
    intro: [
      "Antes da inspeção periódica obrigatória (IPO) verificamos os pontos que mais chumbam: luzes, travões, pneus, suspensão, direção, escape e vidros.",
      "Se encontrarmos alguma coisa, dizemos-lhe o que é e quanto custa antes de reparar. Assim vai à inspeção sem surpresas.",
    ],
    when: [
      "Uma a duas semanas antes da data da inspeção.",
      "Ligeiros de passageiros: primeira inspeção aos 4 anos, depois de 2 em 2 anos até aos 8 anos e, a partir daí, todos os anos.",
    ],
    signs: [
      "Alguma lâmpada fundida ou farol baço.",
      "Luzes de aviso acesas no painel.",
      "Pneus gastos, com cortes ou com desgaste irregular.",
      "Fumo ou ruído anormal no escape.",
    ],
    facts: ["Aconselhamos trocar os pneus antes de o piso chegar aos 2 mm de profundidade."],
    offers: ["PRE_IPO"],
  },
  {
    path: "/carro/desinfecao-ozono",
    categoria: "car",
    title: "Desinfeção do carro com ozono",
    summary: "Elimina bactérias, fungos e maus cheiros do habitáculo.",
    description:
      "Desinfeção do habitáculo e das condutas do ar condicionado com ozono numa oficina RodaCerta: elimina bactérias, fungos e odores.",
    intro: [
      "O ozono elimina bactérias, fungos, ácaros e maus cheiros do habitáculo e das condutas do ar condicionado.",
      "O carro fica fechado com o gerador de ozono a trabalhar; no fim, arejamos bem o habitáculo antes de lho entregar.",
    ],
    when: [
      "Uma vez por ano, de preferência junto com a carga do ar condicionado.",
      "Depois de transportar animais, de alguém fumar no carro ou de comprar um carro usado.",
    ],
    signs: [
      "Cheiro a mofo quando liga o ar condicionado.",
      "Espirros ou olhos irritados dentro do carro.",
      "Odores que não saem com a limpeza habitual.",
    ],
    offers: ["OZONO"],
    related: [
      { label: "Kits de ozono para juntar a outro serviço", to: "/kits-ozono" },
      { label: "Carga de ar condicionado", to: "/carro/carga-de-ar-condicionado" },
    ],
  },
];
