/** Portuguese (pt-PT) messages: an oil-change pack's page. */
export default {
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
};
