import type { Random } from './random';
import type { Localized, SiteLocale } from './locales';
import type { PropertyTypeRow } from './property-types';
import type { SeedRegion } from './places';

/** The condition of a building, which drives its title adjective, price and description. */
export type Condition = 'new' | 'renovated' | 'good' | 'to_renovate';
export type Orientation = 'south' | 'west' | 'east' | 'north' | 'south_west';
export type Availability = 'immediately' | 'deed' | 'date' | 'tenant' | 'agreement';
/**
 * The urban-planning situation a listing's mentions describe: nothing to report, a summons for a
 * planning offence, a court-ordered restoration after such a summons, or a sale ordered by a court.
 */
export type PlanningCase = 'clear' | 'summons' | 'restoration_order' | 'judicial_sale';

/** What the texts of a listing talk about; every figure comes from its stored attributes. */
export interface ListingFacts {
  readonly goal: 0 | 1;
  readonly type: PropertyTypeRow;
  readonly region: SeedRegion;
  readonly condition: Condition;
  readonly city: Localized;
  readonly district: Localized | null;
  /** The neighbourhood or district the texts name, per language (Brussels names differ). */
  readonly neighbourhood: Localized;
  readonly street: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly livingArea: number | null;
  readonly plotArea: number | null;
  readonly gardenArea: number | null;
  readonly orientation: Orientation | null;
  readonly terraceArea: number | null;
  readonly garages: number;
  readonly floor: number | null;
  readonly lift: boolean;
  readonly cellar: boolean;
  readonly attic: boolean;
  readonly furnished: boolean;
  readonly constructionYear: number | null;
  readonly renovationYear: number | null;
  readonly energyLabel: string | null;
  readonly heating: string | null;
  readonly kitchen: string | null;
  readonly glazing: string | null;
  readonly seaView: boolean;
  readonly nearStation: boolean;
  readonly quiet: boolean;
  readonly availability: Availability;
  readonly availableFrom: string | null;
  readonly price: number;
  readonly publishPrice: boolean;
}

export interface ListingTexts {
  title: string;
  /** `null` where the language has no text yet (sparse German): the site shows English instead. */
  summary: string | null;
  description: string | null;
  availabilityText: string;
  heatingName: string | null;
  planningInformation: string | null;
}

type Lang = SiteLocale;
const intlLocale: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' };
// Formatters are made once: each Intl object holds native ICU memory that the garbage collector
// does not see, and the bulk loader formats millions of numbers.
const formatters = <T>(make: (locale: string) => T) =>
  Object.fromEntries((Object.keys(intlLocale) as Lang[]).map((lang) => [lang, make(intlLocale[lang])])) as Record<
    Lang,
    T
  >;
