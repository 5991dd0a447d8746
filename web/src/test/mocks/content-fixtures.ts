/** Content pages, articles, agents and testimonials in the shape the site's queries ask of Strapi 5. */
type Locale = 'en' | 'nl' | 'fr' | 'de';
type Texts = Partial<Record<Locale, string>>;
type Row = Record<string, unknown>;

const locales: readonly Locale[] = ['en', 'nl', 'fr', 'de'];

function photo(seed: number) {
  const url = (width: number) => `/uploads/photo_${seed}_${width}.svg`;
  const format = (width: number) => ({ url: url(width), width, height: Math.round((width * 2) / 3) });
  return {
    url: url(1600),
    width: 1600,
    height: 1067,
    alternativeText: '',
    formats: { thumbnail: format(234), small: format(500), medium: format(750), large: format(1000) },
  };
}

/** Accents and punctuation out, spaces to hyphens (as the cms seed makes slugs from titles). */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');

interface PageSeed {
  key: string;
  slug: Record<Locale, string>;
  title: Texts;
  intro: Texts;
  body?: Texts;
  sections?: { heading: Texts; body: Texts }[];
  image?: number;
}

const same = (value: string): Record<Locale, string> => ({ en: value, nl: value, fr: value, de: value });

const pageSeeds: PageSeed[] = [
  {
    key: 'contact',
    slug: { en: 'contact', nl: 'contact', fr: 'contact', de: 'kontakt' },
    title: { en: 'Contact', nl: 'Contact', fr: 'Contact', de: 'Kontakt' },
    intro: {
      en: 'Call, email or visit our office in Ghent. We reply within one working day.',
      nl: 'Bel, mail of kom langs op ons kantoor in Gent. We antwoorden binnen één werkdag.',
      fr: 'Appelez-nous, écrivez-nous ou passez à notre bureau à Gand. Nous répondons dans un délai d’un jour ouvrable.',
      de: 'Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro in Gent.',
    },
    body: {
      en: '**Parking** is free in the Kouter car park for visitors with an appointment.',
      nl: '**Parkeren** kan gratis in de Kouterparking als u een afspraak hebt.',
      fr: 'Le **parking** du Kouter est gratuit pour les visiteurs avec rendez-vous.',
    },
  },
  {
    key: 'team',
    slug: { en: 'team', nl: 'team', fr: 'equipe', de: 'team' },
    title: { en: 'Our team', nl: 'Ons team', fr: 'Notre équipe', de: 'Unser Team' },
    intro: {
      en: 'Licensed agents, each with their own region and speciality.',
      nl: 'Erkende makelaars, elk met een eigen regio en specialiteit.',
      fr: 'Des agents agréés, chacun avec sa région et sa spécialité.',
      de: 'Zugelassene Makler mit eigener Region und Spezialisierung.',
    },
  },
  {
    key: 'services',
    slug: { en: 'services', nl: 'diensten', fr: 'services', de: 'dienstleistungen' },
    title: { en: 'Our services', nl: 'Onze diensten', fr: 'Nos services', de: 'Unsere Dienstleistungen' },
    intro: {
      en: 'From sales and lettings to management, investment advice and hotels: one point of contact.',
      nl: 'Van verkoop en verhuur tot beheer, investeringsadvies en hotelvastgoed: één aanspreekpunt.',
      fr: 'De la vente et la location à la gestion, au conseil en investissement et à l’hôtellerie : un seul interlocuteur.',
      de: 'Verkauf, Vermietung, Verwaltung, Anlageberatung und Hotellerie aus einer Hand.',
    },
  },
  {
    key: 'investors',
    slug: { en: 'investors', nl: 'investeerders', fr: 'investisseurs', de: 'investoren' },
    title: { en: 'Investors', nl: 'Investeerders', fr: 'Investisseurs', de: 'Investoren' },
    intro: {
      en: 'Investment properties, new-build projects and commercial real estate, with a reasoned yield analysis.',
      nl: 'Opbrengsteigendommen, nieuwbouwprojecten en commercieel vastgoed met een onderbouwde rendementsanalyse.',
      fr: 'Immeubles de rapport, projets neufs et immobilier commercial, avec une analyse de rendement argumentée.',
      de: 'Renditeobjekte, Neubauprojekte und Gewerbeimmobilien mit fundierter Renditeanalyse.',
    },
    image: 970,
  },
  {
    key: 'privacy',
    slug: { en: 'privacy', nl: 'privacy', fr: 'vie-privee', de: 'datenschutz' },
    title: {
      en: 'Privacy statement',
      nl: 'Privacyverklaring',
      fr: 'Déclaration de confidentialité',
      de: 'Datenschutzerklärung',
    },
    intro: {
      en: 'Vitrine Vastgoed BV is the controller of the personal data collected through this website.',
      nl: 'Vitrine Vastgoed BV is verwerkingsverantwoordelijke voor de persoonsgegevens die via deze website worden verzameld.',
      fr: 'Vitrine Vastgoed BV est responsable du traitement des données personnelles collectées via ce site.',
      de: 'Die Vitrine Vastgoed BV ist Verantwortliche im Sinne der DSGVO.',
    },
    sections: [
      {
        heading: { en: 'What data and why?', nl: 'Welke gegevens en waarom?', fr: 'Quelles données et pourquoi ?' },
        body: {
          en: '- **Contact requests**: to answer you.\n- **Saved searches**: with your consent, which you can withdraw at any time.',
          nl: '- **Contactaanvragen**: om u te antwoorden.\n- **Zoekopdrachten**: met uw toestemming, die u altijd kunt intrekken.',
          fr: '- **Demandes de contact** : pour vous répondre.\n- **Recherches enregistrées** : avec votre consentement, retirable à tout moment.',
        },
      },
      {
        heading: { en: 'Your rights', nl: 'Uw rechten', fr: 'Vos droits' },
        body: {
          en: 'Write to [privacy@vitrine.example](mailto:privacy@vitrine.example) or complain to the [Data Protection Authority](https://www.dataprotectionauthority.be/).',
          nl: 'Schrijf naar [privacy@vitrine.example](mailto:privacy@vitrine.example) of dien een klacht in bij de [Gegevensbeschermingsautoriteit](https://www.gegevensbeschermingsautoriteit.be/).',
          fr: 'Écrivez à [privacy@vitrine.example](mailto:privacy@vitrine.example) ou adressez-vous à l’[Autorité de protection des données](https://www.autoriteprotectiondonnees.be/).',
        },
      },
    ],
  },
  {
    key: 'cookie-policy',
    slug: { en: 'cookie-policy', nl: 'cookiebeleid', fr: 'politique-cookies', de: 'cookie-richtlinie' },
    title: { en: 'Cookie policy', nl: 'Cookiebeleid', fr: 'Politique en matière de cookies', de: 'Cookie-Richtlinie' },
    intro: {
      en: 'Which cookies this site uses and how to change your choice.',
      nl: 'Welke cookies deze site gebruikt en hoe u uw keuze wijzigt.',
      fr: 'Les cookies utilisés par ce site et comment modifier votre choix.',
      de: 'Welche Cookies diese Website verwendet.',
    },
    body: {
      en: '## Strictly necessary\nThe language cookie and your consent choice. They cannot be disabled.\n\n## Analytical\nOnly with your consent.',
      nl: '## Strikt noodzakelijk\nDe taalcookie en uw toestemmingskeuze. Ze kunnen niet worden uitgeschakeld.\n\n## Analytisch\nAlleen met uw toestemming.',
      fr: '## Strictement nécessaires\nLe cookie de langue et votre choix de consentement. Ils ne peuvent pas être désactivés.\n\n## Analytiques\nUniquement avec votre consentement.',
    },
  },
  {
    key: 'disclaimer',
    slug: { en: 'disclaimer', nl: 'disclaimer', fr: 'mentions-legales', de: 'haftungsausschluss' },
    title: { en: 'Disclaimer', nl: 'Disclaimer', fr: 'Mentions légales', de: 'Haftungsausschluss' },
    intro: {
      en: 'The information on this site is given in good faith but is not contractual.',
      nl: 'De informatie op deze site wordt te goeder trouw verstrekt maar is niet contractueel.',
      fr: 'Les informations de ce site sont données de bonne foi mais n’ont pas de valeur contractuelle.',
    },
  },
  {
    key: 'group',
    slug: same('solanet'),
    title: { en: 'The group', nl: 'De groep', fr: 'Le groupe', de: 'Die Gruppe' },
    intro: {
      en: 'Vitrine is part of an independent group of estate agencies in Belgium and Luxembourg.',
      nl: 'Vitrine maakt deel uit van een onafhankelijke groep van vastgoedkantoren in België en Luxemburg.',
      fr: 'Vitrine fait partie d’un groupe indépendant d’agences immobilières en Belgique et au Luxembourg.',
      de: 'Vitrine gehört zu einer unabhängigen Gruppe von Immobilienbüros.',
    },
  },
  {
    key: 'testimonials',
    slug: { en: 'testimonials', nl: 'getuigenissen', fr: 'temoignages', de: 'erfahrungsberichte' },
    title: { en: 'Testimonials', nl: 'Getuigenissen', fr: 'Témoignages', de: 'Erfahrungsberichte' },
    intro: {
      en: 'What our clients say about us.',
      nl: 'Wat klanten over ons zeggen.',
      fr: 'Ce que nos clients disent de nous.',
      de: 'Was unsere Kunden sagen.',
    },
  },
  {
    key: 'renovation-calculator',
    slug: {
      en: 'renovation-calculator',
      nl: 'renovatiecalculator',
      fr: 'calculateur-renovation',
      de: 'renovierungsrechner',
    },
    title: {
      en: 'Renovation calculator',
      nl: 'Renovatiecalculator',
      fr: 'Calculateur de rénovation',
      de: 'Renovierungsrechner',
    },
    intro: {
      en: 'Estimate what it costs to bring your home to a better EPC label.',
      nl: 'Schat wat het kost om uw woning naar een beter EPC-label te brengen.',
      fr: 'Estimez le coût pour améliorer le label PEB de votre logement.',
      de: 'Schätzen Sie die Kosten einer energetischen Sanierung.',
    },
    body: {
      en: 'Amounts are indicative prices per m² of living area, including VAT, before grants.',
      nl: 'De bedragen zijn richtprijzen per m² bewoonbare oppervlakte, inclusief btw, zonder premies.',
      fr: 'Les montants sont des prix indicatifs par m² habitable, TVA comprise, hors primes.',
    },
  },
];

