/** Published client reviews (testimonials are not localized: each is in the language it was written in). */
export interface TestimonialRow {
  name: string;
  comment: string;
  website?: string;
  date: string;
  poster: string;
  rating: number;
  language: 'nl' | 'fr' | 'en' | 'de';
}

export const testimonials: readonly TestimonialRow[] = [
  {
    name: 'Lotte en Bram',
    language: 'nl',
    rating: 5,
    date: '2026-10-12',
    poster: 'Kopers in Gent',
    comment:
      'Van het eerste bezoek tot de akte voelden we ons goed begeleid. Pieter nam de tijd om al onze vragen over het EPC en de renovatieplicht te beantwoorden.',
  },
  {
    name: 'Marc Vermeulen',
    language: 'nl',
    rating: 5,
    date: '2026-09-03',
    poster: 'Verkoper in Mechelen',
    comment:
      'Ons huis was binnen drie weken verkocht, aan de vraagprijs. Heldere communicatie en een professionele fotoreportage.',
  },
  {
    name: 'Isabelle Renard',
    language: 'fr',
    rating: 5,
    date: '2026-08-21',
    poster: 'Propriétaire à Uccle',
    comment:
      'Amélie gère notre appartement depuis deux ans. Locataires sérieux, état des lieux impeccable et toujours joignable. Je recommande vivement.',
    website: 'https://www.atelier-renard.be',
  },
  {
    name: 'Thomas Hoffmann',
    language: 'de',
    rating: 4,
    date: '2026-07-30',
    poster: 'Mieter in Luxemburg',
    comment:
      'Schnelle Antworten, faire Bedingungen und eine sehr gute Beratung zum Wohnen in Luxemburg als Grenzgänger.',
  },
  {
    name: 'Sarah & James Whitfield',
    language: 'en',
    rating: 5,
    date: '2026-07-02',
    poster: 'Expats in Brussels',
    comment:
      'Moving to Brussels from London was daunting, but the team found us a lovely flat in Ixelles within a week and explained every step of the Belgian lease.',
  },
  {
    name: 'Famille Dupont',
    language: 'fr',
    rating: 5,
    date: '2026-06-15',
    poster: 'Acheteurs à Namur',
    comment:
      "Accompagnement parfait pour notre premier achat : explications claires sur les droits d'enregistrement et l'abattement. Merci Julien !",
  },
  {
    name: 'Koen Janssens',
    language: 'nl',
    rating: 4,
    date: '2026-05-27',
    poster: 'Investeerder',
    comment:
      'Goede analyse van het rendement van een opbrengsteigendom in Leuven. Correcte cijfers en geen verkooppraatjes.',
    website: 'https://www.janssens-invest.be',
  },
  {
    name: 'Nathalie Claes',
    language: 'nl',
    rating: 5,
    date: '2026-04-18',
    poster: 'Verhuurder in Antwerpen',
    comment: 'Sinds Vitrine mijn appartement beheert, heb ik geen omkijken meer naar huurbetalingen of herstellingen.',
  },
  {
    name: 'Laurent Michel',
    language: 'fr',
    rating: 4,
    date: '2026-03-09',
    poster: 'Vendeur à Liège',
    comment:
      "Estimation réaliste, visites bien organisées et compromis signé en un mois. Seul bémol : quelques jours d'attente pour le certificat PEB.",
  },
  {
    name: 'Emma Thompson',
    language: 'en',
    rating: 5,
    date: '2026-02-14',
    poster: 'Buyer on the coast',
    comment:
      'The virtual tour saved us two trips to Knokke. When we visited, the apartment was exactly as shown. Smooth and honest service.',
  },
  {
    name: 'Hannah Becker',
    language: 'de',
    rating: 5,
    date: '2025-12-05',
    poster: 'Käuferin in Eupen',
    comment: 'Sehr freundliches Team, das auch auf Deutsch alle Unterlagen erklärt hat. Der Kauf verlief reibungslos.',
  },
  {
    name: 'Ahmed El Amrani',
    language: 'fr',
    rating: 5,
    date: '2025-11-20',
    poster: 'Locataire à Schaerbeek',
    comment:
      'Visite réservée en ligne le soir même, dossier accepté en deux jours. Une agence qui répond vite et qui respecte les candidats.',
  },
];