const numberFormats = formatters((locale) => new Intl.NumberFormat(locale));
const euroFormats = formatters(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const dateFormats = formatters(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const num = (lang: Lang, value: number) => numberFormats[lang].format(value);
const euro = (lang: Lang, value: number) => euroFormats[lang].format(value);
const date = (lang: Lang, iso: string) => dateFormats[lang].format(new Date(`${iso}T00:00:00Z`));
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------
// Title adjectives, agreed with the noun: Dutch de/het, French m/f, German strong endings.

interface Adjective {
  readonly nl: readonly [de: string, het: string];
  readonly fr: readonly [m: string, f: string];
  readonly en: string;
  /** English and German put a few of them after the noun ("house to renovate"). */
  readonly enAfter?: boolean;
  /** German stem; endings -er/-e/-es are added, unless `deFixed`. */
  readonly de: string;
  readonly deFixed?: boolean;
}

const adjectives: Record<Condition, readonly Adjective[]> = {
  new: [
    {
      nl: ['Energiezuinige', 'Energiezuinig'],
      fr: ['basse énergie', 'basse énergie'],
      en: 'Energy-efficient',
      de: 'energieeffizient',
    },
    {
      nl: ['Instapklare', 'Instapklaar'],
      fr: ['prêt à emménager', 'prête à emménager'],
      en: 'Move-in ready',
      de: 'bezugsfertig',
    },
    { nl: ['Nieuwe', 'Nieuw'], fr: ['neuf', 'neuve'], en: 'New-build', de: 'neu' },
    { nl: ['Moderne', 'Modern'], fr: ['contemporain', 'contemporaine'], en: 'Contemporary', de: 'modern' },
  ],
  renovated: [
    { nl: ['Gerenoveerde', 'Gerenoveerd'], fr: ['rénové', 'rénovée'], en: 'Renovated', de: 'renoviert' },
    {
      nl: ['Volledig gerenoveerde', 'Volledig gerenoveerd'],
      fr: ['entièrement rénové', 'entièrement rénovée'],
      en: 'Fully renovated',
      de: 'komplett saniert',
    },
    {
      nl: ['Smaakvol gerenoveerde', 'Smaakvol gerenoveerd'],
      fr: ['rénové avec goût', 'rénovée avec goût'],
      en: 'Tastefully renovated',
      de: 'geschmackvoll renoviert',
    },
    {
      nl: ['Instapklare', 'Instapklaar'],
      fr: ['prêt à emménager', 'prête à emménager'],
      en: 'Move-in ready',
      de: 'bezugsfertig',
    },
  ],
  good: [
    { nl: ['Ruime', 'Ruim'], fr: ['spacieux', 'spacieuse'], en: 'Spacious', de: 'geräumig' },
    { nl: ['Lichtrijke', 'Lichtrijk'], fr: ['lumineux', 'lumineuse'], en: 'Bright', de: 'hell' },
    { nl: ['Gezellige', 'Gezellig'], fr: ['chaleureux', 'chaleureuse'], en: 'Cosy', de: 'gemütlich' },
    { nl: ['Verzorgde', 'Verzorgd'], fr: ['soigné', 'soignée'], en: 'Well-kept', de: 'gepflegt' },
    { nl: ['Charmante', 'Charmant'], fr: ['charmant', 'charmante'], en: 'Charming', de: 'charmant' },
    { nl: ['Karaktervolle', 'Karaktervol'], fr: ['de caractère', 'de caractère'], en: 'Characterful', de: 'stilvoll' },
  ],
  to_renovate: [
    {
      nl: ['Te renoveren', 'Te renoveren'],
      fr: ['à rénover', 'à rénover'],
      en: 'to renovate',
      enAfter: true,
      de: 'renovierungsbedürftig',
    },
    {
      nl: ['Op te frissen', 'Op te frissen'],
      fr: ['à rafraîchir', 'à rafraîchir'],
      en: 'to refresh',
      enAfter: true,
      de: 'modernisierungsbedürftig',
    },
    {
      nl: ['Te renoveren', 'Te renoveren'],
      fr: ['avec potentiel', 'avec potentiel'],
      en: 'with great potential',
      enAfter: true,
      de: 'ausbaufähig',
    },
  ],
};

const deEnding = { m: 'er', f: 'e', n: 'es' } as const;

function typedNoun(adjective: Adjective, type: PropertyTypeRow, lang: Lang): string {
  const noun = type.noun[lang];
  switch (lang) {
    case 'nl':
      return `${adjective.nl[type.grammar.nl === 'de' ? 0 : 1]} ${noun}`;
    case 'fr':
      return `${capitalize(noun)} ${adjective.fr[type.grammar.fr === 'm' ? 0 : 1]}`;
    case 'en':
      return adjective.enAfter ? `${capitalize(noun)} ${adjective.en}` : `${adjective.en} ${noun}`;
    case 'de': {
      // "freistehendes Haus" already carries an adjective: keep it, put ours in front of it.
      const stem = adjective.deFixed ? adjective.de : `${adjective.de}${deEnding[type.grammar.de]}`;
      return `${capitalize(stem)} ${noun}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Title features: one or two per title, each true of the listing.

type Feature = Localized;

function titleFeatures(facts: ListingFacts, random: Random): Feature[] {
  const options: Feature[] = [];
  const { bedrooms, gardenArea, orientation, terraceArea, garages } = facts;
  if (facts.seaView)
    options.push(
      { nl: 'met zeezicht', fr: 'avec vue sur mer', en: 'with sea view', de: 'mit Meerblick' },
      { nl: 'met zeezicht', fr: 'avec vue sur mer', en: 'with sea view', de: 'mit Meerblick' },
    );
  if (gardenArea && orientation === 'south')
    options.push({
      nl: 'met zuidgerichte tuin',
      fr: 'avec jardin orienté sud',
      en: 'with south-facing garden',
      de: 'mit Südgarten',
    });
  if (gardenArea && gardenArea > 400)
    options.push({ nl: 'met ruime tuin', fr: 'avec grand jardin', en: 'with large garden', de: 'mit großem Garten' });
  if (gardenArea && (orientation === 'south_west' || orientation === 'west'))
    options.push({
      nl: 'met zonnige tuin',
      fr: 'avec jardin ensoleillé',
      en: 'with sunny garden',
      de: 'mit sonnigem Garten',
    });
  if (gardenArea && gardenArea <= 400)
    options.push({ nl: 'met tuin', fr: 'avec jardin', en: 'with garden', de: 'mit Garten' });
  if (terraceArea && terraceArea >= 15)
    options.push({
      nl: 'met ruim terras',
      fr: 'avec grande terrasse',
      en: 'with large terrace',
      de: 'mit großer Terrasse',
    });
  else if (terraceArea) options.push({ nl: 'met terras', fr: 'avec terrasse', en: 'with terrace', de: 'mit Terrasse' });
  if (bedrooms >= 2)
    options.push({
      nl: `met ${bedrooms} slaapkamers`,
      fr: `avec ${bedrooms} chambres`,
      en: `with ${bedrooms} bedrooms`,
      de: `mit ${bedrooms} Schlafzimmern`,
    });
  if (bedrooms === 1)
    options.push({ nl: 'met 1 slaapkamer', fr: 'avec 1 chambre', en: 'with 1 bedroom', de: 'mit 1 Schlafzimmer' });
  if (garages > 0) options.push({ nl: 'met garage', fr: 'avec garage', en: 'with garage', de: 'mit Garage' });
  if (facts.nearStation)
    options.push({
      nl: 'vlak bij het station',
      fr: 'à deux pas de la gare',
      en: 'close to the station',
      de: 'in Bahnhofsnähe',
    });
  if (facts.quiet)
    options.push({
      nl: 'in een rustige straat',
      fr: 'dans une rue calme',
      en: 'on a quiet street',
      de: 'in ruhiger Lage',
    });
  options.push({
    nl: `in ${facts.neighbourhood.nl}`,
    fr: `dans le quartier ${facts.neighbourhood.fr}`,
    en: `in ${facts.neighbourhood.en}`,
    de: `im Viertel ${facts.neighbourhood.de}`,
  });
  if (facts.type.family === 'apartment' && facts.lift && facts.floor && facts.floor >= 3)
    options.push({
      nl: 'met lift en open zicht',
      fr: 'avec ascenseur et vue dégagée',
      en: 'with lift and open views',
      de: 'mit Aufzug und Fernblick',
    });
  const picked = random.sample(options, random.chance(0.3) ? 2 : 1);
  return picked;
}

const and: Record<Lang, string> = { nl: 'en', fr: 'et', en: 'and', de: 'und' };

const withPreposition: Record<Lang, RegExp> = { nl: /^met /, fr: /^avec /, en: /^with /, de: /^mit / };

/**
 * Two title features as one phrase: "met tuin en garage" (the second "met" dropped), "met tuin
 * in Berchem" (a place follows what the listing has, without "en"); of two places, the first
 * alone ("in een rustige straat en in Berchem" reads as two addresses).
 */
function joinFeatures(features: Feature[], lang: Lang): string {
  if (features.length < 2) return features[0]?.[lang] ?? '';
  const has = (feature: Feature) => withPreposition[lang].test(feature[lang]);
  // What the listing has first, a pair ("lift and open views") after a single thing, places last.
  const rank = (feature: Feature) => (!has(feature) ? 2 : feature[lang].includes(` ${and[lang]} `) ? 1 : 0);
  const [first, second] = [...features].sort((a, b) => rank(a) - rank(b)) as [Feature, Feature];
  if (has(first) && has(second)) {
    const rest = second[lang].replace(withPreposition[lang], '');
    // "met terras, lift en open zicht", not "met terras en lift en open zicht".
    return `${first[lang]}${rest.includes(` ${and[lang]} `) ? ',' : ` ${and[lang]}`} ${rest}`;
  }
  return has(first) ? `${first[lang]} ${second[lang]}` : first[lang];
}

function residentialTitle(facts: ListingFacts, random: Random): Localized {
  const adjective = random.pick(adjectives[facts.condition]);
  const features = titleFeatures(facts, random);
  const title = {} as Localized;
  for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
    title[lang] = `${typedNoun(adjective, facts.type, lang)} ${joinFeatures(features, lang)}`.trim();
  }
  return title;
}

function otherTitle(facts: ListingFacts, random: Random): Localized {
  const { type } = facts;
  const area = facts.type.family === 'land' ? (facts.plotArea ?? 0) : (facts.livingArea ?? 0);
  const place = random.pick<Localized>([
    { nl: 'in het centrum', fr: 'en plein centre', en: 'in the town centre', de: 'im Zentrum' },
    { nl: 'op een zichtlocatie', fr: 'avec belle visibilité', en: 'in a high-visibility location', de: 'in Sichtlage' },
    { nl: 'vlot bereikbaar', fr: 'facilement accessible', en: 'with easy access', de: 'mit guter Anbindung' },
    {
      nl: `in ${facts.neighbourhood.nl}`,
      fr: `dans le quartier ${facts.neighbourhood.fr}`,
      en: `in ${facts.neighbourhood.en}`,
      de: `im Viertel ${facts.neighbourhood.de}`,
    },
  ]);
  if (type.family === 'land') {
    const landPlace = random.pick<Localized>([
      {
        nl: 'in een residentiële wijk',
        fr: 'dans un quartier résidentiel',
        en: 'in a residential area',
        de: 'in Wohngebiet',
      },
      {
        nl: 'in een rustige verkaveling',
        fr: 'dans un lotissement calme',
        en: 'in a quiet development',
        de: 'in ruhiger Siedlung',
      },
      {
        nl: 'met vrije keuze van bouwer',
        fr: 'libre de constructeur',
        en: 'free choice of builder',
        de: 'frei von Bauträgerbindung',
      },
    ]);
    return {
      nl: `${capitalize(type.noun.nl)} van ${num('nl', area)} m² ${landPlace.nl}`,
      fr: `${capitalize(type.noun.fr)} de ${num('fr', area)} m² ${landPlace.fr}`,
      en: `${num('en', area)} m² ${type.noun.en} ${landPlace.en}`,
      de: `${type.noun.de} mit ${num('de', area)} m² ${landPlace.de}`,
    };
  }
  const adjective = random.pick<Adjective>([
    { nl: ['Goed gelegen', 'Goed gelegen'], fr: ['bien situé', 'bien située'], en: 'Well-located', de: 'gut gelegen' },
    { nl: ['Moderne', 'Modern'], fr: ['moderne', 'moderne'], en: 'Modern', de: 'modern' },
    { nl: ['Polyvalente', 'Polyvalent'], fr: ['polyvalent', 'polyvalente'], en: 'Versatile', de: 'vielseitig' },
    { nl: ['Ruime', 'Ruim'], fr: ['spacieux', 'spacieuse'], en: 'Spacious', de: 'großzügig' },
  ]);
  const title = {} as Localized;
  const size: Localized = {
    nl: `van ${num('nl', area)} m²`,
    fr: `de ${num('fr', area)} m²`,
    en: `of ${num('en', area)} m²`,
    de: `mit ${num('de', area)} m²`,
  };
  for (const lang of ['nl', 'fr', 'en', 'de'] as const)
    title[lang] = `${typedNoun(adjective, type, lang)} ${size[lang]} ${place[lang]}`;
  return title;
}

// ---------------------------------------------------------------------------------------------
// Shared vocabulary

const heatingNames: Record<string, Localized> = {
  gas: {
    nl: 'Condensatieketel op aardgas',
    fr: 'Chaudière à condensation au gaz',
    en: 'Gas condensing boiler',
    de: 'Gas-Brennwertkessel',
  },
  fuel_oil: {
    nl: 'Centrale verwarming op stookolie',
    fr: 'Chauffage central au mazout',
    en: 'Oil-fired central heating',
    de: 'Ölzentralheizung',
  },
  electric: { nl: 'Elektrische verwarming', fr: 'Chauffage électrique', en: 'Electric heating', de: 'Elektroheizung' },
  heat_pump: {
    nl: 'Lucht-waterwarmtepomp met vloerverwarming',
    fr: 'Pompe à chaleur air-eau avec chauffage par le sol',
    en: 'Air-to-water heat pump with underfloor heating',
    de: 'Luft-Wasser-Wärmepumpe mit Fußbodenheizung',
  },
  district: {
    nl: 'Collectieve verwarming met individuele meters',
    fr: 'Chauffage collectif avec compteurs individuels',
    en: 'Communal heating with individual meters',
    de: 'Zentralheizung mit Einzelzählern',
  },
  wood: {
    nl: 'Pelletkachel en centrale verwarming',
    fr: 'Poêle à pellets et chauffage central',
    en: 'Pellet stove and central heating',
    de: 'Pelletofen und Zentralheizung',
  },
};

const kitchenNames: Record<string, Localized> = {
  kitchenette: { nl: 'een kitchenette', fr: 'une kitchenette', en: 'a kitchenette', de: 'eine Kochnische' },
  equipped: { nl: 'een ingerichte keuken', fr: 'une cuisine équipée', en: 'a fitted kitchen', de: 'eine Einbauküche' },
  fully_equipped: {
    nl: 'een volledig ingerichte keuken met inbouwtoestellen',
    fr: 'une cuisine entièrement équipée avec électroménagers encastrés',
    en: 'a fully fitted kitchen with built-in appliances',
    de: 'eine voll ausgestattete Küche mit Einbaugeräten',
  },
  american: {
    nl: 'een open keuken met eiland',
    fr: 'une cuisine ouverte avec îlot',
    en: 'an open-plan kitchen with island',
    de: 'eine offene Küche mit Kochinsel',
  },
};

const orientationNames: Record<Orientation, Localized> = {
  south: { nl: 'het zuiden', fr: 'le sud', en: 'the south', de: 'Süden' },
  south_west: { nl: 'het zuidwesten', fr: 'le sud-ouest', en: 'the south-west', de: 'Südwesten' },
  west: { nl: 'het westen', fr: "l'ouest", en: 'the west', de: 'Westen' },
  east: { nl: 'het oosten', fr: "l'est", en: 'the east', de: 'Osten' },
  north: { nl: 'het noorden', fr: 'le nord', en: 'the north', de: 'Norden' },
};

function availabilityText(facts: ListingFacts, lang: Lang): string {
  const when = facts.availableFrom ? date(lang, facts.availableFrom) : '';
  const texts: Record<Availability, Localized> = {
    immediately: {
      nl: 'Onmiddellijk beschikbaar',
      fr: 'Libre immédiatement',
      en: 'Available immediately',
      de: 'Sofort verfügbar',
    },
    deed: {
      nl: 'Vrij bij akte',
      fr: "Libre à l'acte",
      en: 'Vacant on signing of the deed',
      de: 'Frei bei Beurkundung',
    },
    date: {
      nl: `Beschikbaar vanaf ${when}`,
      fr: `Disponible à partir du ${when}`,
      en: `Available from ${when}`,
      de: `Verfügbar ab ${when}`,
    },
    tenant: {
      nl: 'Mits inachtneming van de huurders',
      fr: 'Moyennant respect du bail en cours',
      en: 'Subject to the current lease',
      de: 'Unter Beachtung des laufenden Mietvertrags',
    },
    agreement: {
      nl: 'In overleg met de eigenaar',
      fr: 'À convenir avec le propriétaire',
      en: 'By agreement with the owner',
      de: 'Nach Vereinbarung mit dem Eigentümer',
    },
  };
  return texts[facts.availability][lang];
}

// ---------------------------------------------------------------------------------------------
// Descriptions, one builder per language: four or five paragraphs in markdown.

const frenchStreetTypes = /^(Rue|Avenue|Chaussée|Place|Boulevard|Quai|Route|Grand-Rue|Drève|Porte)\b/;

/** "rue de Fer", "avenue Louise"; Dutch names read "dans la Meir" in Belgian French. */
function frenchStreet(street: string): string {
  return frenchStreetTypes.test(street) ? street.charAt(0).toLowerCase() + street.slice(1) : `dans la ${street}`;
}

function placeName(facts: ListingFacts, lang: Lang): string {
  return facts.district ? `${facts.district[lang]} (${facts.city[lang]})` : facts.city[lang];
}

function describeNl(f: ListingFacts, r: Random): string {
  const noun = f.type.noun.nl;
  const de = f.type.grammar.nl === 'de' ? 'Deze' : 'Dit';
  const where = placeName(f, 'nl');
  const paragraphs: string[] = [];
  if (f.type.family === 'house' || f.type.family === 'apartment') {
    paragraphs.push(
      r.pick([
        `${de} ${f.condition === 'new' ? 'recente ' : ''}${noun} ligt ${f.quiet ? 'in een rustige straat' : 'aan de ' + f.street} in ${f.neighbourhood.nl}, ${where}. Winkels, scholen en openbaar vervoer liggen op wandelafstand${f.nearStation ? ' en het station bereik je in enkele minuten' : ''}.`,
        `In het gegeerde ${f.neighbourhood.nl} in ${where} vind je ${de.toLowerCase()} ${noun} met ${num('nl', f.livingArea ?? 0)} m² bewoonbare oppervlakte. De ligging combineert rust met een vlotte bereikbaarheid van het centrum en de invalswegen.`,
        `${capitalize(noun)} met karakter in ${where}, op een boogscheut van ${f.neighbourhood.nl}. ${f.constructionYear ? `Het gebouw dateert van ${f.constructionYear}` : 'Het gebouw is goed onderhouden'}${f.renovationYear ? ` en werd in ${f.renovationYear} grondig gerenoveerd` : ''}.`,
      ]),
    );
    const rooms: string[] = [];
    rooms.push(
      f.type.family === 'apartment' && f.floor !== null
        ? `Het appartement ligt op de ${f.floor === 0 ? 'gelijkvloerse verdieping' : `${f.floor}e verdieping`}${f.lift ? ' van een residentie met lift' : ''}.`
        : `De woning telt ${f.bedrooms} slaapkamer${f.bedrooms === 1 ? '' : 's'} en ${f.bathrooms} badkamer${f.bathrooms === 1 ? '' : 's'}.`,
    );
    rooms.push(
      `De lichtrijke leefruimte ${f.kitchen && kitchenNames[f.kitchen] ? `sluit aan op ${kitchenNames[f.kitchen]!.nl}` : 'biedt ruimte voor een zit- en eethoek'}.`,
    );
    if (f.type.family === 'apartment')
      rooms.push(
        `Er ${f.bedrooms === 1 ? 'is 1 slaapkamer' : `zijn ${f.bedrooms} slaapkamers`} en ${f.bathrooms === 1 ? 'een moderne badkamer' : `${f.bathrooms} badkamers`}.`,
      );
    if (f.cellar) rooms.push('Een kelder biedt extra bergruimte.');
    if (f.attic) rooms.push('Op de zolder is ruimte voor een extra hobby- of bureauruimte.');
    paragraphs.push(rooms.join(' '));
    const outside: string[] = [];
    if (f.gardenArea && f.orientation)
      outside.push(
        `De ${f.gardenArea > 400 ? 'ruime ' : ''}tuin van ongeveer ${num('nl', f.gardenArea)} m² is gericht naar ${orientationNames[f.orientation].nl}.`,
      );
    if (f.terraceArea)
      outside.push(
        `${f.type.family === 'apartment' ? 'Het terras' : 'Een terras'} van ${num('nl', f.terraceArea)} m² nodigt uit om buiten te eten${f.seaView ? ', met een prachtig zicht op zee' : ''}.`,
      );
    if (f.garages > 0)
      outside.push(f.garages === 1 ? 'Een garage maakt het geheel af.' : `Er zijn ${f.garages} garages.`);
    if (outside.length > 0) paragraphs.push(outside.join(' '));
  } else {
    paragraphs.push(
      f.type.family === 'land'
        ? `${capitalize(noun)} van ${num('nl', f.plotArea ?? 0)} m² in ${where}, ${f.quiet ? 'in een rustige omgeving' : `langs de ${f.street}`}. De grond is ${f.type.key === 'farmland' ? 'in landbouwgebied gelegen en vrij van pacht' : 'gelegen in woongebied en klaar om te bebouwen'}.`
        : `${capitalize(noun)} van ${num('nl', f.livingArea ?? 0)} m² aan de ${f.street} in ${where}. De ligging in ${f.neighbourhood.nl} zorgt voor goede zichtbaarheid en bereikbaarheid.`,
    );
    if (f.type.family !== 'land')
      paragraphs.push(
        r.pick([
          'Het pand beschikt over een flexibele indeling, sanitair, een kitchenette en voldoende parkeergelegenheid in de buurt.',
          'De ruimte is instapklaar: verlichting, klimaatregeling en datakabels zijn aanwezig, de indeling is eenvoudig aan te passen.',
          'Het gebouw werd recent opgefrist en is meteen bruikbaar voor uiteenlopende activiteiten.',
        ]),
      );
  }
  const energy: string[] = [];
  if (f.energyLabel) energy.push(`Het EPC-label is ${f.energyLabel}.`);
  if (f.heating && heatingNames[f.heating]) energy.push(`Verwarming: ${heatingNames[f.heating]!.nl.toLowerCase()}.`);
  if (f.glazing === 'triple') energy.push('Overal driedubbele beglazing.');
  else if (f.glazing === 'double') energy.push('Dubbele beglazing.');
  if (f.condition === 'to_renovate')
    energy.push(
      'Met een renovatie (isolatie, ramen, verwarming) maak je van dit pand een comfortabele woning; wij geven je graag een indicatie van de kosten.',
    );
  if (energy.length > 0) paragraphs.push(energy.join(' '));
  paragraphs.push(
    f.goal === 0
      ? r.pick([
          `${availabilityText(f, 'nl')}. Interesse? Neem contact op met ons kantoor voor een bezoek of bijkomende informatie.`,
          `${availabilityText(f, 'nl')}. Vraag de volledige dossierinformatie (EPC, keuringen, stedenbouwkundige gegevens) op of plan meteen een bezoek.`,
        ])
      : r.pick([
          `${availabilityText(f, 'nl')}. Huurwaarborg: drie maanden huur. Boek online een bezichtiging.`,
          `${availabilityText(f, 'nl')}. ${f.furnished ? 'Het pand wordt gemeubeld verhuurd. ' : ''}Kandidaat-huurders kunnen een afspraak maken via de website.`,
        ]),
  );
  return paragraphs.join('\n\n');
}

function describeFr(f: ListingFacts, r: Random): string {
  const noun = f.type.noun.fr;
  const fem = f.type.grammar.fr === 'f';
  const ce = fem ? 'Cette' : /^[aeiouéh]/i.test(noun) ? 'Cet' : 'Ce';
  const where = placeName(f, 'fr');
  const paragraphs: string[] = [];
  if (f.type.family === 'house' || f.type.family === 'apartment') {
    paragraphs.push(
      r.pick([
        `${ce} ${noun}${f.condition === 'new' ? (fem ? ' récente' : ' récent') : ''} est ${fem ? 'située' : 'situé'} ${f.quiet ? 'dans une rue calme' : frenchStreet(f.street)}, dans le quartier ${f.neighbourhood.fr}, à ${where}. Commerces, écoles et transports en commun sont accessibles à pied${f.nearStation ? ', et la gare est à quelques minutes' : ''}.`,
        `Au cœur du quartier recherché ${f.neighbourhood.fr}, à ${where}, nous vous proposons ${fem ? 'cette' : ce.toLowerCase()} ${noun} offrant ${num('fr', f.livingArea ?? 0)} m² habitables. L'emplacement allie calme et accès rapide au centre et aux grands axes.`,
        `${capitalize(noun)} de caractère à ${where}, à deux pas de ${f.neighbourhood.fr}. ${f.constructionYear ? `Le bâtiment date de ${f.constructionYear}` : 'Le bâtiment est bien entretenu'}${f.renovationYear ? ` et a été entièrement rénové en ${f.renovationYear}` : ''}.`,
      ]),
    );
    const rooms: string[] = [];
    rooms.push(
      f.type.family === 'apartment' && f.floor !== null
        ? `L'appartement se trouve ${f.floor === 0 ? 'au rez-de-chaussée' : `au ${f.floor === 1 ? '1er' : `${f.floor}e`} étage`}${f.lift ? " d'une résidence avec ascenseur" : ''}.`
        : `La maison compte ${f.bedrooms} chambre${f.bedrooms === 1 ? '' : 's'} et ${f.bathrooms} salle${f.bathrooms === 1 ? '' : 's'} de bains.`,
    );
    rooms.push(
      `Le séjour lumineux ${f.kitchen && kitchenNames[f.kitchen] ? `s'ouvre sur ${kitchenNames[f.kitchen]!.fr}` : 'accueille un salon et un coin repas'}.`,
    );
    if (f.type.family === 'apartment')
      rooms.push(
        `${f.bedrooms === 1 ? 'Il offre 1 chambre' : `Il offre ${f.bedrooms} chambres`} et ${f.bathrooms === 1 ? 'une salle de bains moderne' : `${f.bathrooms} salles de bains`}.`,
      );
    if (f.cellar) rooms.push('Une cave offre un rangement supplémentaire.');
    if (f.attic) rooms.push('Le grenier peut accueillir un bureau ou une salle de jeux.');
    paragraphs.push(rooms.join(' '));
    const outside: string[] = [];
    if (f.gardenArea && f.orientation)
      outside.push(
        `Le ${f.gardenArea > 400 ? 'grand ' : ''}jardin d'environ ${num('fr', f.gardenArea)} m² est orienté vers ${orientationNames[f.orientation].fr}.`,
      );
    if (f.terraceArea)
      outside.push(
        `Une terrasse de ${num('fr', f.terraceArea)} m² invite aux repas en plein air${f.seaView ? ', avec une vue magnifique sur la mer' : ''}.`,
      );
    if (f.garages > 0)
      outside.push(f.garages === 1 ? 'Un garage complète le bien.' : `Le bien dispose de ${f.garages} garages.`);
    if (outside.length > 0) paragraphs.push(outside.join(' '));
  } else {
    paragraphs.push(
      f.type.family === 'land'
        ? `${capitalize(noun)} de ${num('fr', f.plotArea ?? 0)} m² à ${where}, ${f.quiet ? 'dans un environnement calme' : `le long de ${f.street}`}. Le terrain est ${f.type.key === 'farmland' ? 'situé en zone agricole et libre de bail à ferme' : "situé en zone d'habitat et prêt à bâtir"}.`
        : `${capitalize(noun)} de ${num('fr', f.livingArea ?? 0)} m² situé${fem ? 'e' : ''} ${frenchStreet(f.street)} à ${where}. L'emplacement dans le quartier ${f.neighbourhood.fr} garantit visibilité et accessibilité.`,
    );
    if (f.type.family !== 'land')
      paragraphs.push(
        r.pick([
          'Le bien offre un aménagement flexible, des sanitaires, une kitchenette et de nombreuses places de stationnement à proximité.',
          "L'espace est prêt à l'emploi : éclairage, climatisation et câblage informatique sont en place, la disposition est facile à adapter.",
          'Le bâtiment a été récemment rafraîchi et convient immédiatement à des activités variées.',
        ]),
      );
  }
  const energy: string[] = [];
  if (f.energyLabel)
    energy.push(
      `${f.region === 'luxembourg' ? 'Classe de performance énergétique' : 'Certificat PEB'} : ${f.energyLabel}.`,
    );
  if (f.heating && heatingNames[f.heating]) energy.push(`Chauffage : ${heatingNames[f.heating]!.fr.toLowerCase()}.`);
  if (f.glazing === 'triple') energy.push('Triple vitrage partout.');
  else if (f.glazing === 'double') energy.push('Double vitrage.');
  if (f.condition === 'to_renovate')
    energy.push(
      'Une rénovation (isolation, châssis, chauffage) en fera un logement confortable ; nous vous donnons volontiers une estimation des coûts.',
    );
  if (energy.length > 0) paragraphs.push(energy.join(' '));
  paragraphs.push(
    f.goal === 0
      ? r.pick([
          `${availabilityText(f, 'fr')}. Intéressé ? Contactez notre agence pour une visite ou des informations complémentaires.`,
          `${availabilityText(f, 'fr')}. Demandez le dossier complet (PEB, contrôles, renseignements urbanistiques) ou planifiez directement une visite.`,
        ])
      : r.pick([
          `${availabilityText(f, 'fr')}. Garantie locative : trois mois de loyer. Réservez une visite en ligne.`,
          `${availabilityText(f, 'fr')}. ${f.furnished ? 'Le bien est loué meublé. ' : ''}Les candidats locataires peuvent prendre rendez-vous via le site.`,
        ]),
  );
  return paragraphs.join('\n\n');
}