export const pages: Record<Locale, Row[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    pageSeeds
      .filter((seed) => seed.title[locale])
      .map((seed): Row => ({
        key: seed.key,
        slug: seed.slug[locale],
        title: seed.title[locale],
        intro: seed.intro[locale] ?? null,
        body: seed.body?.[locale] ?? null,
        image: seed.image ? photo(seed.image) : null,
        sections: (seed.sections ?? [])
          .filter((section) => section.body[locale])
          .map((section) => ({ heading: section.heading[locale] ?? null, body: section.body[locale] ?? null })),
        seo: null,
      })),
  ]),
) as Record<Locale, Row[]>;

interface ArticleSeed {
  key: string;
  category: 'services' | 'investor' | 'information';
  order: number;
  slug?: Record<Locale, string>;
  subcategory?: Texts;
  title: Texts;
  summary: Texts;
  body: Texts;
  image: number;
}

const articleSeeds: ArticleSeed[] = [
  {
    key: 'transactions',
    category: 'services',
    order: 1,
    slug: { en: 'transactions', nl: 'transacties', fr: 'transactions', de: 'transaktionen' },
    title: { en: 'Transactions', nl: 'Transacties', fr: 'Transactions', de: 'Transaktionen' },
    summary: {
      en: 'Selling or letting with a licensed agent: a sound valuation, complete files and support up to the notary.',
      nl: 'Verkopen of verhuren met een erkend makelaar: correcte waardebepaling, volledige dossiers en begeleiding tot bij de notaris.',
      fr: 'Vendre ou louer avec un agent agréé : une estimation juste, des dossiers complets et un suivi jusque chez le notaire.',
      de: 'Verkaufen oder vermieten mit einem zugelassenen Makler.',
    },
    body: {
      en: '## Selling\nWe value your property, gather the certificates (EPC, electrical inspection, soil certificate) and follow up until the deed.',
      nl: '## Verkopen\nWe schatten uw pand, verzamelen de attesten (EPC, elektrische keuring, bodemattest) en volgen op tot de akte.',
      fr: '## Vendre\nNous estimons votre bien, rassemblons les certificats (PEB, contrôle électrique, attestation de sol) et assurons le suivi jusqu’à l’acte.',
      de: 'Wir bewerten Ihre Immobilie und begleiten Sie bis zur Beurkundung.',
    },
    image: 930,
  },
  {
    key: 'research-investment',
    category: 'services',
    order: 2,
    slug: {
      en: 'research-investment',
      nl: 'onderzoek-investering',
      fr: 'recherche--investissement',
      de: 'recherche-investition',
    },
    title: {
      en: 'Research & investment',
      nl: 'Onderzoek & investering',
      fr: 'Recherche & investissement',
      de: 'Recherche & Investition',
    },
    summary: {
      en: 'We search for the property that matches your brief and analyse its yield.',
      nl: 'We zoeken het pand dat bij uw opdracht past en analyseren het rendement.',
      fr: 'Nous recherchons le bien qui correspond à votre demande et analysons son rendement.',
      de: 'Wir suchen die passende Immobilie und analysieren die Rendite.',
    },
    body: {
      en: 'A yield analysis covers rent, charges, taxes and the renovation budget.',
      nl: 'Een rendementsanalyse omvat huur, lasten, belastingen en het renovatiebudget.',
      fr: 'Une analyse de rendement couvre le loyer, les charges, les taxes et le budget de rénovation.',
      de: 'Eine Renditeanalyse umfasst Miete, Nebenkosten, Steuern und Renovierungsbudget.',
    },
    image: 931,
  },
  {
    key: 'asset-management',
    category: 'services',
    order: 3,
    slug: { en: 'asset-management', nl: 'vermogensbeheer', fr: 'gestion-de-patrimoine', de: 'vermoegensverwaltung' },
    title: { en: 'Asset management', nl: 'Vermogensbeheer', fr: 'Gestion de patrimoine', de: 'Vermögensverwaltung' },
    summary: {
      en: 'Rent collection, repairs and tenant follow-up for owners.',
      nl: 'Huurinning, herstellingen en opvolging van huurders voor eigenaars.',
      fr: 'Perception des loyers, réparations et suivi des locataires pour les propriétaires.',
      de: 'Mieteinzug, Reparaturen und Mieterbetreuung.',
    },
    body: {
      en: 'We manage about a hundred properties in Brussels and Flanders.',
      nl: 'We beheren een honderdtal panden in Brussel en Vlaanderen.',
      fr: 'Nous gérons une centaine de biens à Bruxelles et en Flandre.',
      de: 'Wir verwalten rund hundert Objekte.',
    },
    image: 932,
  },
  {
    key: 'hotels',
    category: 'services',
    order: 4,
    slug: { en: 'hotels', nl: 'hotels', fr: 'hotellerie', de: 'hotellerie' },
    title: { en: 'Hotels', nl: 'Hotels', fr: 'Hôtellerie', de: 'Hotellerie' },
    summary: {
      en: 'Valuation and discreet sale of hotels and holiday accommodation.',
      nl: 'Waardering en discrete verkoop van hotels en vakantielogies.',
      fr: 'Estimation et vente discrète d’hôtels et d’hébergements touristiques.',
      de: 'Bewertung und diskreter Verkauf von Hotels.',
    },
    body: {
      en: 'We value hotels on their operation: occupancy, room rate and EBITDA.',
      nl: 'We waarderen hotels op basis van hun uitbating: bezettingsgraad, kamerprijs en EBITDA.',
      fr: 'Nous évaluons les hôtels sur leur exploitation : taux d’occupation, prix moyen et EBITDA.',
      de: 'Hotels bewerten wir anhand ihres Betriebs.',
    },
    image: 933,
  },
  {
    key: 'investor-approach',
    category: 'investor',
    order: 1,
    subcategory: { en: 'Investors', nl: 'Investeerders', fr: 'Investisseurs', de: 'Investoren' },
    title: {
      en: 'Investing in Belgian property',
      nl: 'Investeren in Belgisch vastgoed',
      fr: "Investir dans l'immobilier belge",
      de: 'In belgische Immobilien investieren',
    },
    summary: {
      en: 'Why Belgian residential property remains a stable investment.',
      nl: 'Waarom residentieel vastgoed in België een stabiele belegging blijft.',
      fr: "Pourquoi l'immobilier résidentiel belge reste un placement stable.",
      de: 'Warum belgische Wohnimmobilien eine stabile Anlage bleiben.',
    },
    body: {
      en: 'Gross rental yields are usually between 3.5% and 5.5%. Use our [renovation calculator](/en/renovation-calculator/) to estimate the costs.',
      nl: 'De bruto huurrendementen liggen doorgaans tussen 3,5% en 5,5%. Gebruik onze [renovatiecalculator](/nl/renovatiecalculator/) om de kosten in te schatten.',
      fr: 'Les rendements locatifs bruts se situent généralement entre 3,5 % et 5,5 %. Utilisez notre [calculateur de rénovation](/fr/calculateur-renovation/).',
      de: 'Bruttorenditen liegen meist bei 3,5–5,5 %.',
    },
    image: 940,
  },
  {
    key: 'flooding',
    category: 'information',
    order: 1,
    subcategory: { en: 'Information', nl: 'Informatie', fr: 'Information' },
    title: {
      en: 'Flood risk: P- and G-scores',
      nl: 'Overstromingsgevoeligheid: P- en G-score',
      fr: "Risque d'inondation : scores P et G",
    },
    summary: {
      en: 'Since 2023 every sale or rental advert in Flanders must show the P-score and G-score.',
      nl: 'Sinds 2023 vermeldt elke Vlaamse verkoop- of verhuuradvertentie de P-score en G-score.',
      fr: 'Depuis 2023, toute annonce de vente ou de location en Flandre mentionne les scores P et G.',
    },
    body: {
      en: '## The scores\n- **A**: no or a very small chance of flooding;\n- **D**: a high chance (once in 10 years).',
      nl: '## De scores\n- **A**: geen of een zeer kleine kans op overstroming;\n- **D**: grote kans (eens in de 10 jaar).',
      fr: '## Les scores\n- **A** : aucun risque ou un risque très faible ;\n- **D** : risque élevé (une fois tous les 10 ans).',
    },
    image: 950,
  },
  {
    key: 'asbestos',
    category: 'information',
    order: 2,
    subcategory: { en: 'Information', nl: 'Informatie', fr: 'Information', de: 'Information' },
    title: {
      en: 'The asbestos inventory certificate',
      nl: 'Het asbestinventarisattest',
      fr: "L'attestation d'inventaire amiante",
      de: 'Die Asbestinventarbescheinigung',
    },
    summary: {
      en: 'Selling a home in Flanders built before 2001? You need an asbestos certificate.',
      nl: 'Verkoopt u in Vlaanderen een woning van vóór 2001? Dan hebt u een asbestattest nodig.',
      fr: 'Vous vendez en Flandre un logement construit avant 2001 ? Une attestation amiante est obligatoire.',
      de: 'Wer in Flandern ein Gebäude von vor 2001 verkauft, braucht eine Asbestbescheinigung.',
    },
    body: {
      en: 'A certified asbestos expert inspects the building and lists every material that may contain asbestos.',
      nl: 'Een gecertificeerd asbestdeskundige inspecteert het gebouw en lijst alle materialen op die asbest kunnen bevatten.',
      fr: 'Un expert amiante certifié inspecte le bâtiment et répertorie tous les matériaux susceptibles de contenir de l’amiante.',
      de: '',
    },
    image: 951,
  },
];

