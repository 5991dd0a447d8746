import type { Language } from '@vitrine/domain';

/** The lead forms mails are written for (cms collection singular names). */
export type LeadForm =
  | 'visit-request'
  | 'info-request'
  | 'document-request'
  | 'valuation-request'
  | 'contact-message'
  | 'send-to-friend'
  | 'appointment'
  | 'purchase-offer'
  | 'newsletter-signup'
  | 'demand-register'
  | 'testimonial';

/** Every text of the mails, one table per language; `{{name}}` placeholders are filled escaped. */
export interface MailTexts {
  forms: Record<LeadForm, string>;
  agentSubject: string;
  agentIntro: string;
  agentOpen: string;
  visitorSubject: string;
  greeting: string;
  visitorBody: string;
  visitorListing: string;
  friendSubject: string;
  friendBody: string;
  friendFooter: string;
  newsletterSubject: string;
  newsletterBody: string;
  newsletterButton: string;
  newsletterIgnore: string;
  viewListing: string;
  unsubscribe: string;
  sentBy: string;
  /** The visitor's mail with the links to a listing's documents. */
  documentsSubject: string;
  documentsBody: string;
  documentsExpiry: string;
  /** The agency's notification of a documents request: what was sent, or that the agent must send them. */
  documentsSent: string;
  documentsToSend: string;
  /** The agency's notification of a new testimonial, waiting as a draft. */
  testimonialIntro: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

const en: MailTexts = {
  forms: {
    'visit-request': 'visit request',
    'info-request': 'request for information',
    'document-request': 'document request',
    'valuation-request': 'free valuation request',
    'contact-message': 'message',
    'send-to-friend': 'property sent to a friend',
    appointment: 'appointment',
    'purchase-offer': 'purchase offer',
    'newsletter-signup': 'newsletter sign-up',
    'demand-register': 'search request',
    testimonial: 'testimonial',
  },
  agentSubject: 'New {{form}} from {{name}}',
  agentIntro: 'A visitor sent a {{form}} through the website.',
  agentOpen: 'Open it in the back office',
  visitorSubject: 'We received your {{form}}',
  greeting: 'Dear {{name}},',
  visitorBody: 'Thank you: we received your {{form}} and will get back to you soon.',
  visitorListing: 'It is about this property:',
  friendSubject: 'A property on {{site}} was shared with you',
  friendBody: '{{sender}} saw this property on {{site}} and wanted to share it with you.',
  friendFooter: 'You receive this mail because someone entered your address. We did not keep it for anything else.',
  newsletterSubject: 'Please confirm your subscription to the {{site}} newsletter',
  newsletterBody:
    'Someone (hopefully you) signed up for the {{site}} newsletter with this address. Confirm it with the button below.',
  newsletterButton: 'Confirm my subscription',
  newsletterIgnore: 'Did not sign up? Ignore this mail: without confirmation you will receive nothing.',
  viewListing: 'View the property',
  unsubscribe: 'Unsubscribe',
  sentBy: 'Sent by {{site}}',
  documentsSubject: 'The documents of {{title}}',
  documentsBody: 'Here are the documents of the property you asked for. Click a document to open it.',
  documentsExpiry: 'These links work until {{date}}. After that, ask us again through the website.',
  documentsSent: 'The visitor received links to the documents of this listing ({{count}}) by e-mail. Nothing to send.',
  documentsToSend:
    'This listing has no documents in the back office: please send the documents to the visitor yourself.',
  testimonialIntro:
    'A visitor left a testimonial on the website. It waits as a draft: read it and publish it, or delete it.',
  fields: {
    contactCategory: 'Category',
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    street: 'Street',
    houseNumber: 'Number',
    zip: 'Postal code',
    city: 'City',
    propertyType: 'Property type',
    remark: 'Message',
    contactTimeSlots: 'Preferred time',
    preferredDate: 'Preferred date',
    documents: 'Documents',
    friendEmail: "Friend's e-mail",
    amount: 'Amount',
    conditions: 'Conditions',
    validUntil: 'Valid until',
    persons: 'Persons',
    monthlyIncome: 'Monthly income',
    goal: 'Goal',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    language: 'Language',
    property: 'Property',
    name: 'Name',
    comment: 'Testimonial',
    rating: 'Rating',
    website: 'Website',
    poster: 'Signed as',
  },
  values: {
    mr: 'Mr',
    ms: 'Ms',
    miss: 'Mx',
    potential_buyer: 'Potential buyer',
    potential_tenant: 'Potential tenant',
    private: 'Private contact',
    commercial: 'Commercial contact',
    morning: '10:00-13:00',
    afternoon: '14:00-16:00',
    evening: '16:00-19:00',
    goal0: 'Buy',
    goal1: 'Rent',
  },
};

const nl: MailTexts = {
  forms: {
    'visit-request': 'bezoekaanvraag',
    'info-request': 'vraag om informatie',
    'document-request': 'aanvraag van documenten',
    'valuation-request': 'aanvraag voor een gratis schatting',
    'contact-message': 'bericht',
    'send-to-friend': 'pand doorgestuurd naar een vriend',
    appointment: 'afspraak',
    'purchase-offer': 'bod',
    'newsletter-signup': 'inschrijving op de nieuwsbrief',
    'demand-register': 'zoekopdracht',
    testimonial: 'getuigenis',
  },
  agentSubject: 'Nieuwe {{form}} van {{name}}',
  agentIntro: 'Een bezoeker stuurde een {{form}} via de website.',
  agentOpen: 'Openen in de back-office',
  visitorSubject: 'We hebben uw {{form}} ontvangen',
  greeting: 'Beste {{name}},',
  visitorBody: 'Dank u: we hebben uw {{form}} goed ontvangen en nemen spoedig contact met u op.',
  visitorListing: 'Het gaat om dit pand:',
  friendSubject: 'Er werd een pand op {{site}} met u gedeeld',
  friendBody: '{{sender}} zag dit pand op {{site}} en wilde het met u delen.',
  friendFooter: 'U ontvangt deze e-mail omdat iemand uw adres invulde. We bewaren het voor niets anders.',
  newsletterSubject: 'Bevestig uw inschrijving op de nieuwsbrief van {{site}}',
  newsletterBody:
    'Iemand (hopelijk u) schreef zich met dit adres in op de nieuwsbrief van {{site}}. Bevestig het met de knop hieronder.',
  newsletterButton: 'Mijn inschrijving bevestigen',
  newsletterIgnore: 'Niet ingeschreven? Negeer deze e-mail: zonder bevestiging ontvangt u niets.',
  viewListing: 'Het pand bekijken',
  unsubscribe: 'Uitschrijven',
  sentBy: 'Verstuurd door {{site}}',
  documentsSubject: 'De documenten van {{title}}',
  documentsBody: 'Hier zijn de documenten van het pand die u aanvroeg. Klik op een document om het te openen.',
  documentsExpiry: 'Deze links werken tot {{date}}. Daarna kunt u ze opnieuw aanvragen via de website.',
  documentsSent:
    'De bezoeker kreeg per e-mail links naar de documenten van dit pand ({{count}}). U hoeft niets te versturen.',
  documentsToSend: 'Dit pand heeft geen documenten in de back-office: stuur de documenten zelf naar de bezoeker.',
  testimonialIntro:
    'Een bezoeker liet een getuigenis achter op de website. Ze wacht als concept: lees ze en publiceer of verwijder ze.',
  fields: {
    contactCategory: 'Categorie',
    title: 'Aanspreking',
    firstName: 'Voornaam',
    lastName: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    street: 'Straat',
    houseNumber: 'Nummer',
    zip: 'Postcode',
    city: 'Gemeente',
    propertyType: 'Type pand',
    remark: 'Bericht',
    contactTimeSlots: 'Voorkeursmoment',
    preferredDate: 'Voorkeursdatum',
    documents: 'Documenten',
    friendEmail: 'E-mail van uw vriend',
    amount: 'Bedrag',
    conditions: 'Voorwaarden',
    validUntil: 'Geldig tot',
    persons: 'Personen',
    monthlyIncome: 'Maandelijks inkomen',
    goal: 'Doel',
    minPrice: 'Minimumprijs',
    maxPrice: 'Maximumprijs',
    language: 'Taal',
    property: 'Pand',
    name: 'Naam',
    comment: 'Getuigenis',
    rating: 'Score',
    website: 'Website',
    poster: 'Ondertekend als',
  },
  values: {
    mr: 'Dhr.',
    ms: 'Mevr.',
    miss: 'Neutraal',
    potential_buyer: 'Kandidaat-koper',
    potential_tenant: 'Kandidaat-huurder',
    private: 'Privécontact',
    commercial: 'Zakelijk contact',
    morning: '10:00-13:00',
    afternoon: '13:00-16:00',
    evening: '16:00-19:00',
    goal0: 'Kopen',
    goal1: 'Huren',
  },
};

const fr: MailTexts = {
  forms: {
    'visit-request': 'demande de visite',
    'info-request': "demande d'information",
    'document-request': 'demande de documents',
    'valuation-request': "demande d'estimation gratuite",
    'contact-message': 'message',
    'send-to-friend': 'bien envoyé à un ami',
    appointment: 'rendez-vous',
    'purchase-offer': "offre d'achat",
    'newsletter-signup': 'inscription à la newsletter',
    'demand-register': 'alerte de recherche',
    testimonial: 'proposition de témoignage',
  },
  agentSubject: 'Nouvelle {{form}} de {{name}}',
  agentIntro: 'Un visiteur a envoyé une {{form}} via le site.',
  agentOpen: 'Ouvrir dans le back-office',
  visitorSubject: 'Nous avons bien reçu votre {{form}}',
  greeting: 'Bonjour {{name}},',
  visitorBody: 'Merci : nous avons bien reçu votre {{form}} et revenons vers vous rapidement.',
  visitorListing: 'Elle concerne ce bien :',
  friendSubject: 'Un bien sur {{site}} a été partagé avec vous',
  friendBody: '{{sender}} a vu ce bien sur {{site}} et souhaite le partager avec vous.',
  friendFooter:
    "Vous recevez ce message parce que quelqu'un a saisi votre adresse. Nous ne la conservons pour rien d'autre.",
  newsletterSubject: 'Confirmez votre inscription à la newsletter de {{site}}',
  newsletterBody:
    "Quelqu'un (vous, espérons-le) s'est inscrit à la newsletter de {{site}} avec cette adresse. Confirmez-le avec le bouton ci-dessous.",
  newsletterButton: 'Confirmer mon inscription',
  newsletterIgnore: 'Pas inscrit ? Ignorez ce message : sans confirmation, vous ne recevrez rien.',
  viewListing: 'Voir le bien',
  unsubscribe: 'Se désinscrire',
  sentBy: 'Envoyé par {{site}}',
  documentsSubject: 'Les documents de {{title}}',
  documentsBody: 'Voici les documents du bien que vous avez demandés. Cliquez sur un document pour l’ouvrir.',
  documentsExpiry: 'Ces liens fonctionnent jusqu’au {{date}}. Ensuite, redemandez-les sur le site.',
  documentsSent: 'Le visiteur a reçu par e-mail les liens vers les documents de ce bien ({{count}}). Rien à envoyer.',
  documentsToSend: 'Ce bien n’a pas de documents dans le back-office : envoyez vous-même les documents au visiteur.',
  testimonialIntro:
    'Un visiteur a laissé un témoignage sur le site. Il attend en brouillon : lisez-le, puis publiez-le ou supprimez-le.',
  fields: {
    contactCategory: 'Catégorie',
    title: 'Civilité',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    street: 'Rue',
    houseNumber: 'Numéro',
    zip: 'Code postal',
    city: 'Localité',
    propertyType: 'Type de bien',
    remark: 'Message',
    contactTimeSlots: 'Moment préféré',
    preferredDate: 'Date souhaitée',
    documents: 'Documents',
    friendEmail: "E-mail de l'ami",
    amount: 'Montant',
    conditions: 'Conditions',
    validUntil: "Valable jusqu'au",
    persons: 'Personnes',
    monthlyIncome: 'Revenu mensuel',
    goal: 'Objectif',
    minPrice: 'Prix minimum',
    maxPrice: 'Prix maximum',
    language: 'Langue',
    property: 'Bien',
    name: 'Nom',
    comment: 'Témoignage',
    rating: 'Note',
    website: 'Site web',
    poster: 'Signé',
  },
  values: {
    mr: 'M.',
    ms: 'Mme',
    miss: 'Neutre',
    potential_buyer: 'Acheteur potentiel',
    potential_tenant: 'Locataire potentiel',
    private: 'Contact privé',
    commercial: 'Contact commercial',
    morning: '10:00-13:00',
    afternoon: '14:00-16:00',
    evening: '16:00-19:00',
    goal0: 'Acheter',
    goal1: 'Louer',
  },
};

const de: MailTexts = {
  forms: {
    'visit-request': 'Besichtigungsanfrage',
    'info-request': 'Informationsanfrage',
    'document-request': 'Dokumentenanfrage',
    'valuation-request': 'Anfrage für eine kostenlose Bewertung',
    'contact-message': 'Nachricht',
    'send-to-friend': 'an einen Freund gesendete Immobilie',
    appointment: 'Termin',
    'purchase-offer': 'Kaufangebot',
    'newsletter-signup': 'Newsletter-Anmeldung',
    'demand-register': 'Suchauftrag',
    testimonial: 'Kundenbewertung',
  },
  agentSubject: 'Neue {{form}} von {{name}}',
  agentIntro: 'Ein Besucher hat über die Website folgende {{form}} gesendet.',
  agentOpen: 'Im Backoffice öffnen',
  visitorSubject: 'Wir haben Ihre {{form}} erhalten',
  greeting: 'Guten Tag {{name}},',
  visitorBody: 'Vielen Dank: Wir haben Ihre {{form}} erhalten und melden uns in Kürze bei Ihnen.',
  visitorListing: 'Es geht um diese Immobilie:',
  friendSubject: 'Eine Immobilie auf {{site}} wurde mit Ihnen geteilt',
  friendBody: '{{sender}} hat diese Immobilie auf {{site}} gesehen und möchte sie mit Ihnen teilen.',
  friendFooter:
    'Sie erhalten diese E-Mail, weil jemand Ihre Adresse eingegeben hat. Wir speichern sie für nichts anderes.',
  newsletterSubject: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von {{site}}',
  newsletterBody:
    'Jemand (hoffentlich Sie) hat sich mit dieser Adresse zum Newsletter von {{site}} angemeldet. Bitte bestätigen Sie dies mit der Schaltfläche unten.',
  newsletterButton: 'Anmeldung bestätigen',
  newsletterIgnore: 'Nicht angemeldet? Ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts.',
  viewListing: 'Immobilie ansehen',
  unsubscribe: 'Abmelden',
  sentBy: 'Gesendet von {{site}}',
  documentsSubject: 'Die Dokumente zu {{title}}',
  documentsBody: 'Hier sind die angefragten Dokumente der Immobilie. Klicken Sie auf ein Dokument, um es zu öffnen.',
  documentsExpiry: 'Diese Links funktionieren bis {{date}}. Danach können Sie sie über die Website erneut anfragen.',
  documentsSent:
    'Der Besucher hat Links zu den Dokumenten dieser Immobilie ({{count}}) per E-Mail erhalten. Nichts zu senden.',
  documentsToSend:
    'Diese Immobilie hat keine Dokumente im Backoffice: Bitte senden Sie dem Besucher die Dokumente selbst.',
  testimonialIntro:
    'Ein Besucher hat auf der Website eine Kundenbewertung hinterlassen. Sie wartet als Entwurf: Lesen Sie sie und veröffentlichen oder löschen Sie sie.',
  fields: {
    contactCategory: 'Kategorie',
    title: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    propertyType: 'Immobilientyp',
    remark: 'Nachricht',
    contactTimeSlots: 'Bevorzugte Zeit',
    preferredDate: 'Wunschtermin',
    documents: 'Dokumente',
    friendEmail: 'E-Mail des Freundes',
    amount: 'Betrag',
    conditions: 'Bedingungen',
    validUntil: 'Gültig bis',
    persons: 'Personen',
    monthlyIncome: 'Monatliches Einkommen',
    goal: 'Ziel',
    minPrice: 'Mindestpreis',
    maxPrice: 'Höchstpreis',
    language: 'Sprache',
    property: 'Immobilie',
    name: 'Name',
    comment: 'Bewertung',
    rating: 'Sterne',
    website: 'Website',
    poster: 'Unterzeichnet als',
  },
  values: {
    mr: 'Herr',
    ms: 'Frau',
    miss: 'Divers',
    potential_buyer: 'Kaufinteressent',
    potential_tenant: 'Mietinteressent',
    private: 'Privatkontakt',
    commercial: 'Geschäftskontakt',
    morning: '10:00-13:00',
    afternoon: '14:00-16:00',
    evening: '16:00-19:00',
    goal0: 'Kaufen',
    goal1: 'Mieten',
  },
};

/** The mail texts of each language. */
export const mailTexts: Readonly<Record<Language, MailTexts>> = { en, nl, fr, de };
