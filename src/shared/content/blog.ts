/**
 * The blog (spec section 2, "Other": /blog; issue 13, item 6): advice articles on tyres and car maintenance, as data
 * like the content pages. The list is /blog, each article /blog/{slug}; the sitemap lists them all (lastmod: the
 * article's date). Newest first. The Spanish articles (/es/blog, /es/blog/{spanish slug}) are the same articles in
 * Spanish: their text is in blog-es.ts, their addresses in slugs.ts.
 */
import { type Lang, LOCALE } from "../i18n/lang.ts";
import { localPath } from "../i18n/paths.ts";
import { BLOG_POSTS_ES } from "./blog-es.ts";
import { BLOG_SLUGS_ES, blogSlug } from "./slugs.ts";
import { once } from "#src/shared/once.ts";

export type BlogPost = {
  slug: string;
  title: string;
  /** Publication date, yyyy-mm-dd. */
  date: string;
  /** Shown on the list and under the title. */
  summary: string;
  /** The meta description (up to about 155 characters). */
  description: string;
  sections: Array<{ h: string; p: string[] }>;
  /** Where to go next: a page of the shop the article is about. */
  next: { label: string; to: string };
};

export const BLOG_PATH = "/blog";

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: "pressao-dos-pneus",
    title: "Pressão dos pneus: quando e como verificar",
    date: "2026-11-17",
    summary:
      "Pneus com pressão a menos gastam mais combustível, desgastam-se nas bordas e travam pior. Verificar leva dois minutos numa bomba de gasolina.",
    description:
      "Com que frequência verificar a pressão dos pneus, onde encontrar os valores certos para o seu carro e porque a pressão baixa custa dinheiro e segurança.",
    sections: [
      {
        h: "Porque é que a pressão importa",
        p: [
          "O pneu só toca no chão numa área do tamanho de uma mão. Com pressão a menos, essa área deforma-se: o carro consome mais combustível, o pneu aquece e gasta-se mais depressa nas bordas, e a distância de travagem em piso molhado aumenta.",
          "Com pressão a mais, acontece o contrário: o centro do piso desgasta-se primeiro, a aderência diminui e a condução fica mais seca nos buracos.",
        ],
      },
      {
        h: "Com que frequência verificar",
        p: [
          "Uma vez por mês e antes de qualquer viagem longa. Os pneus perdem pressão naturalmente, mesmo sem furos, e a diferença não se vê a olho.",
          "Meça sempre com os pneus frios: depois de percorrer mais de três quilómetros, o ar aquece e o manómetro mostra valores mais altos do que os reais. Não tire ar a um pneu quente.",
        ],
      },
      {
        h: "Onde encontrar os valores certos",
        p: [
          "Os valores recomendados pelo fabricante estão numa etiqueta na coluna da porta do condutor, no interior da tampa do depósito ou no manual do veículo. Costumam ser diferentes à frente e atrás.",
          "Com o carro carregado (bagagem, família, atrelado), use os valores de carga máxima indicados na mesma etiqueta, normalmente mais 0,2 a 0,3 bar.",
          "O valor gravado na parede lateral do pneu é a pressão máxima que o pneu suporta, não a pressão a usar.",
        ],
      },
      {
        h: "O aviso no painel",
        p: [
          "Os carros novos vendidos na União Europeia desde novembro de 2014 têm um sistema de vigilância da pressão. Se a luz acender, verifique os quatro pneus logo que possa e procure um furo se um deles estiver claramente mais vazio.",
          "Depois de acertar as pressões, alguns sistemas precisam de ser reinicializados: o procedimento está no manual.",
        ],
      },
    ],
    next: { label: "Encontrar uma oficina perto de si", to: "/oficinas-mecanicas" },
  },
  {
    slug: "quando-mudar-o-oleo",
    title: "Quando mudar o óleo do motor",
    date: "2026-11-03",
    summary:
      "O intervalo certo depende do carro, do óleo e de como conduz. Saiba ler o plano de manutenção e reconhecer os sinais de que está na hora.",
    description:
      "De quantos em quantos quilómetros mudar o óleo do motor, o que muda nos carros mais antigos e porque se troca também o filtro. Conselhos da RodaCerta.",
    sections: [
      {
        h: "A regra geral",
        p: [
          "Num carro recente, com óleo sintético, a mudança faz-se normalmente a cada 15 000 a 20 000 km, ou uma vez por ano se fizer poucos quilómetros: o óleo envelhece mesmo parado.",
          "Em veículos anteriores a 2000 o intervalo é mais curto, entre 7 500 e 10 000 km, porque os motores e os óleos para que foram desenhados são diferentes.",
          "O plano de manutenção do fabricante prevalece sempre sobre estas referências. Alguns carros calculam o intervalo sozinhos e avisam no painel.",
        ],
      },
      {
        h: "Quando mudar mais cedo",
        p: [
          "Percursos curtos em cidade, em que o motor raramente aquece, muitos arranques a frio, reboque de atrelados ou estradas de terra são condições severas: nesses casos, conte com o limite inferior do intervalo ou menos.",
          "Se o nível baixa entre mudanças, se o óleo na vareta está muito escuro e espesso ou se acende a luz de pressão do óleo, não espere pela data marcada.",
        ],
      },
      {
        h: "Filtro e tipo de óleo",
        p: [
          "Em cada mudança troca-se também o filtro de óleo: um filtro velho devolve ao motor as partículas que já tinha retido.",
          "O óleo certo é o que o fabricante indica, com a viscosidade (por exemplo 5W-30) e a norma do motor. Um óleo diferente pode anular a garantia e, nos motores diesel com filtro de partículas, encurtar-lhe a vida.",
        ],
      },
      {
        h: "O que inclui a mudança na RodaCerta",
        p: [
          "Os nossos packs de mudança de óleo incluem até 5 litros de óleo, o filtro e a verificação dos níveis: líquido de refrigeração até 1 litro e líquido limpa-para-brisas até 2 litros. A taxa de gestão de óleos usados, de 0,06 € por litro, é indicada à parte.",
        ],
      },
    ],
    next: { label: "Ver os packs de mudança de óleo", to: "/mudanca-de-oleo-filtros" },
  },
  {
    slug: "pneus-de-inverno-ou-todo-o-ano",
    title: "Pneus de inverno ou pneus para todo o ano?",
    date: "2026-10-20",
    summary:
      "Abaixo dos 7 °C a borracha dos pneus de verão endurece e perde aderência. Veja quando compensam os pneus de inverno e quando bastam os de todo o ano.",
    description:
      "Diferenças entre pneus de verão, de inverno e para todo o ano, o que significam os símbolos M+S e 3PMSF e qual a melhor escolha para conduzir em Portugal.",
    sections: [
      {
        h: "A temperatura decide",
        p: [
          "Os pneus de verão usam uma borracha que trabalha bem com calor. Abaixo dos 7 °C endurece, agarra menos ao asfalto e a distância de travagem aumenta, mesmo com o piso seco.",
          "Os pneus de inverno têm uma borracha que se mantém macia com frio e um piso com muitos pequenos cortes (lamelas) que mordem a neve e escoam a água e a lama.",
        ],
      },
      {
        h: "Pneus para todo o ano",
        p: [
          "Os pneus para todo o ano (all season) ficam a meio caminho: aguentam o calor do verão e portam-se bem no frio e na chuva do inverno português, sem o desempenho de um pneu de inverno na neve.",
          "Para quem vive no litoral e raramente vê temperaturas negativas, são muitas vezes a escolha mais prática: evitam a troca duas vezes por ano e o armazenamento do segundo jogo.",
        ],
      },
      {
        h: "Os símbolos na parede do pneu",
        p: [
          "M+S (lama e neve) é uma declaração do fabricante sobre o desenho do piso, sem ensaio obrigatório.",
          "O símbolo da montanha com três picos e um floco de neve (3PMSF) garante que o pneu passou num ensaio oficial de tração na neve. É o que conta para circular onde a sinalização exige pneus de inverno.",
        ],
      },
      {
        h: "O que escolher em Portugal",
        p: [
          "Em Portugal os pneus de inverno não são obrigatórios, mas nas estradas de montanha, como a Serra da Estrela, a sinalização pode exigir correntes ou pneus de neve quando há gelo ou neve.",
          "Se vive ou trabalha no interior norte e centro, ou viaja com frequência para a neve, os pneus de inverno compensam entre novembro e março. No resto do país, uns bons pneus para todo o ano ou de verão em bom estado costumam bastar.",
          "Seja qual for a escolha, monte os quatro pneus do mesmo tipo: misturar pneus de verão e de inverno desequilibra o carro nas curvas e nas travagens.",
        ],
      },
    ],
    next: { label: "Procurar pneus pela medida", to: "/pneus" },
  },
  {
    slug: "etiqueta-europeia-dos-pneus",
    title: "Como ler a etiqueta europeia dos pneus",
    date: "2026-10-06",
    summary:
      "Consumo, travagem em piso molhado e ruído: a etiqueta da União Europeia resume em três letras e um número o que mais conta num pneu.",
    description:
      "O que significam as classes de eficiência energética, aderência em piso molhado e ruído exterior na etiqueta europeia dos pneus, e como usá-las para escolher.",
    sections: [
      {
        h: "Uma etiqueta igual em toda a União Europeia",
        p: [
          "Desde 2012 os pneus vendidos na União Europeia trazem uma etiqueta normalizada, revista em maio de 2021. Mostra-a a loja, o site e o próprio pneu, e cada modelo está registado numa base de dados europeia acessível pelo código QR da etiqueta.",
          "Na RodaCerta, a etiqueta aparece em cada ficha de pneu e nos resultados da pesquisa, para comparar modelos lado a lado.",
        ],
      },
      {
        h: "Eficiência energética",
        p: [
          "A classe de A (a melhor) a E mede a resistência ao rolamento: quanto menos o pneu resiste, menos combustível ou bateria gasta o carro.",
          "Entre um pneu de classe A e um de classe E, a diferença de consumo pode chegar a cerca de 0,5 litros aos 100 km. Num carro elétrico, traduz-se em autonomia.",
        ],
      },
      {
        h: "Aderência em piso molhado",
        p: [
          "Também de A a E, é a classe que mais pesa na segurança: mede a capacidade de travar com chuva.",
          "A 80 km/h, um carro com pneus de classe A para até 18 metros antes de um com pneus de classe E, o comprimento de quatro carros.",
        ],
      },
      {
        h: "Ruído exterior",
        p: [
          "O número em decibéis (dB) é o ruído de rolamento medido fora do carro, e as letras A, B e C situam-no face ao limite europeu: A é o mais silencioso.",
          "Cada 3 dB a mais correspondem ao dobro da energia sonora. Um pneu mais silencioso nota-se sobretudo em autoestrada.",
        ],
      },
      {
        h: "Neve e gelo",
        p: [
          "A etiqueta pode ainda mostrar o símbolo da montanha com floco de neve, para pneus aprovados para neve, e um símbolo de gelo, para pneus próprios para estradas geladas dos países nórdicos.",
        ],
      },
      {
        h: "Como usar a etiqueta",
        p: [
          "Para a maior parte dos condutores, a aderência em piso molhado deve ser o primeiro critério e o consumo o segundo. O ruído desempata.",
          "A etiqueta não diz tudo: não mede a duração do pneu nem o comportamento em seco. Os testes independentes e a gama do fabricante (premium, qualidade ou económica) completam a escolha.",
        ],
      },
    ],
    next: { label: "Comparar pneus pela etiqueta", to: "/pneus" },
  },
];

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}

