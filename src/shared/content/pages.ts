/**
 * Company, help and legal pages (spec section 2, "Other"), in Portuguese; their Spanish text is in pages-es.ts and their
 * Spanish addresses in slugs.ts.
 */
import type { Lang } from "../i18n/lang.ts";
import { CONTENT_PAGES_ES } from "./pages-es.ts";
import { contentPtSlug } from "./slugs.ts";

export type ContentPage = {
  slug: string;
  title: string;
  description: string;
  sections: Array<{ h: string; p: string[] }>;
};

export const CONTENT_PAGES: ContentPage[] = [
  {
    slug: "empresa",
    title: "Quem somos",
    description:
      "A RodaCerta é uma rede de oficinas e loja online de pneus e manutenção automóvel com presença em todos os distritos de Portugal.",
    sections: [
      {
        h: "A nossa rede",
        p: [
          "A RodaCerta nasceu para tornar simples a compra de pneus e a manutenção do carro: escolhe online, paga como preferir e monta numa oficina perto de si.",
          "Temos oficinas em todos os distritos de Portugal continental, na Madeira e nos Açores, e parceiros em Espanha e nas Canárias.",
        ],
      },
      {
        h: "Preço claro",
        p: ["O preço que vê inclui o IVA e a montagem. Não há surpresas na oficina."],
      },
    ],
  },
  {
    slug: "politica-de-privacidade",
    title: "Política de privacidade",
    description: "Como a RodaCerta trata os seus dados pessoais, para que fins e quais são os seus direitos.",
    sections: [
      {
        h: "Responsável pelo tratamento",
        p: [
          "RodaCerta — Pneus e Oficinas, Lda., NIF 509 999 993. Contacto do encarregado de proteção de dados: privacidade@rodacerta.pt.",
        ],
      },
      {
        h: "Que dados tratamos e porquê",
        p: [
          "Tratamos os dados que nos dá ao comprar, marcar um serviço ou criar conta (nome, contactos, veículo, dados de faturação) para executar o contrato, cumprir obrigações fiscais e, com o seu consentimento, enviar comunicações comerciais.",
        ],
      },
      {
        h: "Os seus direitos",
        p: [
          "Pode aceder, retificar, apagar ou portar os seus dados e opor-se ao seu tratamento na área privada ou por e-mail. Pode apagar a conta a qualquer momento; as faturas são conservadas pelo prazo legal de 10 anos, sem dados que o identifiquem para além dos fiscais exigidos.",
        ],
      },
    ],
  },
  {
    slug: "aviso-legais",
    title: "Aviso legal",
    description: "Identificação do titular do site RodaCerta e condições de utilização.",
    sections: [
      {
        h: "Titular",
        p: [
          "RodaCerta — Pneus e Oficinas, Lda., com sede na Avenida da Liberdade 100, 1250-146 Lisboa, NIF 509 999 993, matriculada na Conservatória do Registo Comercial de Lisboa.",
        ],
      },
      {
        h: "Utilização do site",
        p: [
          "Os conteúdos deste site são informativos. Os preços e a disponibilidade podem mudar sem aviso até à confirmação da encomenda.",
        ],
      },
    ],
  },
  {
    slug: "cookies",
    title: "Política de cookies",
    description: "Que cookies usamos, para quê e como os pode gerir.",
    sections: [
      {
        h: "Cookies necessários",
        p: ["Usamos cookies técnicos para manter a sessão e o carrinho. Não precisam de consentimento."],
      },
      {
        h: "Cookies de análise",
        p: [
          "Só com o seu consentimento medimos visitas de forma agregada para melhorar o site. Pode mudar a escolha em Preferências de cookies.",
        ],
      },
    ],
  },
  {
    slug: "termos-de-contratacao",
    title: "Termos de contratação",
    description: "Condições gerais de venda de produtos e serviços na RodaCerta.",
    sections: [
      {
        h: "Encomendas e pagamento",
        p: [
          "Pode pagar só a reserva agora e o resto na oficina, pagar tudo agora, ou pagar tudo na oficina. Aceitamos cartão, MB WAY e referência Multibanco.",
        ],
      },
      {
        h: "Direito de livre resolução",
        p: [
          "Tem 14 dias para desistir de produtos ainda não montados. Os serviços já prestados não são reembolsáveis.",
        ],
      },
      {
        h: "Garantia",
        p: ["Os pneus têm a garantia do fabricante indicada na ficha de produto, e a montagem tem garantia de 2 anos."],
      },
    ],
  },
  {
    slug: "perguntas-frequentes",
    title: "Perguntas frequentes",
    description: "Respostas às dúvidas mais comuns sobre pneus, marcações, pagamentos e oficinas.",
    sections: [
      {
        h: "Onde vejo a medida do meu pneu?",
        p: [
          "Na parede lateral do pneu, por exemplo 205/55 R16 91V: largura 205 mm, perfil 55 %, jante de 16 polegadas, índice de carga 91 e código de velocidade V.",
        ],
      },
      {
        h: "Quando devo trocar os pneus?",
        p: [
          "O mínimo legal é 1,6 mm de piso, mas recomendamos trocar aos 2 mm. Os pneus de inverno são indicados abaixo dos 7 °C.",
        ],
      },
      {
        h: "Um pneu run-flat anda furado?",
        p: ["Sim, cerca de 80 km a 80 km/h, o suficiente para chegar a uma oficina."],
      },
      {
        h: "Posso mudar a hora da marcação?",
        p: [
          "Sim, pelo link do e-mail de confirmação ou na área privada. Na montagem de uma encomenda, pode mudar o dia ou a hora online até 24 horas antes, na mesma oficina.",
        ],
      },
    ],
  },
  {
    slug: "patrocinios",
    title: "Patrocínios",
    description: "Eventos e equipas que a RodaCerta apoia.",
    sections: [
      {
        h: "Desporto e comunidade",
        p: [
          "Apoiamos ralis regionais, clubes de ciclismo e campanhas de segurança rodoviária nas escolas. Para propostas escreva para patrocinios@rodacerta.pt.",
        ],
      },
    ],
  },
  {
    slug: "recursos-humanos",
    title: "Trabalhe connosco",
    description: "Vagas nas oficinas e nos serviços centrais da RodaCerta.",
    sections: [
      {
        h: "Procuramos",
        p: [
          "Mecânicos, técnicos de pneus e assessores de serviço para as nossas oficinas. Envie o seu currículo para rh@rodacerta.pt indicando a zona preferida.",
        ],
      },
    ],
  },
  {
    slug: "canal-etico",
    title: "Canal ético",
    description: "Canal de denúncia confidencial da RodaCerta.",
    sections: [
      {
        h: "Como comunicar",
        p: [
          "Qualquer pessoa pode comunicar, de forma confidencial, condutas contrárias à lei ou ao nosso código de conduta para etica@rodacerta.pt. Nenhuma denúncia de boa-fé tem consequências para quem a faz.",
        ],
      },
    ],
  },
  {
    slug: "acesso-profissionais",
    // Served by src/web/professional/professional-access.tsx (application form); this entry keeps it in the sitemap.
    title: "Acesso profissionais",
    description:
      "Conta profissional para frotas, táxis, TVDE e empresas de entregas: marcação de vários veículos, histórico da frota e prazo de pagamento acordado.",
    sections: [
      {
        h: "Frotas e empresas",
        p: [
          "Marque vários veículos de uma vez e veja o histórico de cada matrícula. Candidate-se com a sua conta de cliente.",
        ],
      },
    ],
  },
];

export function findContentPage(slug: string): ContentPage | undefined {
  return CONTENT_PAGES.find((p) => p.slug === slug);
}

/**
 * A content page in `lang`, from its slug in either language; `slug` stays the Portuguese one (the page's address in
 * each language comes from the route map).
 */
export function contentPage(lang: Lang, slug: string): ContentPage | undefined {
  const page = findContentPage(contentPtSlug(slug));
  if (!page || lang === "pt") return page;
  const es = CONTENT_PAGES_ES[page.slug];
  return es ? { slug: page.slug, ...es } : page;
}
