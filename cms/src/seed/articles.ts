import { routes, slugify } from '@vitrine/domain';
import type { Localized } from './locales';

export interface ArticleRow {
  key: string;
  category: 'services' | 'investor' | 'information';
  order: number;
  /** Photo shown with the article (a demo picture key). */
  image: string;
  subcategory?: Localized;
  title: Localized;
  summary: Localized;
  body: Localized;
  /** Localized slugs when the route table fixes them; otherwise made from the title. */
  slug?: Localized;
}

/** The last path segment of a route in the domain's route table, per language. */
function routeSlugs(id: string): Localized {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id} in the domain route table`);
  const last = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';
  return { nl: last(route.paths.nl), fr: last(route.paths.fr), en: last(route.paths.en), de: last(route.paths.de) };
}

export function articleSlug(article: ArticleRow, lang: keyof Localized): string {
  return article.slug?.[lang] ?? slugify(article.title[lang]).replace(/-+/g, '-');
}

export const articles: readonly ArticleRow[] = [
  {
    key: 'transactions',
    category: 'services',
    order: 1,
    image: 'house-3',
    slug: routeSlugs('services-transactions'),
    title: { nl: 'Transacties', fr: 'Transactions', en: 'Transactions', de: 'Transaktionen' },
    summary: {
      nl: 'Verkopen of verhuren met een erkend makelaar: correcte waardebepaling, volledige dossiers en begeleiding tot bij de notaris.',
      fr: 'Vendre ou louer avec un agent agréé : estimation correcte, dossier complet et accompagnement jusque chez le notaire.',
      en: 'Selling or letting with a licensed agent: a fair valuation, a complete file and guidance until the deed is signed.',
      de: 'Verkaufen oder vermieten mit einem zugelassenen Makler – von der Bewertung bis zum Notar.',
    },
    body: {
      nl: `## Verkopen
Elke verkoop begint met een gratis waardebepaling op basis van recente vergelijkbare transacties in de buurt. Daarna stellen we het volledige dossier samen: EPC, asbestinventarisattest (voor woningen van vóór 2001), keuring van de elektrische installatie, bodemattest, stedenbouwkundige inlichtingen en de informatie over overstromingsgevoeligheid (P- en G-score).

## Verhuren
Wij screenen kandidaat-huurders op inkomen en referenties, stellen een huurcontract op dat voldoet aan het gewestelijke woninghuurdecreet, registreren het en laten een omstandige plaatsbeschrijving opmaken. De huurwaarborg bedraagt in Vlaanderen maximaal drie maanden huur.

## Kosten voor de koper
In Vlaanderen betaalt wie zijn enige eigen woning koopt sinds 1 januari 2025 2% registratiebelasting, anders 12%. In Brussel geldt 12,5% met een abattement op de eerste schijf van € 200.000, in Wallonië 3% voor de enige eigen woning en anders 12,5%. Daarbovenop komen het ereloon van de notaris en de aktekosten.`,
      fr: `## Vendre
Chaque vente commence par une estimation gratuite basée sur des transactions récentes comparables dans le quartier. Nous constituons ensuite le dossier complet : certificat PEB, attestation d'inventaire amiante (en Flandre, pour les biens d'avant 2001), contrôle de l'installation électrique, attestation du sol, renseignements urbanistiques et informations sur le risque d'inondation.

## Louer
Nous vérifions les revenus et références des candidats, rédigeons un bail conforme à la législation régionale, l'enregistrons et faisons dresser un état des lieux détaillé. À Bruxelles et en Wallonie, la garantie locative sur compte bloqué est limitée à deux mois de loyer.

