import type { Language } from '@vitrine/domain';

/** The texts of the demand register's mails (confirmation, alerts), one table per language. */
export interface AlertTexts {
  confirmSubject: string;
  confirmBody: string;
  confirmButton: string;
  confirmIgnore: string;
  instantSubject: string;
  digestSubject: string;
  intro: string;
  digestIntro: string;
  change: Record<'published' | 'price_drop' | 'under_option' | 'sold' | 'rented', string>;
  why: string;
}

export const alertTexts: Record<Language, AlertTexts> = {
  en: {
    confirmSubject: 'Please confirm your search alert on {{site}}',
    confirmBody:
      'Someone (hopefully you) asked {{site}} to e-mail the properties that match a search. Confirm it with the button below: only then will we send you matches.',
    confirmButton: 'Confirm my search alert',
    confirmIgnore: 'Did not ask for this? Ignore this mail: without confirmation you will receive nothing.',
    instantSubject: '{{count}} property news for your search on {{site}}',
    digestSubject: 'Your daily search digest from {{site}}: {{count}} property news',
    intro: 'These properties match your search:',
    digestIntro: 'Since our last mail, these properties matching your search are new or changed:',
    change: {
      published: 'New on the market',
      price_drop: 'Price reduced',
      under_option: 'Under option',
      sold: 'Sold',
      rented: 'Rented',
    },
    why: 'You receive this mail because you registered a search on {{site}}.',
  },
  nl: {
    confirmSubject: 'Bevestig uw zoekopdracht bij {{site}}',
    confirmBody:
      'Iemand (hopelijk u) vroeg {{site}} om panden die aan een zoekopdracht voldoen te mailen. Bevestig dit met de knop hieronder: pas dan sturen we u resultaten.',
    confirmButton: 'Mijn zoekopdracht bevestigen',
    confirmIgnore: 'Niet aangevraagd? Negeer deze mail: zonder bevestiging ontvangt u niets.',
    instantSubject: '{{count}} nieuws over panden voor uw zoekopdracht bij {{site}}',
    digestSubject: 'Uw dagelijks overzicht van {{site}}: {{count}} nieuws over panden',
    intro: 'Deze panden passen bij uw zoekopdracht:',
    digestIntro: 'Sinds onze vorige mail zijn deze panden die bij uw zoekopdracht passen nieuw of gewijzigd:',
    change: {
      published: 'Nieuw te koop of te huur',
      price_drop: 'Prijs verlaagd',
      under_option: 'Onder optie',
      sold: 'Verkocht',
      rented: 'Verhuurd',
    },
    why: 'U ontvangt deze mail omdat u een zoekopdracht registreerde bij {{site}}.',
  },
  fr: {
    confirmSubject: 'Veuillez confirmer votre alerte de recherche sur {{site}}',
    confirmBody:
      "Quelqu'un (vous, nous l'espérons) a demandé à {{site}} d'envoyer par e-mail les biens qui correspondent à une recherche. Confirmez-le avec le bouton ci-dessous : ce n'est qu'alors que nous vous enverrons des biens.",
    confirmButton: 'Confirmer mon alerte',
    confirmIgnore: "Vous n'avez rien demandé ? Ignorez ce mail : sans confirmation, vous ne recevrez rien.",
    instantSubject: '{{count}} nouvelle(s) pour votre recherche sur {{site}}',
    digestSubject: 'Votre résumé quotidien de {{site}} : {{count}} nouvelle(s)',
    intro: 'Ces biens correspondent à votre recherche :',
    digestIntro: 'Depuis notre dernier mail, ces biens correspondant à votre recherche sont nouveaux ou ont changé :',
    change: {
      published: 'Nouveau sur le marché',
      price_drop: 'Prix réduit',
      under_option: 'Sous option',
      sold: 'Vendu',
      rented: 'Loué',
    },
    why: 'Vous recevez ce mail parce que vous avez enregistré une recherche sur {{site}}.',
  },
  de: {
    confirmSubject: 'Bitte bestätigen Sie Ihren Suchauftrag bei {{site}}',
    confirmBody:
      'Jemand (hoffentlich Sie) hat {{site}} gebeten, passende Immobilien zu einer Suche per E-Mail zu senden. Bestätigen Sie dies mit der Schaltfläche unten: erst dann senden wir Ihnen Treffer.',
    confirmButton: 'Meinen Suchauftrag bestätigen',
    confirmIgnore: 'Nicht angefragt? Ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.',
    instantSubject: '{{count}} Neuigkeit(en) zu Ihrer Suche bei {{site}}',
    digestSubject: 'Ihre tägliche Übersicht von {{site}}: {{count}} Neuigkeit(en)',
    intro: 'Diese Immobilien passen zu Ihrer Suche:',
    digestIntro: 'Seit unserer letzten E-Mail sind diese Immobilien zu Ihrer Suche neu oder haben sich geändert:',
    change: {
      published: 'Neu auf dem Markt',
      price_drop: 'Preis gesenkt',
      under_option: 'Unter Option',
      sold: 'Verkauft',
      rented: 'Vermietet',
    },
    why: 'Sie erhalten diese E-Mail, weil Sie bei {{site}} einen Suchauftrag angelegt haben.',
  },
};