function describeEn(f: ListingFacts, r: Random): string {
  const noun = f.type.noun.en;
  const where = placeName(f, 'en');
  const paragraphs: string[] = [];
  if (f.type.family === 'house' || f.type.family === 'apartment') {
    paragraphs.push(
      r.pick([
        `This ${f.condition === 'new' ? 'recently built ' : ''}${noun} is located ${f.quiet ? 'on a quiet street' : `on ${f.street}`} in ${f.neighbourhood.en}, ${where}. Shops, schools and public transport are within walking distance${f.nearStation ? ', and the station is only a few minutes away' : ''}.`,
        `In the sought-after ${f.neighbourhood.en} area of ${where}, this ${noun} offers ${num('en', f.livingArea ?? 0)} m² of living space. The location combines peace and quiet with easy access to the centre and the main roads.`,
        `A ${noun} full of character in ${where}, a stone's throw from ${f.neighbourhood.en}. ${f.constructionYear ? `The building dates from ${f.constructionYear}` : 'The building is well maintained'}${f.renovationYear ? ` and was thoroughly renovated in ${f.renovationYear}` : ''}.`,
      ]),
    );
    const rooms: string[] = [];
    rooms.push(
      f.type.family === 'apartment' && f.floor !== null
        ? `The apartment is on the ${f.floor === 0 ? 'ground floor' : `${ordinalEn(f.floor)} floor`}${f.lift ? ' of a building with a lift' : ''}.`
        : `The house has ${f.bedrooms} bedroom${f.bedrooms === 1 ? '' : 's'} and ${f.bathrooms} bathroom${f.bathrooms === 1 ? '' : 's'}.`,
    );
    rooms.push(
      `The bright living area ${f.kitchen && kitchenNames[f.kitchen] ? `opens onto ${kitchenNames[f.kitchen]!.en}` : 'has room for a sitting and dining area'}.`,
    );
    if (f.type.family === 'apartment')
      rooms.push(
        `There ${f.bedrooms === 1 ? 'is 1 bedroom' : `are ${f.bedrooms} bedrooms`} and ${f.bathrooms === 1 ? 'a modern bathroom' : `${f.bathrooms} bathrooms`}.`,
      );
    if (f.cellar) rooms.push('A cellar provides extra storage.');
    if (f.attic) rooms.push('The attic could become a study or playroom.');
    paragraphs.push(rooms.join(' '));
    const outside: string[] = [];
    if (f.gardenArea && f.orientation)
      outside.push(
        `The ${f.gardenArea > 400 ? 'generous ' : ''}garden of about ${num('en', f.gardenArea)} m² faces ${orientationNames[f.orientation].en}.`,
      );
    if (f.terraceArea)
      outside.push(
        `A ${num('en', f.terraceArea)} m² terrace is perfect for dining outdoors${f.seaView ? ', with a splendid view of the sea' : ''}.`,
      );
    if (f.garages > 0)
      outside.push(f.garages === 1 ? 'A garage completes the property.' : `There are ${f.garages} garages.`);
    if (outside.length > 0) paragraphs.push(outside.join(' '));
  } else {
    paragraphs.push(
      f.type.family === 'land'
        ? `${capitalize(noun)} of ${num('en', f.plotArea ?? 0)} m² in ${where}, ${f.quiet ? 'in quiet surroundings' : `along ${f.street}`}. The plot is ${f.type.key === 'farmland' ? 'in an agricultural zone and free of any farm lease' : 'in a residential zone and ready to build on'}.`
        : `${capitalize(noun)} of ${num('en', f.livingArea ?? 0)} m² on ${f.street} in ${where}. Its location in ${f.neighbourhood.en} ensures good visibility and access.`,
    );
    if (f.type.family !== 'land')
      paragraphs.push(
        r.pick([
          'The premises offer a flexible layout, toilets, a kitchenette and plenty of parking nearby.',
          'The space is ready to use: lighting, air conditioning and data cabling are in place, and the layout is easy to adapt.',
          'The building was recently refreshed and suits a wide range of activities straight away.',
        ]),
      );
  }
  const energy: string[] = [];
  if (f.energyLabel)
    energy.push(`${f.region === 'luxembourg' ? 'Energy performance class' : 'EPC label'}: ${f.energyLabel}.`);
  if (f.heating && heatingNames[f.heating]) energy.push(`Heating: ${heatingNames[f.heating]!.en.toLowerCase()}.`);
  if (f.glazing === 'triple') energy.push('Triple glazing throughout.');
  else if (f.glazing === 'double') energy.push('Double glazing.');
  if (f.condition === 'to_renovate')
    energy.push(
      'A renovation (insulation, windows, heating) will turn it into a comfortable home; we are happy to give you an estimate of the costs.',
    );
  if (energy.length > 0) paragraphs.push(energy.join(' '));
  paragraphs.push(
    f.goal === 0
      ? r.pick([
          `${availabilityText(f, 'en')}. Interested? Contact our office to arrange a viewing or for more information.`,
          `${availabilityText(f, 'en')}. Request the full file (EPC, inspections, planning information) or book a viewing right away.`,
        ])
      : r.pick([
          `${availabilityText(f, 'en')}. Rental deposit: three months' rent. Book a viewing online.`,
          `${availabilityText(f, 'en')}. ${f.furnished ? 'The property is let furnished. ' : ''}Prospective tenants can make an appointment through the website.`,
        ]),
  );
  return paragraphs.join('\n\n');
}

