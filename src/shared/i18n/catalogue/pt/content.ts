/**
 * Portuguese (pt-PT) messages: content pages, the blog and the app page. The long-form texts of the content pages and
 * of the blog articles are data beside the pages (src/shared/content), not messages.
 */
export default {
  // blog
  blogMetaTitle: "Blog: conselhos sobre pneus e manutenção",
  blogMetaDescription:
    "Artigos da RodaCerta sobre pneus, etiqueta europeia, pneus de inverno, pressão dos pneus e mudança de óleo: o que saber antes de ir à oficina.",
  blogCrumb: "Blog",
  blogHeading: "Blog RodaCerta",
  blogLead: "Conselhos práticos sobre pneus e manutenção do carro, escritos pelas nossas oficinas.",
  blogPublished: "Publicado a",
  blogAllArticles: "Todos os artigos",
  blogOtherArticles: "Outros artigos",
  blogNotFoundTitle: "Artigo não encontrado | RodaCerta",
  // the app page
  appMetaTitle: "A app RodaCerta no seu telemóvel",
  appMetaDescription:
    "Instale a RodaCerta no ecrã principal do telemóvel, sem loja de aplicações: pneus, marcações na oficina e as suas encomendas a um toque.",
  appCrumb: "App",
  appLead:
    "Tenha a RodaCerta no ecrã principal do telemóvel, como qualquer outra aplicação. Não precisa de a procurar numa loja de aplicações nem de a atualizar: abre sempre a versão mais recente.",
  appAndroidTitle: "Em Android (Chrome)",
  appAndroidStep1: "Abra rodacerta.pt no Chrome.",
  appAndroidStep2: "Toque no menu (os três pontos, no canto superior direito).",
  appAndroidStep3: "Escolha «Instalar aplicação» ou «Adicionar ao ecrã principal» e confirme.",
  appIosTitle: "Em iPhone ou iPad (Safari)",
  appIosStep1: "Abra rodacerta.pt no Safari.",
  appIosStep2: "Toque no botão Partilhar (o quadrado com uma seta para cima).",
  appIosStep3: "Escolha «Adicionar ao ecrã principal» e toque em «Adicionar».",
  appWhatTitle: "O que pode fazer na app",
  appWhatTyresLink: "Procurar pneus",
  appWhatTyresRest: "pela medida ou pela matrícula e comprar com montagem incluída.",
  appWhatBookingLink: "Marcar um serviço",
  appWhatBookingRest: "numa oficina perto de si, no dia e à hora que escolher.",
  appWhatAccountBefore: "Acompanhar as encomendas, as marcações e as faturas na",
  appWhatAccountLink: "área privada",
  // /blank
  blankHeading: "Página em branco",
};
