import { routes } from '@vitrine/domain';
import type { Localized } from './locales';

export interface PageRow {
  key: string;
  slug: Localized;
  image?: string;
  title: Localized;
  intro: Localized;
  body?: Localized;
  sections?: { heading: Localized; body: Localized }[];
}

function routeSlugs(id: string): Localized {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id} in the domain route table`);
  const last = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';
  return { nl: last(route.paths.nl), fr: last(route.paths.fr), en: last(route.paths.en), de: last(route.paths.de) };
}

const L = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });

export const pages: readonly PageRow[] = [
  {
    key: 'contact',
    slug: routeSlugs('contact'),
    image: 'office-2',
    title: L('Contact', 'Contact', 'Contact', 'Kontakt'),
    intro: L(
      'Bel, mail of kom langs op ons kantoor aan de Mechelsesteenweg in Antwerpen. We antwoorden binnen één werkdag.',
      'Appelez-nous, écrivez-nous ou passez à notre bureau, Mechelsesteenweg à Anvers. Nous répondons dans un délai d’un jour ouvrable.',
      'Call, email or visit our office on Mechelsesteenweg in Antwerp. We reply within one working day.',
      'Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro in Antwerpen. Wir antworten innerhalb eines Werktags.',
    ),
    body: L(
      '**Vitrine Vastgoed BV**  \nMechelsesteenweg 64, 2018 Antwerpen  \nT 03 234 56 78 – info@vitrine.localhost  \nBIV 512.345 – BTW BE 0712.345.678',
      '**Vitrine Immobilier SRL**  \nMechelsesteenweg 64, 2018 Anvers  \nT 03 234 56 78 – info@vitrine.localhost  \nIPI 512.345 – TVA BE 0712.345.678',
      '**Vitrine Real Estate (Vitrine Vastgoed BV)**  \nMechelsesteenweg 64, 2018 Antwerp, Belgium  \nT +32 3 234 56 78 – info@vitrine.localhost  \nBIV 512.345 – VAT BE 0712.345.678',
      '**Vitrine Immobilien (Vitrine Vastgoed BV)**  \nMechelsesteenweg 64, 2018 Antwerpen, Belgien  \nT +32 3 234 56 78 – info@vitrine.localhost',
    ),
  },
  {
    key: 'valuation',
    slug: routeSlugs('valuation'),
    image: 'house-5',
    title: L('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'),
    intro: L(
      'Wat is uw woning waard? Een makelaar komt gratis en vrijblijvend langs en bezorgt u binnen de week een onderbouwd schattingsverslag.',
      'Combien vaut votre bien ? Un agent passe gratuitement et sans engagement et vous remet un rapport d’estimation argumenté dans la semaine.',
      'What is your home worth? An agent visits free of charge and without obligation and sends you a reasoned valuation report within a week.',
      'Was ist Ihre Immobilie wert? Ein Makler besucht Sie kostenlos und unverbindlich.',
    ),
    body: L(
      'We vergelijken uw pand met recente verkopen in de buurt en houden rekening met ligging, staat, EPC-label en de stedenbouwkundige situatie.',
      'Nous comparons votre bien aux ventes récentes du quartier en tenant compte de la situation, de l’état, du label PEB et de la situation urbanistique.',
      'We compare your property with recent sales nearby, taking into account location, condition, EPC label and planning status.',
      'Wir vergleichen Ihre Immobilie mit aktuellen Verkäufen in der Umgebung.',
    ),
  },
  {
    key: 'privacy',
    slug: routeSlugs('privacy'),
    title: L('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement', 'Datenschutzerklärung'),
    intro: L(
      'Vitrine Vastgoed BV, Mechelsesteenweg 64, 2018 Antwerpen (KBO 0712.345.678) is verwerkingsverantwoordelijke voor de persoonsgegevens die via deze website worden verzameld. We verwerken ze volgens de Algemene Verordening Gegevensbescherming (AVG).',
      'Vitrine Immobilier SRL, Mechelsesteenweg 64, 2018 Anvers (BCE 0712.345.678) est responsable du traitement des données personnelles collectées via ce site. Nous les traitons conformément au Règlement général sur la protection des données (RGPD).',
      'Vitrine Vastgoed BV, Mechelsesteenweg 64, 2018 Antwerp (company no. 0712.345.678) is the controller of the personal data collected through this website. We process it in accordance with the General Data Protection Regulation (GDPR).',
      'Die Vitrine Vastgoed BV, Mechelsesteenweg 64, 2018 Antwerpen, ist Verantwortliche im Sinne der DSGVO für die über diese Website erhobenen Daten.',
    ),
    sections: [
      {
        heading: L(
          'Welke gegevens en waarom?',
          'Quelles données et pourquoi ?',
          'What data and why?',
          'Welche Daten und wozu?',
        ),
        body: L(
          '- **Contact- en bezoekaanvragen** (naam, e-mail, telefoon, bericht): om uw vraag te beantwoorden – precontractuele maatregelen (art. 6.1.b AVG).\n- **Zoekopdrachten en nieuwsbrief**: om u passende panden te sturen – uw toestemming (art. 6.1.a), die u altijd kunt intrekken via de uitschrijflink.\n- **Huurkandidaturen** (inkomen, gezinssamenstelling): om de solvabiliteit te beoordelen – precontractuele maatregelen, beperkt tot wat de wet toelaat.\n- **Eigenaarsportaal**: om eigenaars de statistieken van hun panden te tonen – uitvoering van de bemiddelingsovereenkomst.\n- **Antiwitwasverplichtingen**: identificatie van kopers en verkopers – wettelijke verplichting (art. 6.1.c).',
          '- **Demandes de contact et de visite** (nom, e-mail, téléphone, message) : pour répondre à votre demande – mesures précontractuelles (art. 6.1.b RGPD).\n- **Recherches enregistrées et newsletter** : pour vous envoyer des biens correspondants – votre consentement (art. 6.1.a), retirable à tout moment via le lien de désinscription.\n- **Candidatures locatives** (revenus, composition du ménage) : pour évaluer la solvabilité, dans les limites légales.\n- **Portail propriétaire** : pour montrer aux propriétaires les statistiques de leurs biens – exécution du contrat de courtage.\n- **Obligations anti-blanchiment** : identification des acheteurs et vendeurs – obligation légale (art. 6.1.c).',
          '- **Contact and viewing requests** (name, email, phone, message): to answer your request – pre-contractual steps (Art. 6(1)(b) GDPR).\n- **Saved searches and newsletter**: to send you matching properties – your consent (Art. 6(1)(a)), which you can withdraw at any time via the unsubscribe link.\n- **Rental applications** (income, household): to assess solvency, within legal limits.\n- **Owner portal**: to show owners the statistics of their listings – performance of the brokerage agreement.\n- **Anti-money-laundering duties**: identifying buyers and sellers – legal obligation (Art. 6(1)(c)).',
          'Wir verarbeiten Kontakt-, Besichtigungs- und Mietanfragen, Suchaufträge und Newsletter-Anmeldungen zur Beantwortung Ihrer Anfrage bzw. mit Ihrer Einwilligung.',
        ),
      },
      {
        heading: L('Bewaartermijnen', 'Durées de conservation', 'Retention periods', 'Speicherdauer'),
        body: L(
          'Aanvragen bewaren we twee jaar na het laatste contact, zoekopdrachten tot u zich uitschrijft, en identificatiegegevens tien jaar zoals de antiwitwaswet voorschrijft.',
          'Les demandes sont conservées deux ans après le dernier contact, les recherches jusqu’à votre désinscription et les données d’identification dix ans, comme l’exige la loi anti-blanchiment.',
          'Requests are kept for two years after the last contact, saved searches until you unsubscribe, and identification data for ten years as the anti-money-laundering law requires.',
          'Anfragen zwei Jahre nach dem letzten Kontakt, Identifikationsdaten zehn Jahre.',
        ),
      },
      {
        heading: L('Uw rechten', 'Vos droits', 'Your rights', 'Ihre Rechte'),
        body: L(
          'U hebt recht op inzage, verbetering, wissing, beperking, overdraagbaarheid en bezwaar. Stuur uw verzoek naar privacy@vitrine.localhost. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).',
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition. Adressez votre demande à privacy@vitrine.localhost. Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).',
          'You have the right of access, rectification, erasure, restriction, portability and objection. Send your request to privacy@vitrine.localhost. You may also lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be).',
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch: privacy@vitrine.localhost. Aufsichtsbehörde: Datenschutzbehörde, Rue de la Presse 35, 1000 Brüssel.',
        ),
      },
      {
        heading: L('Ontvangers', 'Destinataires', 'Recipients', 'Empfänger'),
        body: L(
          'Uw gegevens worden enkel gedeeld met de eigenaar van het pand, de notaris en onze verwerkers (hosting en e-mail binnen de Europese Economische Ruimte). We verkopen nooit gegevens.',
          'Vos données ne sont partagées qu’avec le propriétaire du bien, le notaire et nos sous-traitants (hébergement et e-mail dans l’Espace économique européen). Nous ne vendons jamais de données.',
          'Your data is shared only with the owner of the property, the notary and our processors (hosting and email within the European Economic Area). We never sell data.',
          'Ihre Daten werden nur mit dem Eigentümer, dem Notar und unseren Auftragsverarbeitern im EWR geteilt.',
        ),
      },
    ],
  },
  {
    key: 'cookie-policy',
    slug: routeSlugs('cookie-policy'),
    title: L('Cookiebeleid', 'Politique en matière de cookies', 'Cookie policy', 'Cookie-Richtlinie'),
    intro: L(
      'Cookies zijn kleine tekstbestanden die een website op uw toestel bewaart. Behalve de strikt noodzakelijke cookies plaatsen we er pas na uw toestemming; u kunt uw keuze altijd wijzigen via de link "Cookie-instellingen" onderaan elke pagina.',
      'Les cookies sont de petits fichiers texte qu’un site enregistre sur votre appareil. À l’exception des cookies strictement nécessaires, nous ne les plaçons qu’avec votre consentement ; vous pouvez modifier votre choix à tout moment via le lien « Paramètres des cookies » en bas de page.',
      'Cookies are small text files that a website stores on your device. Apart from strictly necessary cookies, we only set them with your consent; you can change your choice at any time through the "Cookie settings" link at the bottom of every page.',
      'Außer den unbedingt erforderlichen Cookies setzen wir Cookies nur mit Ihrer Einwilligung; Ihre Wahl können Sie jederzeit ändern.',
    ),
    sections: [
      {
        heading: L(
          'Strikt noodzakelijke cookies',
          'Cookies strictement nécessaires',
          'Strictly necessary cookies',
          'Unbedingt erforderliche Cookies',
        ),
        body: L(
          'Nodig om de website te laten werken; ze kunnen niet worden uitgeschakeld. `vitrine_lang` onthoudt uw taal (levensduur 525.600 minuten, één jaar); `vitrine_consent` bewaart uw cookiekeuze (180 dagen); `vitrine_session` houdt eigenaars aangemeld in het portaal (sessie, httpOnly); `vitrine_started` beveiligt de formulieren: het tijdstip waarop een pagina met een formulier werd geladen, ondertekend, zodat een programma geen formulier kan versturen zonder de tijd van een persoon (één dag, httpOnly).',
          'Indispensables au fonctionnement du site ; ils ne peuvent pas être désactivés. `vitrine_lang` retient votre langue (durée 525 600 minutes, un an) ; `vitrine_consent` conserve votre choix (180 jours) ; `vitrine_session` maintient la connexion des propriétaires au portail (session, httpOnly) ; `vitrine_started` protège les formulaires : l’heure signée à laquelle une page avec un formulaire a été chargée, pour qu’un programme ne puisse pas envoyer un formulaire sans le temps d’une personne (un jour, httpOnly).',
          'Needed for the website to work; they cannot be switched off. `vitrine_lang` remembers your language (lifetime 525,600 minutes, one year); `vitrine_consent` stores your cookie choice (180 days); `vitrine_session` keeps owners signed in to the portal (session, httpOnly); `vitrine_started` protects the forms: the signed time a page with a form was loaded, so a program cannot send a form without a person’s time (one day, httpOnly).',
          '`vitrine_lang` (Sprache, 525.600 Minuten), `vitrine_consent` (Ihre Wahl, 180 Tage), `vitrine_session` (Anmeldung im Eigentümerportal), `vitrine_started` (Schutz der Formulare: die signierte Zeit, zu der eine Seite mit Formular geladen wurde, damit kein Programm ein Formular ohne die Zeit eines Menschen sendet; ein Tag, httpOnly).',
        ),
      },
      {
        heading: L('Analytische cookies', 'Cookies analytiques', 'Analytical cookies', 'Analyse-Cookies'),
        body: L(
          'Meten anoniem hoe bezoekers de site gebruiken (bezochte pagina’s, zoekopdrachten) zodat we hem kunnen verbeteren. Levensduur: maximaal 13 maanden.',
          'Mesurent de façon anonyme l’utilisation du site (pages vues, recherches) afin de l’améliorer. Durée : 13 mois maximum.',
          'Measure anonymously how visitors use the site (pages viewed, searches) so we can improve it. Lifetime: up to 13 months.',
          'Anonyme Nutzungsmessung, höchstens 13 Monate.',
        ),
      },
      {
        heading: L('Marketingcookies', 'Cookies marketing', 'Marketing cookies', 'Marketing-Cookies'),
        body: L(
          'Laten ons toe u op andere websites relevante panden te tonen en de werking van advertenties te meten (trackingpixel). Levensduur: maximaal 90 dagen.',
          'Nous permettent de vous montrer des biens pertinents sur d’autres sites et de mesurer l’efficacité des annonces (pixel de suivi). Durée : 90 jours maximum.',
          'Let us show you relevant properties on other websites and measure how adverts perform (tracking pixel). Lifetime: up to 90 days.',
          'Passende Anzeigen auf anderen Websites (Tracking-Pixel), höchstens 90 Tage.',
        ),
      },
      {
        heading: L('Socialemediacookies', 'Cookies de réseaux sociaux', 'Social media cookies', 'Social-Media-Cookies'),
        body: L(
          'Worden geplaatst door ingesloten video’s (YouTube, Vimeo, Facebook) en deelknoppen. Zonder uw toestemming tonen we een link in plaats van de ingesloten speler.',
          'Déposés par les vidéos intégrées (YouTube, Vimeo, Facebook) et les boutons de partage. Sans votre consentement, nous affichons un lien au lieu du lecteur intégré.',
          'Set by embedded videos (YouTube, Vimeo, Facebook) and share buttons. Without your consent we show a link instead of the embedded player.',
          'Von eingebetteten Videos und Teilen-Schaltflächen; ohne Einwilligung zeigen wir nur einen Link.',
        ),
      },
      {
        heading: L(
          'Niet-geclassificeerde cookies',
          'Cookies non classés',
          'Unclassified cookies',
          'Nicht klassifizierte Cookies',
        ),
        body: L(
          'Cookies die we nog aan het indelen zijn, bijvoorbeeld van een nieuwe externe dienst. Ze worden enkel geplaatst als u alle cookies aanvaardt.',
          'Cookies en cours de classification, par exemple d’un nouveau service externe. Ils ne sont déposés que si vous acceptez tous les cookies.',
          'Cookies we are still classifying, for example from a new external service. They are only set if you accept all cookies.',
          'Cookies, die wir noch einordnen; nur bei „Alle akzeptieren“.',
        ),
      },
    ],
  },
  {
    key: 'disclaimer',
    slug: routeSlugs('disclaimer'),
    title: L('Disclaimer', 'Mentions légales', 'Disclaimer', 'Haftungsausschluss'),
    intro: L(
      'De informatie op deze website wordt met de grootste zorg samengesteld, maar is louter indicatief en niet contractueel. Oppervlaktes, plannen en foto’s kunnen afwijken; enkel de compromis en de notariële akte zijn bindend.',
      'Les informations de ce site sont établies avec le plus grand soin mais sont purement indicatives et non contractuelles. Surfaces, plans et photos peuvent différer ; seuls le compromis et l’acte notarié engagent les parties.',
      'The information on this website is compiled with the greatest care but is indicative only and not contractual. Surfaces, plans and photos may differ; only the sale agreement and the notarial deed are binding.',
      'Alle Angaben sind unverbindlich; maßgeblich sind allein Kaufvertrag und notarielle Urkunde.',
    ),
    sections: [
      {
        heading: L('Wettelijke vermeldingen', 'Mentions légales', 'Legal information', 'Pflichtangaben'),
        body: L(
          'Vitrine Vastgoed BV – Mechelsesteenweg 64, 2018 Antwerpen – BTW BE 0712.345.678 – RPR Antwerpen. Erkend vastgoedmakelaar-bemiddelaar BIV 512.345 (België), onderworpen aan de deontologische code van het BIV. Toezichthouder: Beroepsinstituut van Vastgoedmakelaars, Luxemburgstraat 16B, 1000 Brussel. Beroepsaansprakelijkheid en borgstelling via AXA Belgium, polis 730.390.160.',
          'Vitrine Immobilier SRL – Mechelsesteenweg 64, 2018 Anvers – TVA BE 0712.345.678 – RPM Anvers. Agent immobilier intermédiaire agréé IPI 512.345 (Belgique), soumis au code de déontologie de l’IPI. Autorité de contrôle : Institut professionnel des agents immobiliers, rue de Luxembourg 16B, 1000 Bruxelles. Responsabilité civile professionnelle et cautionnement via AXA Belgium, police 730.390.160.',
          'Vitrine Vastgoed BV – Mechelsesteenweg 64, 2018 Antwerp – VAT BE 0712.345.678 – Register of Legal Entities Antwerp. Licensed real-estate agent BIV 512.345 (Belgium), bound by the BIV code of ethics. Supervisory authority: Professional Institute of Real Estate Agents, Rue de Luxembourg 16B, 1000 Brussels. Professional liability and guarantee insurance with AXA Belgium, policy 730.390.160.',
          'Vitrine Vastgoed BV – MwSt. BE 0712.345.678 – zugelassener Immobilienmakler BIV 512.345, Aufsicht: BIV/IPI, Brüssel.',
        ),
      },
      {
        heading: L(
          'Aansprakelijkheid en intellectuele eigendom',
          'Responsabilité et propriété intellectuelle',
          'Liability and intellectual property',
          'Haftung und Urheberrecht',
        ),
        body: L(
          'Vitrine is niet aansprakelijk voor schade door het gebruik van deze website of van gelinkte sites. Teksten, foto’s en logo’s zijn beschermd; overname zonder schriftelijke toestemming is verboden.',
          'Vitrine ne peut être tenue responsable des dommages résultant de l’utilisation de ce site ou de sites liés. Textes, photos et logos sont protégés ; toute reproduction sans autorisation écrite est interdite.',
          'Vitrine is not liable for any damage arising from the use of this website or of linked sites. Texts, photos and logos are protected; reproduction without written permission is prohibited.',
          'Keine Haftung für Schäden aus der Nutzung der Website; Inhalte sind urheberrechtlich geschützt.',
        ),
      },
    ],
  },
  {
    key: 'team',
    slug: routeSlugs('team'),
    image: 'office-1',
    title: L('Ons team', 'Notre équipe', 'Our team', 'Unser Team'),
    intro: L(
      'Vier erkende makelaars, elk met een eigen regio en specialiteit, die samen Nederlands, Frans, Engels, Duits en Luxemburgs spreken.',
      'Quatre agents agréés, chacun avec sa région et sa spécialité, qui parlent ensemble néerlandais, français, anglais, allemand et luxembourgeois.',
      'Four licensed agents, each with their own region and speciality, who between them speak Dutch, French, English, German and Luxembourgish.',
      'Vier zugelassene Makler, die zusammen Niederländisch, Französisch, Englisch, Deutsch und Luxemburgisch sprechen.',
    ),
  },
  {
    key: 'services',
    slug: routeSlugs('services'),
    title: L('Onze diensten', 'Nos services', 'Our services', 'Unsere Dienstleistungen'),
    intro: L(
      'Van verkoop en verhuur tot beheer, investeringsadvies en hotelvastgoed: één aanspreekpunt voor al uw vastgoedvragen.',
      'De la vente et la location à la gestion, au conseil en investissement et à l’hôtellerie : un seul interlocuteur pour toutes vos questions immobilières.',
      'From sales and lettings to management, investment advice and hotels: one point of contact for all your property questions.',
      'Verkauf, Vermietung, Verwaltung, Anlageberatung und Hotellerie aus einer Hand.',
    ),
  },
  {
    key: 'group',
    slug: routeSlugs('group'),
    title: L('De groep', 'Le groupe', 'The group', 'Die Gruppe'),
    intro: L(
      'Vitrine maakt deel uit van een onafhankelijke groep van vastgoedkantoren in België en Luxemburg, die marktkennis en investeerders delen.',
      'Vitrine fait partie d’un groupe indépendant d’agences immobilières en Belgique et au Luxembourg, qui partagent leur connaissance du marché et leurs investisseurs.',
      'Vitrine is part of an independent group of estate agencies in Belgium and Luxembourg that share market knowledge and investors.',
      'Vitrine gehört zu einer unabhängigen Gruppe von Immobilienbüros in Belgien und Luxemburg, die Marktkenntnis und Investoren teilen.',
    ),
    body: L(
      'De Solanet-groep verenigt vijf zelfstandige kantoren in Antwerpen, Gent, Brussel, Namen en Luxemburg-stad. Elk kantoor blijft eigendom van zijn zaakvoerders en kent zijn eigen buurten; samen delen we een databank van kopers en investeerders, juridische en technische expertise en één manier van werken.',
      'Le groupe Solanet réunit cinq agences indépendantes à Anvers, Gand, Bruxelles, Namur et Luxembourg-ville. Chaque agence reste la propriété de ses gérants et connaît ses quartiers ; ensemble, nous partageons une base d’acheteurs et d’investisseurs, une expertise juridique et technique et une même façon de travailler.',
      'The Solanet group brings together five independent offices in Antwerp, Ghent, Brussels, Namur and Luxembourg City. Each office remains owned by its managers and knows its own neighbourhoods; together we share a base of buyers and investors, legal and technical expertise and one way of working.',
      'Die Solanet-Gruppe vereint fünf unabhängige Büros in Antwerpen, Gent, Brüssel, Namur und Luxemburg-Stadt. Jedes Büro bleibt im Besitz seiner Geschäftsführer und kennt seine eigenen Viertel; gemeinsam teilen wir einen Stamm an Käufern und Investoren, juristisches und technisches Fachwissen und eine Arbeitsweise.',
    ),
    sections: [
      {
        heading: L(
          'Wat de groep u biedt',
          'Ce que le groupe vous apporte',
          'What the group offers you',
          'Was die Gruppe Ihnen bietet',
        ),
        body: L(
          'Uw woning wordt voorgesteld aan de kandidaat-kopers van alle vijf kantoren, niet van één. Investeerders uit Luxemburg en Brussel zien opbrengsteigendommen in Vlaanderen en Wallonië zodra ze te koop komen. Notarissen, landmeters en energiedeskundigen werken voor de hele groep met dezelfde afspraken.',
          'Votre bien est présenté aux candidats acquéreurs des cinq agences, pas d’une seule. Les investisseurs de Luxembourg et de Bruxelles voient les immeubles de rapport en Flandre et en Wallonie dès leur mise en vente. Notaires, géomètres et certificateurs énergétiques travaillent pour tout le groupe aux mêmes conditions.',
          'Your property is presented to the prospective buyers of all five offices, not one. Investors from Luxembourg and Brussels see investment properties in Flanders and Wallonia as soon as they come on the market. Notaries, surveyors and energy assessors work for the whole group on the same terms.',
          'Ihre Immobilie wird den Kaufinteressenten aller fünf Büros vorgestellt, nicht nur eines. Investoren aus Luxemburg und Brüssel sehen Renditeobjekte in Flandern und der Wallonie, sobald sie auf den Markt kommen. Notare, Vermesser und Energieberater arbeiten für die ganze Gruppe zu denselben Bedingungen.',
        ),
      },
      {
        heading: L('Eén deontologie', 'Une seule déontologie', 'One code of ethics', 'Ein Berufskodex'),
        body: L(
          'Alle makelaars van de groep zijn erkend door het BIV (België) of hebben een vergunning van het ministerie van Economie (Luxemburg). Elke advertentie vermeldt de wettelijk verplichte gegevens: EPC, stedenbouwkundige informatie, overstromingsrisico en asbestattest waar van toepassing.',
          'Tous les agents du groupe sont agréés par l’IPI (Belgique) ou autorisés par le ministère de l’Économie (Luxembourg). Chaque annonce reprend les mentions légales obligatoires : PEB, informations urbanistiques, risque d’inondation et attestation amiante le cas échéant.',
          'Every agent in the group is licensed by the BIV/IPI (Belgium) or authorised by the Ministry of the Economy (Luxembourg). Every ad carries the mentions the law requires: energy certificate, planning information, flood risk and asbestos certificate where they apply.',
          'Alle Makler der Gruppe sind beim BIV/IPI (Belgien) zugelassen oder vom Wirtschaftsministerium (Luxemburg) ermächtigt. Jede Anzeige enthält die gesetzlich vorgeschriebenen Angaben: Energieausweis, Städtebauinformationen, Hochwasserrisiko und Asbestbescheinigung, wo sie gelten.',
        ),
      },
      {
        heading: L('De kantoren', 'Les agences', 'The offices', 'Die Büros'),
        body: L(
          'Antwerpen (Vitrine, hoofdzetel) – Gent – Brussel – Namen – Luxemburg-stad. Een vraag voor een ander kantoor? Stel ze aan ons: we brengen u in contact met de juiste makelaar.',
          'Anvers (Vitrine, siège) – Gand – Bruxelles – Namur – Luxembourg-ville. Une question pour une autre agence ? Posez-la-nous : nous vous mettons en contact avec le bon agent.',
          'Antwerp (Vitrine, head office) – Ghent – Brussels – Namur – Luxembourg City. A question for another office? Ask us: we put you in touch with the right agent.',
          'Antwerpen (Vitrine, Hauptsitz) – Gent – Brüssel – Namur – Luxemburg-Stadt. Eine Frage an ein anderes Büro? Fragen Sie uns: Wir verbinden Sie mit dem richtigen Makler.',
        ),
      },
    ],
  },
  {
    key: 'investors',
    slug: L('investeerders', 'investisseurs', 'investors', 'investoren'),
    image: 'apartment-3',
    title: L('Investeerders', 'Investisseurs', 'Investors', 'Investoren'),
    intro: L(
      'Opbrengsteigendommen, nieuwbouwprojecten en commercieel vastgoed met een onderbouwde rendementsanalyse.',
      'Immeubles de rapport, projets neufs et immobilier commercial, avec une analyse de rendement argumentée.',
      'Investment properties, new-build projects and commercial real estate, with a reasoned yield analysis.',
      'Renditeobjekte, Neubauprojekte und Gewerbeimmobilien mit fundierter Renditeanalyse.',
    ),
  },
  {
    key: 'testimonials',
    slug: L('getuigenissen', 'temoignages', 'testimonials', 'erfahrungsberichte'),
    title: L('Getuigenissen', 'Témoignages', 'Testimonials', 'Erfahrungsberichte'),
    intro: L(
      'Wat klanten over ons zeggen. Ook een ervaring delen? Laat hieronder uw getuigenis achter; we publiceren ze na nalezing.',
      'Ce que nos clients disent de nous. Vous souhaitez partager votre expérience ? Laissez votre témoignage ci-dessous ; nous le publions après relecture.',
      'What our clients say about us. Want to share your experience? Leave your testimonial below; we publish it after review.',
      'Was unsere Kunden sagen. Teilen Sie Ihre Erfahrung – wir veröffentlichen sie nach Prüfung.',
    ),
  },
  {
    key: 'renovation-calculator',
    slug: L('renovatiecalculator', 'calculateur-renovation', 'renovation-calculator', 'renovierungsrechner'),
    image: 'house-7',
    title: L('Renovatiecalculator', 'Calculateur de rénovation', 'Renovation calculator', 'Renovierungsrechner'),
    intro: L(
      'Schat wat het kost om uw woning naar een beter EPC-label te brengen. Koopt u in Vlaanderen een woning met label E of F, dan moet u binnen vijf jaar naar label D of beter.',
      'Estimez le coût pour améliorer le label PEB de votre logement. Si vous achetez en Flandre un logement de label E ou F, vous devez atteindre le label D ou mieux dans les cinq ans.',
      'Estimate what it costs to bring your home to a better EPC label. If you buy a home in Flanders with label E or F, you must reach label D or better within five years.',
      'Schätzen Sie die Kosten einer energetischen Sanierung. Wer in Flandern eine Wohnung mit Label E oder F kauft, muss innerhalb von fünf Jahren Label D erreichen.',
    ),
    body: L(
      'De bedragen zijn richtprijzen per m² bewoonbare oppervlakte, inclusief btw, en houden nog geen rekening met premies.',
      'Les montants sont des prix indicatifs par m² habitable, TVA comprise, hors primes.',
      'Amounts are indicative prices per m² of living area, including VAT, before grants.',
      'Richtpreise pro m² Wohnfläche inkl. MwSt., ohne Förderungen.',
    ),
  },
];
