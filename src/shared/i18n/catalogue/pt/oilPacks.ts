/** Portuguese (pt-PT) messages: the oil-change packs page. */
export default {
  packsTitle: "Mudança de óleo e filtros",
  packsMetaDescription:
    "Packs de mudança de óleo com filtros e até 5 L de óleo, feitos numa oficina RodaCerta perto de si.",
  packsLead:
    "Cada pack inclui até 5 L do óleo indicado para o seu motor e o teste de segurança. Comece pela matrícula: mostramos os óleos recomendados pelo fabricante e depois escolhe a oficina, o dia e a hora.",
  packsStart: "Escolher o óleo e o pack pela matrícula",
  packsDuration: "· cerca de {n} min na oficina",
  packsSeeLabel: "Ver o {name}",
  packsSee: "Ver o pack",
  packsSafety: "Teste de segurança",
  packsSafetyText: "Pneus, travões, luzes, níveis, suspensão e bateria verificados por um mecânico.",
  packsFree: "Grátis",
  packsIncluded: "· incluído em todos os packs",
  packsSafetyMore: "Saiba o que é verificado",
  packsBookOnly: "Prefere só marcar?",
  packsBookLink: "Marque uma revisão de manutenção",
};
