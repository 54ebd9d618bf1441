/** The main menu (spec section 2, "Main menu"). Paths are Portuguese; the header and footer write them in the page's language. */
import type { MessageKey } from "#src/shared/i18n/i18n.ts";

/** A menu label: a catalogue message, or a name written the same in every language (a brand). */
export type MenuLabel = { key: MessageKey } | { name: string };
export type MenuLink = { label: MenuLabel; to: string };
export type MenuGroup = { title: MessageKey; links: MenuLink[] };
export type MenuEntry = { id: string; label: MessageKey; to: string; groups?: MenuGroup[] };

const k = (key: MessageKey, to: string): MenuLink => ({ label: { key }, to });
const brand = (name: string, to: string): MenuLink => ({ label: { name }, to });

export function menuLabel(t: (key: MessageKey) => string, label: MenuLabel): string {
  return "key" in label ? t(label.key) : label.name;
}

export const MAIN_MENU: MenuEntry[] = [
  {
    id: "pneus",
    label: "shell.menuTyres",
    to: "/pneus",
    groups: [
      {
        title: "shell.menuByType",
        links: [
          k("shell.menuTypeBudget", "/pneus/economicos"),
          k("shell.menuTypeQuality", "/pneus/quality"),
          k("shell.menuTypePremium", "/pneus/premium"),
          k("shell.menuType4x4", "/pneus/4x4-suv"),
          k("shell.menuTypeVan", "/pneus/carrinha"),
          k("shell.menuTypeMoto", "/pneus/mota"),
          k("shell.menuTypeQuad", "/pneus/quad"),
        ],
      },
      {
        title: "shell.menuByBrand",
        links: [
          brand("Michelin", "/pneus/michelin"),
          brand("Continental", "/pneus/continental"),
          brand("Pirelli", "/pneus/pirelli"),
          brand("Kleber", "/pneus/kleber"),
          brand("Falken", "/pneus/falken"),
          brand("Mabor", "/pneus/mabor"),
          k("shell.menuAllBrands", "/pneus/marcas"),
        ],
      },
      {
        title: "shell.menuServices",
        links: [
          k("shell.menuAlignment", "/pneus/alinhamento-de-pneus"),
          k("shell.menuPunctureRepair", "/pneus/reparacao-de-furos"),
          k("shell.menuTyreInsurance", "/pneus/seguro-do-pneu"),
        ],
      },
    ],
  },
  {
    id: "oleo",
    label: "shell.menuOilChange",
    to: "/mudanca-de-oleo-filtros",
    groups: [
      {
        title: "shell.menuMaintenancePacks",
        links: [
          brand("Pack Plus", "/mudanca-de-oleo-filtros/pack-plus"),
          brand("Pack Premium", "/mudanca-de-oleo-filtros/pack-premium"),
          brand("Pack Confort", "/mudanca-de-oleo-filtros/pack-confort"),
          k("shell.menuAllPacks", "/mudanca-de-oleo-filtros"),
          k("shell.menuSafetyTest", "/mudanca-de-oleo-filtros/teste-de-seguranca"),
        ],
      },
    ],
  },
  { id: "carro", label: "shell.menuCar", to: "/carro" },
  { id: "mota", label: "shell.menuMoto", to: "/mota" },
  { id: "camiao", label: "shell.menuTruck", to: "/camiao" },
  { id: "ofertas", label: "shell.menuOffers", to: "/promocoes/carro" },
  { id: "oficinas", label: "shell.menuWorkshops", to: "/oficinas-mecanicas" },
  { id: "ligamos", label: "shell.menuCallback", to: "/ligamos-lhe" },
  { id: "marcacao", label: "shell.menuBooking", to: "/marcacao-previa" },
];

export const FOOTER_LINKS: MenuGroup[] = [
  {
    title: "shell.footerCompany",
    links: [
      k("shell.footerAbout", "/empresa"),
      k("shell.footerSponsorship", "/patrocinios"),
      k("shell.footerJobs", "/recursos-humanos"),
      k("shell.footerEthics", "/canal-etico"),
      k("shell.footerProfessionals", "/acesso-profissionais"),
    ],
  },
  {
    title: "shell.footerHelp",
    links: [
      k("shell.footerFaq", "/perguntas-frequentes"),
      k("shell.footerContact", "/contato/"),
      k("shell.menuCallback", "/ligamos-lhe"),
      k("shell.menuWorkshops", "/oficinas-mecanicas"),
      k("shell.footerBlog", "/blog"),
      k("shell.footerApp", "/app"),
    ],
  },
  {
    title: "shell.footerLegal",
    links: [
      k("shell.footerLegalNotice", "/aviso-legais"),
      k("shell.footerPrivacy", "/politica-de-privacidade"),
      k("shell.footerCookies", "/cookies"),
      k("shell.footerCookiePreferences", "/preferencias"),
      k("shell.footerTerms", "/termos-de-contratacao"),
    ],
  },
];
