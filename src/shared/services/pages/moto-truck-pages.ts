/** Copy of the motorbike (/mota) and truck (/camiao) service pages (issue 12, items 5 and 6). */
import type { ServicePage } from "./service-pages.ts";

export const MOTO_PAGES: ServicePage[] = [
  {
    path: "/mota/travoes",
    categoria: "motorbike",
    title: "Travões de mota",
    summary: "Pastilhas, discos e líquido de travões da sua mota.",
    description:
      "Pastilhas, discos e líquido de travões para motas e scooters numa oficina RodaCerta, com orçamento gratuito.",
    intro: [
      "Numa mota os travões são ainda mais decisivos. Verificamos pastilhas, discos, tubos e líquido, à frente e atrás, e substituímos o que estiver gasto.",
    ],
    when: [
      "Pastilhas: verifique-as a cada 5 000 km; muitas duram entre 10 000 e 20 000 km.",
      "Líquido de travões: a cada 40 000 km ou 2 anos, o que acontecer primeiro.",
    ],
    signs: [
      "A manete ou o pedal ficam esponjosos ou vão mais ao fundo.",
      "Chiadeira ou ruído metálico ao travar.",
      "Menos de 2 mm de material nas pastilhas.",
    ],
    facts: ["O líquido de travões absorve humidade com o tempo: mude-o a cada 40 000 km ou 2 anos."],
    offers: ["CITA_MOTA_TRAVOES"],
  },
  {
    path: "/mota/kit-de-transmissao",
    categoria: "motorbike",
    title: "Kit de transmissão para mota",
    summary: "Corrente, pinhão de ataque e cremalheira substituídos em conjunto.",
    description: "Substituição do kit de transmissão da mota (corrente, pinhão e cremalheira) numa oficina RodaCerta.",
    intro: [
      "Substituímos o kit completo — corrente, pinhão de ataque e cremalheira — porque uma corrente nova em carretos gastos desgasta-se muito depressa.",
      "No fim afinamos a tensão da corrente e lubrificamo-la.",
    ],
    when: [
      "Em regra entre 20 000 e 30 000 km, conforme a mota, a manutenção e a forma de conduzir.",
      "Lubrifique e verifique a tensão da corrente a cada 500 a 1 000 km, e depois de andar à chuva.",
    ],
    signs: [
      "Dentes da cremalheira em bico ou tortos.",
      "A corrente sai da cremalheira quando a puxa para trás.",
      "Folga irregular: a corrente estica numa zona e fica solta noutra.",
      "Ruído ou solavancos ao acelerar.",
    ],
    offers: ["CITA_MOTA_TRANSMISSAO"],
  },
  {
    path: "/mota/embraiagem",
    categoria: "motorbike",
    title: "Embraiagem de mota",
    summary: "Discos, molas e cabo da embraiagem afinados ou substituídos.",
    description:
      "Reparação e substituição da embraiagem da mota numa oficina RodaCerta: orçamento gratuito e marcação online.",
    intro: [
      "Verificamos a embraiagem completa — discos, molas, cabo ou sistema hidráulico — e afinamos a folga da manete.",
    ],
    when: [
      "Não tem quilometragem fixa: depende muito da condução, em cidade gasta-se mais depressa.",
      "Verifique a folga da manete em cada revisão.",
    ],
    signs: [
      "A embraiagem patina: o motor sobe de rotação mas a mota não acelera.",
      "Dificuldade em engrenar as mudanças ou em encontrar o ponto morto.",
      "Manete dura ou com folga a mais.",
      "Cheiro a queimado depois de arrancar.",
    ],
    offers: ["CITA_MOTA_EMBRAIAGEM"],
  },
  {
    path: "/mota/filtro-de-oleo",
    categoria: "motorbike",
    title: "Filtro de óleo de mota",
    summary: "Filtro de óleo novo, junto com a mudança de óleo.",
    description: "Substituição do filtro de óleo da mota numa oficina RodaCerta, com marcação online.",
    intro: [
      "O filtro de óleo retém as partículas metálicas e a sujidade que circulam no motor. Trocamo-lo pelo indicado para o seu modelo.",
    ],
    when: ["Em cada mudança de óleo, ou pelo menos a cada duas, conforme o manual da mota."],
    signs: ["Óleo muito escuro pouco tempo depois da última mudança.", "Luz da pressão do óleo acesa."],
    offers: ["CITA_MOTA_FILTRO_OLEO"],
    related: [{ label: "Mudança de óleo da mota", to: "/mota/mudanca-de-oleo" }],
  },
  {
    path: "/mota/filtro-de-ar",
    categoria: "motorbike",
    title: "Filtro de ar de mota",
    summary: "Filtro de ar limpo ou novo para o motor respirar bem.",
    description: "Limpeza ou substituição do filtro de ar da mota numa oficina RodaCerta, com marcação online.",
    intro: [
      "Um filtro de ar sujo faz o motor perder potência e gastar mais. Limpamos ou substituímos o filtro, conforme o tipo.",
    ],
    when: [
      "A cada 10 000 a 12 000 km, ou conforme o manual.",
      "Mais cedo se anda muito em terra ou em cidade com muito pó.",
    ],
    signs: ["Menos potência e resposta lenta ao acelerar.", "Consumo mais alto.", "Filtro visivelmente sujo."],
    offers: ["CITA_MOTA_FILTRO_AR"],
  },
  {
    path: "/mota/mudanca-de-oleo",
    categoria: "motorbike",
    title: "Mudança de óleo da mota",
    summary: "Óleo indicado pelo fabricante e filtro novo.",
    description:
      "Mudança de óleo da mota com o óleo indicado pelo fabricante numa oficina RodaCerta: preço e oficinas perto de si.",
    intro: [
      "Usamos o óleo com a viscosidade e a norma indicadas pelo fabricante da sua mota — nas motas com embraiagem em banho de óleo, um óleo próprio para motas.",
    ],
    when: ["Entre 5 000 e 10 000 km, conforme o modelo.", "Pelo menos uma vez por ano, mesmo que ande pouco."],
    signs: [
      "Óleo escuro ou abaixo do mínimo no visor.",
      "Mudanças mais duras do que o habitual.",
      "Motor mais ruidoso a frio.",
    ],
    offers: ["CITA_MOTA_OLEO"],
    related: [
      { label: "Filtro de óleo de mota", to: "/mota/filtro-de-oleo" },
      { label: "Revisão de mota com preço fechado", to: "/mota/revisao" },
    ],
  },
  {
    path: "/mota/baterias",
    categoria: "motorbike",
    title: "Baterias de mota",
    summary: "Teste da bateria e substituição com o sistema de carga verificado.",
    description:
      "Teste e substituição da bateria da mota numa oficina RodaCerta: verificamos também o sistema de carga.",
    intro: [
      "Testamos a bateria e o sistema de carga (regulador e alternador) e, se for preciso, montamos uma bateria nova adequada à sua mota.",
    ],
    when: [
      "Em média uma bateria dura 4 a 5 anos; numa mota parada durante meses dura menos.",
      "Antes do inverno, ou se a mota vai ficar muito tempo parada.",
    ],
    signs: [
      "O motor de arranque roda devagar.",
      "Luzes fracas com o motor ao ralenti.",
      "A mota não pega depois de alguns dias parada.",
    ],
    facts: ["Se a mota vai ficar parada várias semanas, um carregador de manutenção evita que a bateria descarregue."],
    offers: ["CITA_MOTA_BATERIA"],
  },
];

