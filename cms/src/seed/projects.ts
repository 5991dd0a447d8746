import { slugify } from '@vitrine/domain';
import { seedLocales, type Localized } from './locales';
import { cities, countries, regionOfCity, salePricePerM2, type SeedRegion } from './places';
import type { PhotoKey } from './photo-scenes';
import type { Random } from './random';

interface ProjectRow {
  name: string;
  city: string;
  street: string;
  kind: 'apartments' | 'houses' | 'mixed';
  units: number;
  status: 'upcoming' | 'selling' | 'sold_out';
  /** Delivery as year and season (0 spring … 3 winter). */
  delivery: [year: number, season: 0 | 1 | 2 | 3];
  agent: number;
  priceOnRequest?: boolean;
}

/** New-build developments; two are sold out, one is not yet on sale. */
const projectRows: readonly ProjectRow[] = [
  {
    name: 'Residentie Scheldezicht',
    city: 'antwerpen',
    street: 'Kattendijkdok-Westkaai',
    kind: 'apartments',
    units: 18,
    status: 'selling',
    delivery: [2027, 3],
    agent: 0,
  },
  {
    name: 'Hof ter Leie',
    city: 'gent',
    street: 'Coupure Links',
    kind: 'apartments',
    units: 14,
    status: 'selling',
    delivery: [2027, 1],
    agent: 1,
  },
  {
    name: 'Les Jardins de Jambes',
    city: 'namur',
    street: 'Avenue de la Plante',
    kind: 'mixed',
    units: 16,
    status: 'selling',
    delivery: [2028, 0],
    agent: 3,
  },
  {
    name: 'Zilverberk',
    city: 'leuven',
    street: 'Geldenaaksebaan',
    kind: 'houses',
    units: 8,
    status: 'sold_out',
    delivery: [2026, 3],
    agent: 0,
  },
  {
    name: 'Le Carré Flagey',
    city: 'ixelles',
    street: 'Rue de la Brasserie',
    kind: 'apartments',
    units: 12,
    status: 'selling',
    delivery: [2027, 2],
    agent: 2,
  },
  {
    name: 'Duinenhof',
    city: 'knokke-heist',
    street: 'Dumortierlaan',
    kind: 'apartments',
    units: 10,
    status: 'selling',
    delivery: [2028, 1],
    agent: 1,
    priceOnRequest: true,
  },
  {
    name: 'Quartier Guillemins',
    city: 'liege',
    street: 'Rue des Guillemins',
    kind: 'apartments',
    units: 20,
    status: 'selling',
    delivery: [2027, 3],
    agent: 3,
  },
  {
    name: 'Kapermolen Park',
    city: 'hasselt',
    street: 'Kuringersteenweg',
    kind: 'mixed',
    units: 15,
    status: 'selling',
    delivery: [2027, 0],
    agent: 0,
  },
  {
    name: 'Clos des Tilleuls',
    city: 'waterloo',
    street: 'Drève Richelle',
    kind: 'houses',
    units: 6,
    status: 'sold_out',
    delivery: [2026, 2],
    agent: 3,
  },
  {
    name: 'Belval Horizon',
    city: 'esch-sur-alzette',
    street: 'Porte de France',
    kind: 'apartments',
    units: 16,
    status: 'selling',
    delivery: [2028, 2],
    agent: 3,
  },
  {
    name: 'Vaartkom Lofts',
    city: 'mechelen',
    street: 'Nekkerspoel',
    kind: 'apartments',
    units: 9,
    status: 'upcoming',
    delivery: [2029, 0],
    agent: 0,
  },
  {
    name: 'Résidence Stockel Village',
    city: 'woluwe-saint-pierre',
    street: 'Rue au Bois',
    kind: 'mixed',
    units: 11,
    status: 'selling',
    delivery: [2027, 1],
    agent: 2,
  },
];

const seasons: Localized<readonly [string, string, string, string]> = {
  nl: ['voorjaar', 'zomer', 'najaar', 'winter'],
  fr: ['printemps', 'été', 'automne', 'hiver'],
  en: ['spring', 'summer', 'autumn', 'winter'],
  de: ['Frühjahr', 'Sommer', 'Herbst', 'Winter'],
};