## Frais pour l'acquéreur
Droits d'enregistrement : 12,5 % à Bruxelles avec un abattement sur la première tranche de 200 000 €, 3 % en Wallonie pour l'habitation propre et unique (12,5 % sinon), 2 % en Flandre pour l'habitation unique (12 % sinon). S'y ajoutent les honoraires du notaire et les frais d'acte.`,
      en: `## Selling
Every sale starts with a free valuation based on recent comparable transactions in the area. We then assemble the complete file: EPC, asbestos inventory certificate (in Flanders, for homes built before 2001), electrical inspection report, soil certificate, planning information and the flood-risk information (P- and G-scores).

## Letting
We check prospective tenants' income and references, draw up a lease that complies with regional law, register it and have a detailed check-in inventory prepared. In Flanders the rental deposit is capped at three months' rent; in Brussels and Wallonia at two months on a blocked account.

## Costs for the buyer
Registration duties: in Flanders 2% for a sole own home since 1 January 2025 (12% otherwise); in Brussels 12.5% with a deduction on the first €200,000; in Wallonia 3% for a sole own home (12.5% otherwise). Notary fees and deed costs come on top.`,
      de: 'Wir begleiten Verkauf und Vermietung: kostenlose Bewertung, vollständige Unterlagen (Energieausweis, Prüfberichte, Hochwasserinformationen) und Betreuung bis zur notariellen Urkunde.',
    },
  },
  {
    key: 'research-investment',
    category: 'services',
    order: 2,
    image: 'office-1',
    slug: routeSlugs('services-research-investment'),
    title: {
      nl: 'Onderzoek & investering',
      fr: 'Recherche & investissement',
      en: 'Research & investment',
      de: 'Recherche & Investition',
    },
    summary: {
      nl: 'Wij zoeken het juiste pand voor u en berekenen het verwachte rendement, van studio tot opbrengsteigendom.',
      fr: 'Nous recherchons le bien qui vous convient et calculons le rendement attendu, du studio à l’immeuble de rapport.',
      en: 'We search for the right property for you and calculate the expected yield, from a studio to a block of flats.',
      de: 'Wir suchen das passende Objekt und berechnen die erwartete Rendite.',
    },
    body: {
      nl: `Zoekt u een woning of een investering? Registreer uw zoekopdracht en wij melden u nieuwe panden nog vóór ze online staan.

Voor investeerders maken we een volledige analyse: bruto- en nettohuurrendement, te verwachten onderhouds- en renovatiekosten (onder meer door de renovatieplicht voor labels E en F), de lokale huurmarkt en de fiscale behandeling van huurinkomsten. Wij werken met vaste criteria, zodat u appels met appels vergelijkt.`,
      fr: `Vous cherchez un logement ou un investissement ? Enregistrez votre recherche et nous vous signalons les nouveaux biens avant même leur mise en ligne.

Pour les investisseurs, nous réalisons une analyse complète : rendement locatif brut et net, coûts d'entretien et de rénovation à prévoir, marché locatif local et fiscalité des revenus locatifs. Des critères fixes vous permettent de comparer ce qui est comparable.`,
      en: `Looking for a home or an investment? Register your search and we will tell you about new properties before they go online.

For investors we prepare a full analysis: gross and net rental yield, expected maintenance and renovation costs (including the renovation obligation for labels E and F in Flanders), the local rental market and the tax treatment of rental income. Fixed criteria let you compare like with like.`,
      de: 'Registrieren Sie Ihren Suchauftrag; für Investoren berechnen wir Brutto- und Nettorendite, Renovierungskosten und steuerliche Aspekte.',
    },
  },
  {
    key: 'asset-management',
    category: 'services',
    order: 3,
    image: 'apartment-1',
    slug: routeSlugs('services-asset-management'),
    title: { nl: 'Vermogensbeheer', fr: 'Gestion de patrimoine', en: 'Asset management', de: 'Vermögensverwaltung' },
    summary: {
      nl: 'Volledig beheer van uw verhuurde panden: huurinning, onderhoud, keuringen en jaarlijkse rapportering.',
      fr: 'Gestion complète de vos biens loués : perception des loyers, entretien, contrôles et rapport annuel.',
      en: 'Full management of your let properties: rent collection, maintenance, inspections and annual reporting.',
      de: 'Vollständige Verwaltung Ihrer vermieteten Immobilien.',
    },
    body: {
      nl: `Wij nemen het dagelijkse beheer van uw vastgoed over: we innen de huur, indexeren jaarlijks volgens de gezondheidsindex, volgen herstellingen op met vaste vakmensen en plannen verplichte keuringen (verwarmingsketel, elektriciteit, EPC).

Elk jaar ontvangt u een overzicht van inkomsten en uitgaven voor uw belastingaangifte. Bij het einde van een huurcontract regelen we de uitgaande plaatsbeschrijving, de vrijgave van de huurwaarborg en een nieuwe verhuring.`,
      fr: `Nous prenons en charge la gestion quotidienne de votre patrimoine : perception et indexation annuelle des loyers selon l'indice santé, suivi des réparations avec des artisans de confiance et planification des contrôles obligatoires (chaudière, électricité, PEB).

Chaque année, vous recevez un relevé des recettes et dépenses pour votre déclaration fiscale. En fin de bail, nous organisons l'état des lieux de sortie, la libération de la garantie et la relocation.`,
      en: `We take over the day-to-day management of your property: collecting rent, indexing it every year in line with the health index, following up repairs with trusted tradespeople and scheduling the mandatory inspections (boiler, electrics, EPC).

Each year you receive a statement of income and expenses for your tax return. At the end of a lease we handle the check-out inventory, the release of the deposit and re-letting.`,
      de: 'Wir übernehmen Mieteinzug, Indexierung, Reparaturen und Pflichtprüfungen und erstellen eine jährliche Abrechnung.',
    },
  },
  {
    key: 'hotels',
    category: 'services',
    order: 4,
    image: 'commercial-2',
    slug: routeSlugs('services-hotels'),
    title: { nl: 'Hotels', fr: 'Hôtellerie', en: 'Hotels', de: 'Hotellerie' },
    summary: {
      nl: 'Aan- en verkoop van hotels, B&B’s en horecapanden, met een discrete aanpak en een realistische waardering.',
      fr: "Achat et vente d'hôtels, de chambres d'hôtes et d'établissements horeca, avec discrétion et une valorisation réaliste.",
      en: 'Buying and selling hotels, B&Bs and hospitality premises, discreetly and at a realistic valuation.',
      de: 'Kauf und Verkauf von Hotels und Gastronomiebetrieben.',
    },
    body: {
      nl: `Hotels en horecazaken worden gewaardeerd op hun exploitatie, niet alleen op hun stenen. Wij analyseren bezettingsgraad, gemiddelde kamerprijs en EBITDA, en toetsen de vergunningen (uitbating, brandveiligheid, toeristische erkenning).

Verkopen gebeuren discreet: potentiële kopers tekenen een vertrouwelijkheidsovereenkomst voor ze het dossier ontvangen.`,
      fr: `Un hôtel s'évalue sur son exploitation, pas seulement sur ses murs. Nous analysons le taux d'occupation, le prix moyen par chambre et l'EBITDA, et vérifions les autorisations (exploitation, sécurité incendie, reconnaissance touristique).

Les ventes se font en toute discrétion : les acquéreurs potentiels signent un accord de confidentialité avant de recevoir le dossier.`,
      en: `A hotel is valued on its operation, not just its bricks. We analyse occupancy, average daily rate and EBITDA, and check the permits (operation, fire safety, tourism licence).

Sales are handled discreetly: prospective buyers sign a non-disclosure agreement before they receive the file.`,
      de: 'Hotels bewerten wir anhand ihres Betriebs (Auslastung, Zimmerpreis, EBITDA); Verkäufe erfolgen diskret.',
    },
  },
  {
    key: 'investor-approach',
    category: 'investor',
    order: 1,
    image: 'apartment-3',
    subcategory: { nl: 'Investeerders', fr: 'Investisseurs', en: 'Investors', de: 'Investoren' },
    title: {
      nl: 'Investeren in Belgisch vastgoed',
      fr: "Investir dans l'immobilier belge",
      en: 'Investing in Belgian property',
      de: 'In belgische Immobilien investieren',
    },
    summary: {
      nl: 'Waarom residentieel vastgoed in België een stabiele belegging blijft, en waar u op moet letten.',
      fr: "Pourquoi l'immobilier résidentiel belge reste un placement stable, et à quoi faire attention.",
      en: 'Why Belgian residential property remains a stable investment, and what to watch out for.',
      de: 'Warum belgische Wohnimmobilien eine stabile Anlage bleiben.',
    },
    body: {
      nl: `Belgisch residentieel vastgoed kende de voorbije twintig jaar een gestage waardestijging en een lage leegstand in de steden. De bruto huurrendementen liggen doorgaans tussen 3,5% en 5,5%, hoger voor studentenhuisvesting en kleinere units.

Let op de energieprestatie: panden met een slecht EPC-label vragen investeringen, maar bieden ook onderhandelingsmarge. Vraag ons naar de renovatiecalculator om de kosten in te schatten.`,
      fr: `L'immobilier résidentiel belge a connu une hausse régulière de sa valeur ces vingt dernières années et un faible taux de vide locatif dans les villes. Les rendements locatifs bruts se situent généralement entre 3,5 % et 5,5 %, davantage pour les kots et les petites surfaces.

Attention à la performance énergétique : un mauvais label PEB demande des investissements, mais offre aussi une marge de négociation. Utilisez notre calculateur de rénovation pour estimer les coûts.`,
      en: `Belgian residential property has risen steadily in value over the last twenty years, with low vacancy in the cities. Gross rental yields are usually between 3.5% and 5.5%, higher for student housing and smaller units.

Watch the energy performance: a poor EPC label calls for investment but also leaves room to negotiate. Use our renovation calculator to estimate the costs.`,
      de: 'Belgische Wohnimmobilien bieten Bruttorenditen von meist 3,5–5,5 %; achten Sie auf die Energieeffizienz.',
    },
  },
  {
    key: 'investor-new-builds',
    category: 'investor',
    order: 2,
    image: 'apartment-4',
    subcategory: { nl: 'Investeerders', fr: 'Investisseurs', en: 'Investors', de: 'Investoren' },
    title: {
      nl: 'Nieuwbouw kopen als belegging',
      fr: 'Acheter du neuf pour investir',
      en: 'Buying new builds as an investment',
      de: 'Neubau als Kapitalanlage',
    },
    summary: {
      nl: 'Btw, bouwgaranties en huurpotentieel: wat u moet weten voor u op plan koopt.',
      fr: 'TVA, garanties et potentiel locatif : ce qu’il faut savoir avant d’acheter sur plan.',
      en: 'VAT, building guarantees and rental potential: what to know before buying off-plan.',
      de: 'Mehrwertsteuer, Baugarantien und Mietpotenzial beim Kauf auf Plan.',
    },
    body: {
      nl: `Bij nieuwbouw betaalt u 21% btw op de constructie en registratierechten op het grondaandeel. De Wet Breyne beschermt kopers op plan: betaling in schijven volgens de vordering van de werken en een voltooiingswaarborg.

Nieuwbouw haalt doorgaans een EPC-label A, wat de huurprijs ondersteunt en onderhoudskosten laag houdt.`,
      fr: `Dans le neuf, vous payez 21 % de TVA sur la construction et des droits d'enregistrement sur la quote-part du terrain. La loi Breyne protège l'acquéreur sur plan : paiement par tranches selon l'avancement des travaux et garantie d'achèvement.

Un bien neuf obtient généralement un label PEB A, ce qui soutient le loyer et limite les frais d'entretien.`,
      en: `For a new build you pay 21% VAT on the construction and registration duties on the land share. The Breyne Act protects off-plan buyers: payment in instalments as the works progress and a completion guarantee.

New builds usually achieve an EPC label A, which supports the rent and keeps maintenance costs low.`,
      de: 'Beim Neubau zahlen Sie 21 % MwSt. auf den Bau; das Breyne-Gesetz schützt Käufer auf Plan.',
    },
  },
  {
    key: 'flooding',
    category: 'information',
    order: 1,
    image: 'garden-2',
    subcategory: { nl: 'Informatie', fr: 'Information', en: 'Information', de: 'Information' },
    title: {
      nl: 'Overstromingsgevoeligheid: P- en G-score',
      fr: "Risque d'inondation : scores P et G",
      en: 'Flood risk: P- and G-scores',
      de: 'Hochwasserrisiko: P- und G-Score',
    },
    summary: {
      nl: 'Sinds 2023 vermeldt elke Vlaamse verkoop- of verhuuradvertentie de P-score en G-score. Wat betekenen ze?',
      fr: 'Depuis 2023, toute annonce de vente ou de location en Flandre mentionne les scores P et G. Que signifient-ils ?',
      en: 'Since 2023 every sale or rental advert in Flanders must show the P-score and G-score. What do they mean?',
      de: 'Seit 2023 nennt jede flämische Anzeige den P- und G-Score.',
    },
    body: {
      nl: `## Informatieplicht
Sinds 1 januari 2023 moet elke advertentie voor verkoop of verhuur van meer dan negen jaar in Vlaanderen de **P-score** (perceel) en de **G-score** (gebouw) vermelden, samen met de ligging in een overstromingsgevoelig gebied of een oeverzone. De scores vervangen de vroegere aanduiding "effectief" of "mogelijk overstromingsgevoelig".

## De scores
- **A**: geen of een zeer kleine kans op overstroming;
- **B**: kleine kans (eens in de 1000 jaar in een klimaatscenario);
- **C**: middelgrote kans (eens in de 100 jaar);
- **D**: grote kans (eens in de 10 jaar).

## Wat doet u ermee?
Een slechte score betekent niet dat een pand onverkoopbaar is, maar wel dat u moet nagaan of het gebouw beschermd is (verhoogde vloerpeil, terugslagkleppen) en wat uw brandverzekering dekt. In Brussel en Wallonië raadpleegt u de kaarten van overstromingsgevaar van Leefmilieu Brussel en de Waalse overheid.`,
      fr: `## Obligation d'information
Depuis le 1er janvier 2023, toute annonce de vente ou de location de plus de neuf ans en Flandre doit mentionner le **score P** (parcelle) et le **score G** (bâtiment), ainsi que la situation en zone inondable ou en zone riveraine. Ces scores remplacent l'ancienne mention « zone effectivement » ou « potentiellement inondable ».

## Les scores
- **A** : pas ou très peu de risque d'inondation ;
- **B** : risque faible (une fois tous les 1000 ans dans un scénario climatique) ;
- **C** : risque moyen (une fois tous les 100 ans) ;
- **D** : risque élevé (une fois tous les 10 ans).

## Bruxelles et Wallonie
À Bruxelles, la carte des zones d'aléa d'inondation de Bruxelles Environnement fait référence ; en Wallonie, la cartographie de l'aléa d'inondation du SPW. Un mauvais score n'empêche pas une vente, mais vérifiez les protections du bâtiment et la couverture de votre assurance incendie.`,
      en: `## Duty to inform
Since 1 January 2023, every advert in Flanders for a sale or a lease of more than nine years must state the **P-score** (plot) and the **G-score** (building), and whether the property lies in a flood-prone area or a riparian zone. The scores replace the former "effectively" or "possibly flood-prone" designation.

## The scores
- **A**: no or a very small chance of flooding;
- **B**: small chance (once in 1,000 years in a climate scenario);
- **C**: medium chance (once in 100 years);
- **D**: high chance (once in 10 years).

## What to do with it
A poor score does not make a property unsellable, but check how the building is protected (raised floor level, non-return valves) and what your home insurance covers. In Brussels and Wallonia, consult the flood hazard maps of Brussels Environment and the Walloon Public Service.`,
      de: 'Seit dem 1. Januar 2023 müssen flämische Anzeigen den P-Score (Grundstück) und den G-Score (Gebäude) von A (kein Risiko) bis D (hohes Risiko) angeben.',
    },
  },
  {
    key: 'asbestos',
    category: 'information',
    order: 2,
    image: 'house-4',
    subcategory: { nl: 'Informatie', fr: 'Information', en: 'Information', de: 'Information' },
    title: {
      nl: 'Het asbestinventarisattest',
      fr: "L'attestation d'inventaire amiante",
      en: 'The asbestos inventory certificate',
      de: 'Die Asbestinventarbescheinigung',
    },
    summary: {
      nl: 'Verplicht bij de verkoop van Vlaamse gebouwen van vóór 2001. Wie moet het aanvragen en hoe lang is het geldig?',
      fr: "Obligatoire en Flandre pour la vente d'un bâtiment construit avant 2001. Qui doit la demander et combien de temps est-elle valable ?",
      en: 'Required in Flanders when selling a building constructed before 2001. Who must obtain it and how long is it valid?',
      de: 'In Flandern beim Verkauf von Gebäuden vor Baujahr 2001 Pflicht.',
    },
    body: {
      nl: `## Wanneer verplicht?
Sinds 23 november 2022 heeft de verkoper van een woning of een ander gebouw in Vlaanderen met bouwjaar vóór 2001 een **asbestinventarisattest** nodig. Het attest moet ter beschikking zijn bij het ondertekenen van de compromis. Tegen 2032 moet elke eigenaar van zo'n gebouw er een hebben, ook zonder verkoop.

## Hoe verloopt het?
Een gecertificeerde asbestdeskundige inspecteert het gebouw en registreert de asbestverdachte materialen bij OVAM, die het attest aflevert. Het attest vermeldt of het gebouw "asbestveilig" is. Een attest is maximaal tien jaar geldig, en korter wanneer er materialen met een hoog risico aanwezig zijn.

## Brussel en Wallonië
Daar bestaat (nog) geen algemene verplichting bij verkoop, maar een inventaris is wel verplicht voor werken en voor werkplaatsen. Wij raden kopers van oudere panden aan er toch een te laten opmaken.`,
      fr: `## Quand est-elle obligatoire ?
Depuis le 23 novembre 2022, le vendeur d'un logement ou d'un autre bâtiment situé en Flandre et construit avant 2001 doit disposer d'une **attestation d'inventaire amiante**, au plus tard à la signature du compromis. D'ici 2032, tout propriétaire d'un tel bâtiment devra en posséder une, même sans vente.

## Comment se déroule-t-elle ?
Un expert amiante certifié inspecte le bâtiment et enregistre les matériaux suspects auprès de l'OVAM, qui délivre l'attestation. Celle-ci indique si le bâtiment est « sûr en matière d'amiante ». Elle est valable dix ans au maximum, moins en présence de matériaux à risque élevé.

## Bruxelles et Wallonie
Il n'y existe pas (encore) d'obligation générale lors d'une vente, mais un inventaire est exigé avant des travaux et sur les lieux de travail. Nous conseillons néanmoins aux acquéreurs de biens anciens d'en faire réaliser un.`,
      en: `## When is it required?
Since 23 November 2022, anyone selling a home or other building in Flanders built before 2001 needs an **asbestos inventory certificate**, available at the latest when the sale agreement is signed. By 2032 every owner of such a building must have one, even without a sale.

## How does it work?
A certified asbestos expert inspects the building and registers any suspect materials with OVAM, the Flemish waste agency, which issues the certificate. It states whether the building is "asbestos-safe". A certificate is valid for at most ten years, and for less when high-risk materials are present.

## Brussels and Wallonia
There is no general obligation on sale there (yet), but an inventory is required before works and in workplaces. We still advise buyers of older properties to have one drawn up.`,
      de: 'Seit dem 23. November 2022 benötigt in Flandern, wer ein vor 2001 errichtetes Gebäude verkauft, eine Asbestinventarbescheinigung der OVAM (höchstens zehn Jahre gültig).',
    },
  },
  {
    key: 'energy-certificates',
    category: 'information',
    order: 3,
    image: 'house-6',
    subcategory: { nl: 'Informatie', fr: 'Information', en: 'Information', de: 'Information' },
    title: {
      nl: 'Het energieprestatiecertificaat (EPC)',
      fr: 'Le certificat PEB',
      en: 'The energy performance certificate (EPC)',
      de: 'Der Energieausweis (EPC)',
    },
    summary: {
      nl: 'Labels, geldigheid en de renovatieplicht voor kopers van woningen met label E of F.',
      fr: 'Labels, validité et obligation de rénovation pour les acheteurs de logements à faible performance.',
      en: 'Labels, validity and the renovation obligation for buyers of homes labelled E or F.',
      de: 'Labels, Gültigkeit und Renovierungspflicht.',
    },
    body: {
      nl: `## Verplicht bij verkoop en verhuur
Wie een woning verkoopt of verhuurt, moet een geldig energieprestatiecertificaat hebben en het label en het kengetal (kWh/m² per jaar) in de advertentie vermelden. Een EPC is tien jaar geldig.

## De schalen verschillen per gewest
- **Vlaanderen**: A+ tot F (A tot 100 kWh/m², F boven 500);
- **Brussel**: A+ tot G, met tussenstappen (bv. C+, C, C−);
- **Wallonië**: A++ tot G;
- **Luxemburg**: het energiepaspoort met klassen A tot I.

## Renovatieplicht
Wie sinds 1 januari 2023 in Vlaanderen een woning met label E of F koopt, moet ze binnen vijf jaar na de akte renoveren tot minstens label D. Gebruik onze renovatiecalculator voor een eerste inschatting van de kosten, en informeer naar de premies van Mijn VerbouwPremie.`,
      fr: `## Obligatoire à la vente et à la location
Tout vendeur ou bailleur doit disposer d'un certificat de performance énergétique valable et en mentionner la classe et l'indicateur (kWh/m² par an) dans l'annonce. Le certificat est valable dix ans.

## Des échelles différentes selon la région
- **Wallonie** : A++ à G ;
- **Bruxelles** : A+ à G, avec des paliers intermédiaires (par ex. C+, C, C−) ;
- **Flandre** : A+ à F ;
- **Luxembourg** : le passeport énergétique, classes A à I.

## Obligation de rénovation en Flandre
Depuis le 1er janvier 2023, l'acquéreur d'un logement flamand de label E ou F doit le rénover jusqu'au label D au moins dans les cinq ans suivant l'acte. Notre calculateur de rénovation vous donne une première estimation des coûts.`,
      en: `## Required for sales and lettings
Anyone selling or letting a home needs a valid energy performance certificate and must state its label and its figure (kWh/m² per year) in the advert. An EPC is valid for ten years.

## Each region has its own scale
- **Flanders**: A+ to F (A up to 100 kWh/m², F above 500);
- **Brussels**: A+ to G, with intermediate steps (e.g. C+, C, C−);
- **Wallonia**: A++ to G;
- **Luxembourg**: the energy pass, classes A to I.

## Renovation obligation
Since 1 January 2023, anyone buying a home in Flanders with label E or F must renovate it to at least label D within five years of the deed. Use our renovation calculator for a first estimate of the costs.`,
      de: 'Ein gültiger Energieausweis ist bei Verkauf und Vermietung Pflicht (zehn Jahre gültig). Käufer einer flämischen Wohnung mit Label E oder F müssen innerhalb von fünf Jahren mindestens Label D erreichen.',
    },
  },
];