const TRUCK_HEADINGS = { when: "Para quem é", signs: "Sinais de que precisa" };

export const TRUCK_PAGES: ServicePage[] = [
  {
    path: "/camiao/gestao-de-frotas",
    categoria: "truck",
    title: "Gestão de frotas",
    summary: "Pneus e manutenção de toda a frota com um só contacto.",
    description:
      "Gestão de pneus e manutenção de frotas de camiões: plano por veículo, controlo de desgaste e faturação mensal. Peça orçamento.",
    intro: [
      "Um só contacto para os pneus e a manutenção de toda a frota: plano de manutenção por veículo, controlo do desgaste e da pressão, e faturação mensal.",
      "Adaptamos o serviço à sua operação, com horários alargados nas oficinas preparadas para pesados.",
    ],
    when: [
      "Empresas com um ou mais veículos pesados: transportes, logística, distribuição.",
      "Quem quer reduzir paragens imprevistas e o custo por quilómetro.",
    ],
    signs: [
      "Desgaste irregular dos pneus na frota.",
      "Paragens imprevistas por furos ou avarias.",
      "Custos de manutenção difíceis de controlar.",
    ],
    offers: ["CITA_CAMIAO_FROTAS"],
    quote: true,
    headings: TRUCK_HEADINGS,
  },
  {
    path: "/camiao/assistencia-24h-camiao",
    categoria: "truck",
    title: "Assistência 24 h para camiões",
    summary: "Furos e rebentamentos resolvidos na estrada, a qualquer hora.",
    description:
      "Assistência em estrada 24 horas para camiões: troca ou reparação de pneus no local. Peça um orçamento para a sua empresa.",
    intro: [
      "Um furo ou um rebentamento não pode parar a sua carga. A nossa assistência desloca-se ao local para reparar ou trocar o pneu, de dia ou de noite.",
      "Para empresas, acordamos previamente os preços e a forma de pedir assistência.",
    ],
    when: [
      "Camiões, autocarros e reboques parados na estrada por causa de um pneu.",
      "Empresas que querem um contrato de assistência com condições acordadas.",
    ],
    signs: [
      "Perda de pressão num pneu.",
      "Vibração anormal ou o camião a puxar para um lado.",
      "Alerta do sistema de controlo da pressão.",
    ],
    offers: ["CITA_CAMIAO"],
    quote: true,
    headings: TRUCK_HEADINGS,
  },
  {
    path: "/camiao/pneus-industriais",
    categoria: "truck",
    title: "Pneus industriais",
    summary: "Pneus para empilhadores, máquinas e veículos de obra.",
    description:
      "Pneus industriais para empilhadores, máquinas de obra e veículos agrícolas, com montagem. Peça um orçamento sem compromisso.",
    intro: [
      "Fornecemos e montamos pneus para empilhadores, pás carregadoras, máquinas de obra e reboques: maciços, pneumáticos e superelásticos.",
    ],
    when: [
      "Armazéns com empilhadores, obras com máquinas e explorações agrícolas.",
      "Quando o piso chega ao limite do fabricante ou, nos pneus maciços, à linha marcada no flanco.",
    ],
    signs: [
      "Cortes ou pedaços arrancados na banda de rodagem.",
      "Máquina instável ou a vibrar com carga.",
      "Flancos gretados pelo sol ou por produtos químicos.",
    ],
    offers: ["CITA_CAMIAO"],
    quote: true,
    headings: TRUCK_HEADINGS,
  },
];