export interface ProjectSeed {
  shared: Record<string, unknown>;
  localized: Localized<Record<string, unknown>>;
  agent: number;
  photos: PhotoKey[];
}

const typesText = (kind: ProjectRow['kind']): Localized =>
  ({
    apartments: {
      nl: 'Appartementen met 1 tot 3 slaapkamers en penthouses',
      fr: 'Appartements de 1 à 3 chambres et penthouses',
      en: 'Apartments with 1 to 3 bedrooms and penthouses',
      de: 'Wohnungen mit 1 bis 3 Schlafzimmern und Penthäuser',
    },
    houses: {
      nl: 'Energieneutrale woningen met 3 en 4 slaapkamers',
      fr: 'Maisons zéro énergie de 3 et 4 chambres',
      en: 'Energy-neutral houses with 3 and 4 bedrooms',
      de: 'Energieneutrale Häuser mit 3 und 4 Schlafzimmern',
    },
    mixed: {
      nl: 'Appartementen en grondgebonden woningen',
      fr: 'Appartements et maisons unifamiliales',
      en: 'Apartments and single-family houses',
      de: 'Wohnungen und Einfamilienhäuser',
    },
  })[kind];

export function generateProjects(random: Random): ProjectSeed[] {
  return projectRows.map((row, index) => {
    const city = cities.find((candidate) => candidate.key === row.city);
    if (!city) throw new Error(`Unknown city ${row.city}`);
    const region: SeedRegion = regionOfCity(city);
    const country = region === 'luxembourg' ? countries.LU : countries.BE;
    const [zip] = city.zips[0]!;
    const perM2 = salePricePerM2[region] * city.priceLevel * 1.22;
    const units = Array.from({ length: row.units }, (_, i) => {
      const house = row.kind === 'houses' || (row.kind === 'mixed' && i < Math.ceil(row.units / 3));
      const bedrooms = house
        ? random.int(3, 4)
        : random.weighted([
            [1, 3],
            [2, 5],
            [3, 2],
          ] as const);
      const livingArea = house ? random.int(135, 190) : 45 + bedrooms * 25 + random.int(-5, 15);
      const floor = house ? 0 : Math.floor(i / 4);
      const unitStatus =
        row.status === 'sold_out'
          ? 'sold'
          : row.status === 'upcoming'
            ? 'available'
            : random.weighted([
                ['available', 5],
                ['option', 2],
                ['sold', 3],
              ] as const);
      const onRequest = Boolean(row.priceOnRequest) && unitStatus !== 'sold';
      return {
        reference: `${house ? 'W' : 'A'}${String(i + 1).padStart(2, '0')}`,
        name: house ? `Lot ${i + 1}` : `${floor}.${String.fromCharCode(65 + (i % 4))}`,
        floor,
        bedrooms,
        livingArea,
        terraceArea: house ? null : random.int(8, floor >= 4 ? 60 : 22),
        unitStatus,
        price:
          onRequest || unitStatus === 'sold' ? null : random.round(livingArea * perM2 * random.float(0.95, 1.08), 5000),
        priceOnRequest: onRequest,
      };
    });
    const prices = units.map((unit) => unit.price).filter((price): price is number => price !== null);
    const lat = Number((city.lat + random.float(-0.01, 0.01)).toFixed(6));
    const lng = Number((city.lng + random.float(-0.015, 0.015)).toFixed(6));
    const [year, season] = row.delivery;
    const reference = `VP${3001 + index}`;
    const shared = {
      reference,
      projectStatus: row.status,
      deliveryDate: `${year}-${String(season * 3 + 3).padStart(2, '0')}-30`,
      publicAddress: true,
      street: row.street,
      houseNumber: String(random.int(2, 120)),
      zip,
      countryId: country.id,
      region,
      latitude: lat,
      longitude: lng,
      externalUrl: `https://www.${slugify(row.name).replace(/-+/g, '')}.example`,
      priceFrom: prices.length > 0 ? Math.min(...prices) : null,
      priceTo: prices.length > 0 ? Math.max(...prices) : null,
      units,
    };
    const localized = {} as Localized<Record<string, unknown>>;
    for (const locale of seedLocales) {
      const cityName = city.name[locale];
      const when = `${seasons[locale][season]} ${year}`;
      const texts = projectTexts(row, cityName, when, units.length, locale);
      localized[locale] = {
        ...texts,
        // Every other German version is not translated yet: its long texts stay empty and the
        // site shows the English ones, marked as English (the spec's German fallback).
        ...(locale === 'de' && index % 2 === 1 ? { description: null, technical: null, situation: null } : {}),
        slug: slugify(`${row.name} ${city.name[locale]}`).replace(/-+/g, '-'),
        types: typesText(row.kind)[locale],
        city: cityName,
        citySlug: slugify(cityName),
        countryName: country.name[locale],
        seo: {
          metaTitle: `${row.name} – ${cityName}`.slice(0, 70),
          metaDescription: String(texts.summary).slice(0, 200),
        },
      };
    }
    const photos: PhotoKey[] =
      row.kind === 'houses'
        ? ['house-2', 'house-6', 'living-2', 'kitchen-1', 'garden-1']
        : ['apartment-1', 'apartment-4', 'living-3', 'kitchen-2', 'bedroom-2', 'terrace-1'];
    return { shared, localized, agent: row.agent, photos: random.sample(photos, photos.length) };
  });
}