/** The labels and phrases of a new search request as the agency's mail lists it (search-request.ts). */
export interface SearchRequestTexts {
  labels: Record<
    | 'goal'
    | 'propertyTypes'
    | 'regions'
    | 'price'
    | 'budget'
    | 'bedrooms'
    | 'bathrooms'
    | 'garages'
    | 'parkings'
    | 'delivery',
    string
  >;
  /** `{{min}}`, `{{max}}`: a range, its lower or its upper bound only. */
  range: string;
  atLeast: string;
  atMost: string;
  delivery: Record<'instant' | 'daily', string>;
}

export const searchRequestTexts: Record<Language, SearchRequestTexts> = {
  en: {
    labels: {
      goal: 'Looking to',
      propertyTypes: 'Property types',
      regions: 'Regions',
      price: 'Price',
      budget: 'Budget',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      garages: 'Garages',
      parkings: 'Parking spaces',
      delivery: 'Alerts',
    },
    range: '{{min}} to {{max}}',
    atLeast: 'at least {{min}}',
    atMost: 'at most {{max}}',
    delivery: { instant: 'at once', daily: 'one daily digest' },
  },
  nl: {
    labels: {
      goal: 'Wil',
      propertyTypes: 'Soorten panden',
      regions: 'Regio’s',
      price: 'Prijs',
      budget: 'Budget',
      bedrooms: 'Slaapkamers',
      bathrooms: 'Badkamers',
      garages: 'Garages',
      parkings: 'Parkeerplaatsen',
      delivery: 'Meldingen',
    },
    range: '{{min}} tot {{max}}',
    atLeast: 'minstens {{min}}',
    atMost: 'hoogstens {{max}}',
    delivery: { instant: 'meteen', daily: 'één dagelijks overzicht' },
  },
  fr: {
    labels: {
      goal: 'Souhaite',
      propertyTypes: 'Types de biens',
      regions: 'Régions',
      price: 'Prix',
      budget: 'Budget',
      bedrooms: 'Chambres',
      bathrooms: 'Salles de bains',
      garages: 'Garages',
      parkings: 'Places de parking',
      delivery: 'Alertes',
    },
    range: 'de {{min}} à {{max}}',
    atLeast: 'au moins {{min}}',
    atMost: 'au plus {{max}}',
    delivery: { instant: 'immédiatement', daily: 'un résumé quotidien' },
  },
  de: {
    labels: {
      goal: 'Möchte',
      propertyTypes: 'Immobilienarten',
      regions: 'Regionen',
      price: 'Preis',
      budget: 'Budget',
      bedrooms: 'Schlafzimmer',
      bathrooms: 'Badezimmer',
      garages: 'Garagen',
      parkings: 'Stellplätze',
      delivery: 'Benachrichtigungen',
    },
    range: '{{min}} bis {{max}}',
    atLeast: 'mindestens {{min}}',
    atMost: 'höchstens {{max}}',
    delivery: { instant: 'sofort', daily: 'eine tägliche Übersicht' },
  },
};
