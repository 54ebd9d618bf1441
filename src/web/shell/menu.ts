/** The main menu (spec section 2, "Main menu"). */
export type MenuLink = { label: string; to: string };
export type MenuGroup = { title: string; links: MenuLink[] };
export type MenuEntry = { id: string; label: string; to: string; groups?: MenuGroup[] };

export const MAIN_MENU: MenuEntry[] = [
  {
    id: "pneus",
    label: "Pneus",
    to: "/pneus",
    groups: [
      {
        title: "Por tipo",
        links: [
          { label: "Económicos", to: "/pneus/economicos" },
          { label: "Qualidade", to: "/pneus/quality" },
          { label: "Premium", to: "/pneus/premium" },
          { label: "4x4 e SUV", to: "/pneus/4x4-suv" },
          { label: "Carrinha", to: "/pneus/carrinha" },
          { label: "Mota", to: "/pneus/mota" },
          { label: "Quad", to: "/pneus/quad" },
        ],
      },
      {
        title: "Por marca",
        links: [
          { label: "Michelin", to: "/pneus/michelin" },
          { label: "Continental", to: "/pneus/continental" },
          { label: "Pirelli", to: "/pneus/pirelli" },
          { label: "Kleber", to: "/pneus/kleber" },
          { label: "Falken", to: "/pneus/falken" },
          { label: "Mabor", to: "/pneus/mabor" },
          { label: "Todas as marcas", to: "/pneus/marcas" },
        ],
      },
      {
        title: "Serviços",
        links: [
          { label: "Alinhamento", to: "/pneus/alinhamento-de-pneus" },
          { label: "Reparação de furos", to: "/pneus/reparacao-de-furos" },
          { label: "Seguro do pneu", to: "/pneus/seguro-do-pneu" },
        ],
      },
    ],
  },
  {
    id: "oleo",
    label: "Mudança de óleo",
    to: "/mudanca-de-oleo-filtros",
    groups: [
      {
        title: "Packs de manutenção",
        links: [
          { label: "Pack Plus", to: "/mudanca-de-oleo-filtros/pack-plus" },
          { label: "Pack Premium", to: "/mudanca-de-oleo-filtros/pack-premium" },
          { label: "Pack Confort", to: "/mudanca-de-oleo-filtros/pack-confort" },
          { label: "Todos os packs", to: "/mudanca-de-oleo-filtros" },
          { label: "Teste de segurança", to: "/mudanca-de-oleo-filtros/teste-de-seguranca" },
        ],
      },
    ],
  },
  { id: "carro", label: "Carro", to: "/carro" },
  { id: "mota", label: "Mota", to: "/mota" },
  { id: "camiao", label: "Camião", to: "/camiao" },
  { id: "ofertas", label: "Ofertas", to: "/promocoes/carro" },
  { id: "oficinas", label: "Oficinas", to: "/oficinas-mecanicas" },
  { id: "ligamos", label: "Ligamos-lhe", to: "/ligamos-lhe" },
  { id: "marcacao", label: "Marcação", to: "/marcacao-previa" },
];

export const FOOTER_LINKS: MenuGroup[] = [
  {
    title: "A empresa",
    links: [
      { label: "Quem somos", to: "/empresa" },
      { label: "Patrocínios", to: "/patrocinios" },
      { label: "Recursos humanos", to: "/recursos-humanos" },
      { label: "Canal ético", to: "/canal-etico" },
      { label: "Acesso profissionais", to: "/acesso-profissionais" },
    ],
  },
  {
    title: "Ajuda",
    links: [
      { label: "Perguntas frequentes", to: "/perguntas-frequentes" },
      { label: "Contacto", to: "/contato/" },
      { label: "Ligamos-lhe", to: "/ligamos-lhe" },
      { label: "Oficinas", to: "/oficinas-mecanicas" },
      { label: "Blog", to: "/blog" },
      { label: "App RodaCerta", to: "/app" },
    ],
  },
  {
    title: "Informação legal",
    links: [
      { label: "Aviso legal", to: "/aviso-legais" },
      { label: "Política de privacidade", to: "/politica-de-privacidade" },
      { label: "Cookies", to: "/cookies" },
      { label: "Preferências de cookies", to: "/preferencias" },
      { label: "Termos de contratação", to: "/termos-de-contratacao" },
    ],
  },
];