function ordinalEn(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

function summaryOf(f: ListingFacts, lang: Lang): string {
  const city = f.city[lang];
  const area = f.livingArea ?? 0;
  const label = f.energyLabel;
  const noun = f.type.noun[lang];
  if (f.type.family === 'land') {
    const plot = num(lang, f.plotArea ?? 0);
    return {
      nl: `${capitalize(noun)} van ${plot} m² in ${city}, ${f.type.key === 'farmland' ? 'in agrarisch gebied' : 'in woongebied'}.`,
      fr: `${capitalize(noun)} de ${plot} m² à ${city}, ${f.type.key === 'farmland' ? 'en zone agricole' : "en zone d'habitat"}.`,
      en: `${capitalize(noun)} of ${plot} m² in ${city}, ${f.type.key === 'farmland' ? 'in an agricultural zone' : 'in a residential zone'}.`,
      de: `${capitalize(noun)} mit ${plot} m² in ${city}, ${f.type.key === 'farmland' ? 'landwirtschaftliche Zone' : 'Wohngebiet'}.`,
    }[lang];
  }
  if (f.type.family !== 'house' && f.type.family !== 'apartment') {
    return {
      nl: `${capitalize(noun)} van ${num(lang, area)} m² in ${city}${label ? `, EPC ${label}` : ''}.`,
      fr: `${capitalize(noun)} de ${num(lang, area)} m² à ${city}${label ? `, PEB ${label}` : ''}.`,
      en: `${capitalize(noun)} of ${num(lang, area)} m² in ${city}${label ? `, EPC ${label}` : ''}.`,
      de: `${capitalize(noun)} mit ${num(lang, area)} m² in ${city}${label ? `, Energieklasse ${label}` : ''}.`,
    }[lang];
  }
  const outside = {
    nl: f.gardenArea
      ? ` en een tuin van ${num(lang, f.gardenArea)} m²`
      : f.terraceArea
        ? ` en een terras van ${num(lang, f.terraceArea)} m²`
        : '',
    fr: f.gardenArea
      ? ` et un jardin de ${num(lang, f.gardenArea)} m²`
      : f.terraceArea
        ? ` et une terrasse de ${num(lang, f.terraceArea)} m²`
        : '',
    en: f.gardenArea
      ? ` and a ${num(lang, f.gardenArea)} m² garden`
      : f.terraceArea
        ? ` and a ${num(lang, f.terraceArea)} m² terrace`
        : '',
    de: f.gardenArea
      ? ` und ${num(lang, f.gardenArea)} m² Garten`
      : f.terraceArea
        ? ` und ${num(lang, f.terraceArea)} m² Terrasse`
        : '',
  }[lang];
  const beds = f.bedrooms;
  return {
    nl: `${capitalize(noun)} van ${num(lang, area)} m² met ${beds === 0 ? 'open slaapruimte' : `${beds} slaapkamer${beds === 1 ? '' : 's'}`}${outside}, in ${f.neighbourhood.nl} (${city}).${label ? ` EPC ${label}.` : ''}`,
    fr: `${capitalize(noun)} de ${num(lang, area)} m² avec ${beds === 0 ? 'espace nuit ouvert' : `${beds} chambre${beds === 1 ? '' : 's'}`}${outside}, quartier ${f.neighbourhood.fr} (${city}).${label ? ` PEB ${label}.` : ''}`,
    en: `${capitalize(noun)} of ${num(lang, area)} m² with ${beds === 0 ? 'an open sleeping area' : `${beds} bedroom${beds === 1 ? '' : 's'}`}${outside}, in ${f.neighbourhood.en} (${city}).${label ? ` EPC ${label}.` : ''}`,
    de: `${capitalize(noun)} mit ${num(lang, area)} m², ${beds === 0 ? 'offener Schlafbereich' : `${beds} Schlafzimmer${beds === 1 ? '' : 'n'}`}${outside}, im Viertel ${f.neighbourhood.de} (${city}).${label ? ` Energieklasse ${label}.` : ''}`,
  }[lang];
}

/** What a summons or a court decision is about: a part built without a permit. */
const offences: readonly Localized[] = [
  { nl: 'de veranda', fr: 'la véranda', en: 'the conservatory', de: 'der Wintergarten' },
  { nl: 'de tuinberging', fr: "l'abri de jardin", en: 'the garden shed', de: 'der Geräteschuppen' },
  { nl: 'de carport', fr: 'le carport', en: 'the carport', de: 'der Carport' },
];

/**
 * Flemish urban-planning mentions (stedenbouwkundige informatie), required in Flemish listings:
 * the permit and destination, then what the case adds (a summons, a court-ordered restoration or
 * a judicial sale), then the standard "unless stated otherwise" for the other mentions.
 */
function planningOf(lang: Lang, destinationName: Localized, planningCase: PlanningCase, offence: Localized): string {
  const permit = {
    nl: `Stedenbouwkundige vergunning: ja. Bestemming: ${destinationName.nl}.`,
    fr: `Permis d'urbanisme : oui. Affectation : ${destinationName.fr}.`,
    en: `Planning permission: yes. Zoning: ${destinationName.en}.`,
    de: `Baugenehmigung: ja. Zweckbestimmung: ${destinationName.de}.`,
  }[lang];
  const situation: Record<PlanningCase, Localized> = {
    clear: {
      nl: 'Geen dagvaarding uitgebracht, geen rechterlijke herstelmaatregel, geen voorkooprecht en geen verkavelingsvergunning, tenzij anders vermeld.',
      fr: 'Pas de citation, pas de mesure de réparation judiciaire, pas de droit de préemption ni de permis de lotir, sauf mention contraire.',
      en: 'No summons issued, no court-ordered remedial measure, no pre-emption right and no allotment permit unless stated otherwise.',
      de: 'Keine Vorladung, keine gerichtliche Wiederherstellungsmaßnahme, kein Vorkaufsrecht und keine Parzellierungsgenehmigung, sofern nicht anders angegeben.',
    },
    summons: {
      nl: `Er werd een dagvaarding uitgebracht wegens een stedenbouwkundig misdrijf: ${offence.nl} werd zonder vergunning gebouwd. De procedure loopt; wij lichten kandidaat-kopers in over de stand ervan. Geen rechterlijke herstelmaatregel, geen voorkooprecht en geen verkavelingsvergunning, tenzij anders vermeld.`,
      fr: `Une citation a été signifiée pour une infraction urbanistique : ${offence.fr} a été construit${offence.fr.startsWith('la ') ? 'e' : ''} sans permis. La procédure est en cours ; nous informons les candidats acquéreurs de son état. Pas de mesure de réparation judiciaire, pas de droit de préemption ni de permis de lotir, sauf mention contraire.`,
      en: `A summons has been issued for a planning offence: ${offence.en} was built without a permit. The proceedings are pending; we keep prospective buyers informed of their progress. No court-ordered remedial measure, no pre-emption right and no allotment permit unless stated otherwise.`,
      de: `Wegen eines städtebaulichen Verstoßes wurde eine Vorladung zugestellt: ${capitalize(offence.de)} wurde ohne Genehmigung errichtet. Das Verfahren läuft; wir informieren Kaufinteressenten über den Stand. Keine gerichtliche Wiederherstellungsmaßnahme, kein Vorkaufsrecht und keine Parzellierungsgenehmigung, sofern nicht anders angegeben.`,
    },
    restoration_order: {
      nl: `Na een dagvaarding wegens een stedenbouwkundig misdrijf heeft de rechtbank het herstel in de oorspronkelijke toestand bevolen: ${offence.nl}, gebouwd zonder vergunning, moet worden afgebroken. De verkoper voert dat herstel uit vóór het verlijden van de akte. Geen voorkooprecht en geen verkavelingsvergunning, tenzij anders vermeld.`,
      fr: `À la suite d'une citation pour infraction urbanistique, le tribunal a ordonné la remise en état des lieux : ${offence.fr}, construit${offence.fr.startsWith('la ') ? 'e' : ''} sans permis, doit être démoli${offence.fr.startsWith('la ') ? 'e' : ''}. Le vendeur exécute cette remise en état avant la signature de l'acte. Pas de droit de préemption ni de permis de lotir, sauf mention contraire.`,
      en: `Following a summons for a planning offence, the court has ordered the site to be restored: ${offence.en}, built without a permit, must be demolished. The seller carries out the restoration before the deed is signed. No pre-emption right and no allotment permit unless stated otherwise.`,
      de: `Nach einer Vorladung wegen eines städtebaulichen Verstoßes hat das Gericht die Wiederherstellung des ursprünglichen Zustands angeordnet: ${capitalize(offence.de)}, ohne Genehmigung errichtet, muss abgerissen werden. Der Verkäufer führt die Wiederherstellung vor der Unterzeichnung der Urkunde durch. Kein Vorkaufsrecht und keine Parzellierungsgenehmigung, sofern nicht anders angegeben.`,
    },
    judicial_sale: {
      nl: 'Gerechtelijke verkoop: de rechtbank van eerste aanleg heeft de verkoop bevolen; die verloopt via de aangestelde notaris, volgens de voorwaarden van het lastenkohier. Geen dagvaarding uitgebracht, geen voorkooprecht en geen verkavelingsvergunning, tenzij anders vermeld.',
      fr: "Vente judiciaire : le tribunal de première instance a ordonné la vente, qui se déroule par l'intermédiaire du notaire désigné, aux conditions du cahier des charges. Pas de citation, pas de droit de préemption ni de permis de lotir, sauf mention contraire.",
      en: 'Judicial sale: the court of first instance has ordered the sale, which is handled by the notary it appointed, on the terms of the conditions of sale. No summons issued, no pre-emption right and no allotment permit unless stated otherwise.',
      de: 'Gerichtlicher Verkauf: Das Gericht erster Instanz hat den Verkauf angeordnet; er erfolgt über den bestellten Notar zu den Bedingungen des Lastenhefts. Keine Vorladung, kein Vorkaufsrecht und keine Parzellierungsgenehmigung, sofern nicht anders angegeben.',
    },
  };
  const more = {
    nl: 'Meer informatie op aanvraag.',
    fr: "Plus d'informations sur demande.",
    en: 'More information on request.',
    de: 'Weitere Informationen auf Anfrage.',
  }[lang];
  return `${permit} ${situation[planningCase][lang]} ${more}`;
}

export const destinationNames: Record<string, Localized> = {
  residential_area: { nl: 'woongebied', fr: "zone d'habitat", en: 'residential area', de: 'Wohngebiet' },
  residential_area_rural: {
    nl: 'woongebied met landelijk karakter',
    fr: "zone d'habitat à caractère rural",
    en: 'rural residential area',
    de: 'Wohngebiet mit ländlichem Charakter',
  },
  residential_expansion_area: {
    nl: 'woonuitbreidingsgebied',
    fr: "zone d'extension d'habitat",
    en: 'residential expansion area',
    de: 'Wohnerweiterungsgebiet',
  },
  agricultural: { nl: 'agrarisch gebied', fr: 'zone agricole', en: 'agricultural area', de: 'Agrargebiet' },
  industrial: { nl: 'industriegebied', fr: "zone d'activité économique", en: 'industrial area', de: 'Industriegebiet' },
  mixed: { nl: 'gemengd woongebied', fr: 'zone mixte', en: 'mixed-use area', de: 'Mischgebiet' },
};

/**
 * Every text of a listing. German is sparse: every listing has a German title and planning
 * mentions, about half a German summary (`germanWritten`), none a German description. What German
 * lacks is left empty, and the site shows the English text with a notice (never English words
 * stored as German).
 */
export function listingTexts(
  facts: ListingFacts,
  random: Random,
  options: { germanWritten: boolean; destination: string | null; planningCase?: PlanningCase },
): Localized<ListingTexts> {
  const title =
    facts.type.family === 'house' || facts.type.family === 'apartment'
      ? residentialTitle(facts, random)
      : otherTitle(facts, random);
  const descriptions: Record<'nl' | 'fr' | 'en', string> = {
    nl: describeNl(facts, random),
    fr: describeFr(facts, random),
    en: describeEn(facts, random),
  };
  const offence = random.pick(offences);
  const out = {} as Localized<ListingTexts>;
  for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
    const written = lang !== 'de' || options.germanWritten;
    out[lang] = {
      title: title[lang],
      summary: written ? summaryOf(facts, lang) : null,
      description: lang === 'de' ? null : descriptions[lang],
      availabilityText: availabilityText(facts, lang),
      heatingName: facts.heating && heatingNames[facts.heating] ? heatingNames[facts.heating]![lang] : null,
      planningInformation:
        facts.region === 'flanders' && options.destination && destinationNames[options.destination]
          ? planningOf(lang, destinationNames[options.destination]!, options.planningCase ?? 'clear', offence)
          : null,
    };
  }
  return out;
}

export const marqueeNames: Record<string, Localized> = {
  new: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  under_option: { nl: 'Onder optie', fr: 'Sous option', en: 'Under option', de: 'Reserviert' },
  sold: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
  rented: { nl: 'Verhuurd', fr: 'Loué', en: 'Let', de: 'Vermietet' },
  price_reduced: { nl: 'Prijsdaling', fr: 'Prix revu', en: 'Price reduced', de: 'Preis gesenkt' },
  open_house: { nl: 'Opendeurdag', fr: 'Portes ouvertes', en: 'Open house', de: 'Tag der offenen Tür' },
};

export const priceUnitTexts = {
  startingFrom: { nl: 'Vanaf', fr: 'À partir de', en: 'Starting from', de: 'Ab' },
  perMonth: { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' },
} as const satisfies Record<string, Localized>;

export { euro as formatEuro };