/** "Zomer 2027": the delivery is the value only, the site writes "Oplevering" before it in each language. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function projectTexts(row: ProjectRow, city: string, when: string, unitCount: number, lang: 'nl' | 'fr' | 'en' | 'de') {
  const n = unitCount;
  switch (lang) {
    case 'nl':
      return {
        title: `${row.name} – ${city}`,
        summary: `${n} nieuwbouw${row.kind === 'houses' ? 'woningen' : 'units'} in ${city}, oplevering ${when}.${row.status === 'sold_out' ? ' Volledig verkocht.' : ''}`,
        description: `**${row.name}** is een kleinschalig nieuwbouwproject met ${n} ${row.kind === 'houses' ? 'woningen' : 'wooneenheden'} in ${city}. De architectuur combineert baksteen en hout met grote raampartijen, zodat elke unit veel daglicht krijgt.\n\nAlle units zijn bijna-energieneutraal (EPC-label A), met een warmtepomp, zonnepanelen en ventilatie met warmteterugwinning. Kopers genieten de bescherming van de Wet Breyne.\n\n${row.status === 'sold_out' ? 'Alle units zijn verkocht. Schrijf u in voor onze volgende projecten.' : 'Vraag de prijslijst en de plannen aan of maak een afspraak in ons kantoor.'}`,
        delivery: capitalized(when),
        technical:
          '- Ruwbouw in snelbouwsteen met gevelsteen\n- Buitenschrijnwerk in aluminium met driedubbele beglazing\n- Lucht-waterwarmtepomp met vloerverwarming\n- Ventilatiesysteem D met warmteterugwinning\n- Zonnepanelen op het dak, laadpunt voor elektrische wagens\n- Lift tot in de ondergrondse parking',
        situation: `Het project ligt aan de ${row.street} in ${city}, op wandelafstand van winkels, scholen en openbaar vervoer, en vlot bereikbaar via de invalswegen.`,
      };
    case 'fr':
      return {
        title: `${row.name} – ${city}`,
        summary: `${n} ${row.kind === 'houses' ? 'maisons neuves' : 'logements neufs'} à ${city}, livraison ${when}.${row.status === 'sold_out' ? ' Entièrement vendu.' : ''}`,
        description: `**${row.name}** est un projet neuf à taille humaine de ${n} ${row.kind === 'houses' ? 'maisons' : 'logements'} à ${city}. L’architecture associe brique et bois à de grandes baies vitrées, pour un maximum de lumière naturelle dans chaque unité.\n\nTous les logements sont quasi zéro énergie (PEB A), avec pompe à chaleur, panneaux solaires et ventilation double flux. Les acquéreurs bénéficient de la protection de la loi Breyne.\n\n${row.status === 'sold_out' ? 'Toutes les unités sont vendues. Inscrivez-vous pour être informé de nos prochains projets.' : 'Demandez la liste de prix et les plans ou prenez rendez-vous à notre agence.'}`,
        delivery: capitalized(when),
        technical:
          '- Gros œuvre en blocs avec parement en brique\n- Menuiseries extérieures en aluminium, triple vitrage\n- Pompe à chaleur air-eau et chauffage par le sol\n- Ventilation double flux avec récupération de chaleur\n- Panneaux photovoltaïques, borne de recharge pour voiture électrique\n- Ascenseur jusqu’au parking souterrain',
        situation: `Le projet est situé ${row.street.match(/^(Rue|Avenue|Drève|Porte)/) ? row.street.charAt(0).toLowerCase() + row.street.slice(1) : `dans la ${row.street}`} à ${city}, à distance de marche des commerces, écoles et transports en commun, et facilement accessible par les grands axes.`,
      };
    case 'de':
      return {
        title: `${row.name} – ${city}`,
        summary: `${n} ${row.kind === 'houses' ? 'Neubauhäuser' : 'Neubauwohnungen'} in ${city}, Fertigstellung ${when}.${row.status === 'sold_out' ? ' Ausverkauft.' : ''}`,
        description: `**${row.name}** ist ein überschaubares Neubauprojekt mit ${n} ${row.kind === 'houses' ? 'Häusern' : 'Wohneinheiten'} in ${city}. Die Architektur verbindet Ziegel und Holz mit großen Fensterflächen, sodass jede Einheit viel Tageslicht erhält.\n\nAlle Einheiten sind Niedrigstenergiegebäude (EPC-Label A) mit Wärmepumpe, Solaranlage und Lüftung mit Wärmerückgewinnung. Käufer sind durch das Breyne-Gesetz geschützt.\n\n${row.status === 'sold_out' ? 'Alle Einheiten sind verkauft. Melden Sie sich an, um von unseren nächsten Projekten zu erfahren.' : 'Fordern Sie die Preisliste und die Pläne an oder vereinbaren Sie einen Termin in unserem Büro.'}`,
        delivery: capitalized(when),
        technical:
          '- Rohbau aus Mauersteinen mit Klinkerfassade\n- Aluminiumfenster mit Dreifachverglasung\n- Luft-Wasser-Wärmepumpe mit Fußbodenheizung\n- Kontrollierte Lüftung mit Wärmerückgewinnung\n- Photovoltaikanlage, Ladepunkt für Elektroautos\n- Aufzug bis in die Tiefgarage',
        situation: `Das Projekt in ${city} (${row.street}) liegt nur wenige Gehminuten von Geschäften, Schulen und öffentlichen Verkehrsmitteln entfernt und ist über die Hauptstraßen gut erreichbar.`,
      };
    case 'en':
      return {
        title: `${row.name} – ${city}`,
        summary: `${n} new-build ${row.kind === 'houses' ? 'houses' : 'homes'} in ${city}, completion ${when}.${row.status === 'sold_out' ? ' Sold out.' : ''}`,
        description: `**${row.name}** is a small-scale new-build development of ${n} ${row.kind === 'houses' ? 'houses' : 'homes'} in ${city}. The architecture combines brick and timber with large windows, so every unit enjoys plenty of daylight.\n\nAll homes are nearly zero-energy (EPC label A), with a heat pump, solar panels and heat-recovery ventilation. Buyers are protected by the Breyne Act.\n\n${row.status === 'sold_out' ? 'All units have been sold. Register to hear about our next developments.' : 'Ask for the price list and plans, or book an appointment at our office.'}`,
        delivery: capitalized(when),
        technical:
          '- Block-and-brick structure\n- Aluminium window frames with triple glazing\n- Air-to-water heat pump with underfloor heating\n- Mechanical ventilation with heat recovery\n- Solar panels, EV charging point\n- Lift down to the underground car park',
        situation: `The development is on ${row.street} in ${city}, within walking distance of shops, schools and public transport, with easy access to the main roads.`,
      };
  }
}