export const articles: Record<Locale, Row[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    articleSeeds
      .filter((seed) => seed.title[locale])
      .map((seed): Row => ({
        key: seed.key,
        category: seed.category,
        subcategory: seed.subcategory?.[locale] ?? null,
        order: seed.order,
        title: seed.title[locale],
        slug: seed.slug?.[locale] ?? slug(seed.title[locale] ?? ''),
        summary: seed.summary[locale] ?? null,
        body: seed.body[locale] ?? null,
        image: photo(seed.image),
        seo: null,
      })),
  ]),
) as Record<Locale, Row[]>;

const agentSeeds = [
  {
    documentId: 'agent-sofie',
    firstName: 'Sofie',
    lastName: 'Peeters',
    email: 'sofie.peeters@vitrine.example',
    phone: '092345678',
    mobile: '0475123456',
    bivNumber: '512.345',
    languagesSpoken: ['nl', 'en', 'fr'],
    photo: 960,
    jobTitle: {
      en: 'Managing director – licensed estate agent',
      nl: 'Zaakvoerder – erkend vastgoedmakelaar',
      fr: 'Gérante – agent immobilier agréé',
      de: 'Geschäftsführerin – zugelassene Immobilienmaklerin',
    } as Texts,
    bio: {
      en: 'Sofie handles sales from start to finish: valuation, marketing, negotiation and follow-up until the deed.',
      nl: 'Sofie begeleidt verkopen van A tot Z: waardebepaling, verkoopstrategie, onderhandeling en opvolging tot bij de notaris.',
      fr: 'Sofie accompagne les ventes de A à Z : estimation, stratégie, négociation et suivi jusque chez le notaire.',
    } as Texts,
  },
  {
    documentId: 'agent-amelie',
    firstName: 'Amélie',
    lastName: 'Dubois',
    email: 'amelie.dubois@vitrine.example',
    phone: '022345678',
    mobile: '0477345678',
    bivNumber: '510.987',
    languagesSpoken: ['fr', 'nl', 'en', 'de'],
    photo: null,
    jobTitle: {
      en: 'Lettings and property management, Brussels',
      nl: 'Verhuur en beheer Brussel',
      fr: 'Location et gestion Bruxelles',
      de: 'Vermietung und Verwaltung Brüssel',
    } as Texts,
    bio: {
      en: 'Amélie runs our Brussels lettings team and manages about a hundred properties.',
      nl: 'Amélie leidt onze Brusselse verhuurafdeling en beheert een honderdtal panden.',
      fr: 'Amélie dirige notre service location à Bruxelles et gère une centaine de biens.',
      de: 'Amélie leitet unsere Brüsseler Vermietungsabteilung.',
    } as Texts,
  },
];

