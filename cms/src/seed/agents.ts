import type { Localized } from './locales';

export interface AgentRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobile: string;
  languagesSpoken: string[];
  bivNumber: string;
  order: number;
  jobTitle: Localized;
  bio: Localized;
}

/** The four agents of the demo agency; the listings are shared out by region (listings.ts). */
export const agents: readonly AgentRow[] = [
  {
    firstName: 'Sofie',
    lastName: 'Peeters',
    email: 'sofie.peeters@vitrine.localhost',
    phone: '032345678',
    mobile: '0475123456',
    languagesSpoken: ['nl', 'en', 'fr'],
    bivNumber: '512.345',
    order: 1,
    jobTitle: {
      nl: 'Zaakvoerder – erkend vastgoedmakelaar',
      fr: 'Gérante – agent immobilier agréé',
      en: 'Managing director – licensed estate agent',
      de: 'Geschäftsführerin – zugelassene Immobilienmaklerin',
    },
    bio: {
      nl: 'Sofie richtte Vitrine op na vijftien jaar in de Antwerpse vastgoedsector. Ze begeleidt verkopen van A tot Z: waardebepaling, verkoopstrategie, onderhandeling en de opvolging tot bij de notaris.',
      fr: "Sofie a fondé Vitrine après quinze ans dans l'immobilier anversois. Elle accompagne les ventes de A à Z : estimation, stratégie de vente, négociation et suivi jusque chez le notaire.",
      en: 'Sofie founded Vitrine after fifteen years in the Antwerp property market. She handles sales from start to finish: valuation, marketing strategy, negotiation and follow-up until the deed is signed.',
      de: 'Sofie gründete Vitrine nach fünfzehn Jahren im Antwerpener Immobilienmarkt. Sie begleitet Verkäufe von der Bewertung bis zur notariellen Beurkundung.',
    },
  },
  {
    firstName: 'Pieter',
    lastName: 'De Smet',
    email: 'pieter.desmet@vitrine.localhost',
    phone: '092345678',
    mobile: '0476234567',
    languagesSpoken: ['nl', 'en'],
    bivNumber: '508.112',
    order: 2,
    jobTitle: {
      nl: 'Vastgoedmakelaar Oost- en West-Vlaanderen',
      fr: 'Agent immobilier Flandre-Orientale et Occidentale',
      en: 'Estate agent, East and West Flanders',
      de: 'Immobilienmakler Ost- und Westflandern',
    },
    bio: {
      nl: 'Pieter kent Gent, Brugge en de kust als zijn broekzak. Hij is gespecialiseerd in nieuwbouwprojecten en begeleidt kopers bij de btw-regeling en de opvolging van de werf.',
      fr: 'Pieter connaît Gand, Bruges et la côte comme sa poche. Spécialiste des projets neufs, il guide les acquéreurs dans le régime TVA et le suivi du chantier.',
      en: 'Pieter knows Ghent, Bruges and the coast inside out. He specialises in new-build projects and guides buyers through the VAT regime and the building works.',
      de: 'Pieter kennt Gent, Brügge und die Küste wie seine Westentasche und ist auf Neubauprojekte spezialisiert.',
    },
  },
  {
    firstName: 'Amélie',
    lastName: 'Dubois',
    email: 'amelie.dubois@vitrine.localhost',
    phone: '022345678',
    mobile: '0477345678',
    languagesSpoken: ['fr', 'nl', 'en', 'de'],
    bivNumber: '510.987',
    order: 3,
    jobTitle: {
      nl: 'Verhuur en beheer Brussel',
      fr: 'Location et gestion Bruxelles',
      en: 'Lettings and property management, Brussels',
      de: 'Vermietung und Verwaltung Brüssel',
    },
    bio: {
      nl: 'Amélie leidt onze Brusselse verhuurafdeling. Ze selecteert huurders zorgvuldig, stelt de plaatsbeschrijving op en volgt het beheer van een honderdtal panden op.',
      fr: "Amélie dirige notre service location à Bruxelles. Elle sélectionne les locataires avec soin, établit l'état des lieux et assure la gestion d'une centaine de biens.",
      en: 'Amélie runs our Brussels lettings team. She vets tenants carefully, draws up the check-in inventory and manages about a hundred properties.',
      de: 'Amélie leitet unsere Brüsseler Vermietungsabteilung und verwaltet rund hundert Objekte.',
    },
  },
  {
    firstName: 'Julien',
    lastName: 'Lambert',
    email: 'julien.lambert@vitrine.localhost',
    phone: '081234567',
    mobile: '0478456789',
    languagesSpoken: ['fr', 'de', 'en', 'lb'],
    bivNumber: '514.220',
    order: 4,
    jobTitle: {
      nl: 'Makelaar Wallonië en Luxemburg',
      fr: 'Agent immobilier Wallonie et Luxembourg',
      en: 'Estate agent, Wallonia and Luxembourg',
      de: 'Immobilienmakler Wallonien und Luxemburg',
    },
    bio: {
      nl: 'Julien volgt onze dossiers in Namen, Luik, Henegouwen en het Groothertogdom op. Hij helpt grensarbeiders en investeerders de juiste keuze te maken tussen België en Luxemburg.',
      fr: 'Julien suit nos dossiers à Namur, Liège, dans le Hainaut et au Grand-Duché. Il aide frontaliers et investisseurs à faire le bon choix entre la Belgique et le Luxembourg.',
      en: 'Julien covers Namur, Liège, Hainaut and the Grand Duchy. He helps cross-border workers and investors choose between Belgium and Luxembourg.',
      de: 'Julien betreut Namur, Lüttich, den Hennegau und das Großherzogtum und berät Grenzgänger und Investoren.',
    },
  },
];