export const blogPostPath = (p: Pick<BlogPost, "slug">) => `${BLOG_PATH}/${p.slug}`;

/** An article in `lang`: its text and its slug in that language (the date is the same). */
function inLanguage(lang: Lang, post: BlogPost): BlogPost {
  const es = lang === "es" ? BLOG_POSTS_ES[post.slug] : undefined;
  return es ? { ...es, slug: BLOG_SLUGS_ES[post.slug] ?? post.slug, date: post.date } : post;
}

/** The articles in `lang`, newest first. */
export function blogPosts(lang: Lang): BlogPost[] {
  return BLOG_POSTS.map((p) => inLanguage(lang, p));
}

/** An article in `lang` by its slug in `lang`. */
export function findBlogPostIn(lang: Lang, slug: string): BlogPost | undefined {
  return blogPosts(lang).find((p) => p.slug === slug);
}

/** The slug of the same article in `lang` when `slug` is the other language's (for a redirect), else undefined. */
export function otherLanguageBlogSlug(lang: Lang, slug: string): string | undefined {
  const mine = blogSlug(lang, slug);
  return mine !== slug && findBlogPostIn(lang, mine) ? mine : undefined;
}

/** The blog's list in `lang`: /blog or /es/blog. */
export const blogListPath = (lang: Lang) => localPath(lang, BLOG_PATH);

/** An article's address in `lang` (`p` in that language): /blog/{slug} or /es/blog/{slug}. */
export const blogPostPathIn = (lang: Lang, p: Pick<BlogPost, "slug">) => localPath(lang, blogPostPath(p));

const DATE_FORMATS: Record<Lang, () => Intl.DateTimeFormat> = {
  pt: once(
    () => new Intl.DateTimeFormat(LOCALE.pt, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  ),
  es: once(
    () => new Intl.DateTimeFormat(LOCALE.es, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  ),
};

/** "17 de novembro de 2026" / "17 de noviembre de 2026" (the date is a calendar day: no time zone applies). */
export function blogDate(date: string, lang: Lang = "pt"): string {
  return DATE_FORMATS[lang]().format(new Date(`${date}T00:00:00Z`));
}