export const agents: Record<Locale, Row[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    agentSeeds.map((seed): Row => ({
      documentId: seed.documentId,
      firstName: seed.firstName,
      lastName: seed.lastName,
      email: seed.email,
      phone: seed.phone,
      mobile: seed.mobile,
      bivNumber: seed.bivNumber,
      languagesSpoken: seed.languagesSpoken,
      photo: seed.photo ? photo(seed.photo) : null,
      jobTitle: seed.jobTitle[locale] ?? null,
      bio: seed.bio[locale] ?? null,
    })),
  ]),
) as Record<Locale, Row[]>;

/** Published testimonials (not localized: each in the language it was written in), newest first. */
export const testimonials: Row[] = [
  [
    'Lotte en Bram',
    'nl',
    5,
    '2026-10-12',
    'Kopers in Gent',
    'Van het eerste bezoek tot de akte voelden we ons goed begeleid.',
    null,
  ],
  [
    'Marc Vermeulen',
    'nl',
    5,
    '2026-09-03',
    'Verkoper in Mechelen',
    'Ons huis was binnen drie weken verkocht, aan de vraagprijs.',
    null,
  ],
  [
    'Isabelle Renard',
    'fr',
    5,
    '2026-08-21',
    'Propriétaire à Uccle',
    'Locataires sérieux, état des lieux impeccable et toujours joignable.',
    'www.atelier-renard.be',
  ],
  [
    'Thomas Hoffmann',
    'de',
    4,
    '2026-07-30',
    'Mieter in Luxemburg',
    'Schnelle Antworten, faire Bedingungen und sehr gute Beratung.',
    null,
  ],
  [
    'Sarah & James Whitfield',
    'en',
    5,
    '2026-07-02',
    'Expats in Brussels',
    'The team found us a lovely flat in Ixelles within a week and explained every step of the Belgian lease.',
    null,
  ],
  [
    'Famille Dupont',
    'fr',
    5,
    '2026-06-15',
    'Acheteurs à Namur',
    "Explications claires sur les droits d'enregistrement et l'abattement.",
    null,
  ],
  [
    'Koen Janssens',
    'nl',
    4,
    '2026-05-27',
    'Investeerder',
    'Goede analyse van het rendement van een opbrengsteigendom in Leuven.',
    'https://www.janssens-invest.be',
  ],
  [
    'Nathalie Claes',
    'nl',
    5,
    '2026-04-18',
    'Verhuurder in Antwerpen',
    'Ik heb geen omkijken meer naar huurbetalingen of herstellingen.',
    'javascript:alert(1)',
  ],
  [
    'Laurent Michel',
    'fr',
    4,
    '2026-03-09',
    'Vendeur à Liège',
    'Estimation réaliste, visites bien organisées et compromis signé en un mois.',
    null,
  ],
  [
    'Emma Thompson',
    'en',
    5,
    '2026-02-14',
    'Buyer on the coast',
    'The virtual tour saved us two trips to Knokke. Smooth and honest service.',
    null,
  ],
  [
    'Hannah Becker',
    'de',
    5,
    '2025-12-05',
    'Käuferin in Eupen',
    'Sehr freundliches Team, das auch auf Deutsch alle Unterlagen erklärt hat.',
    null,
  ],
  [
    'Ahmed El Amrani',
    'fr',
    5,
    '2025-11-20',
    'Locataire à Schaerbeek',
    'Dossier accepté en deux jours. Une agence qui répond vite.',
    null,
  ],
  [
    'Peter Wouters',
    'nl',
    5,
    '2025-10-02',
    'Koper in Brugge',
    'Correcte info over het EPC en de renovatieplicht.',
    null,
  ],
].map(([name, language, rating, date, poster, comment, website], index) => ({
  documentId: `testimonial-${index + 1}`,
  name,
  language,
  rating,
  date,
  poster,
  comment,
  website,
  image: null,
}));
