import type { Language } from '@vitrine/domain';

/** The texts of the purchase offer mails, one table per language; `{{name}}` placeholders are filled escaped. */
export interface OfferTexts {
  visitorSubject: string;
  visitorBody: string;
  deposit: string;
  depositNoAccount: string;
  legal: string;
  agentSubject: string;
  agentSubjectBelowFloor: string;
  agentIntro: string;
  agentBelowFloor: string;
  fields: { amount: string; validUntil: string; deposit: string; floor: string };
}

const en: OfferTexts = {
  visitorSubject: 'We received your purchase offer of {{amount}}',
  visitorBody:
    'Thank you: we received your purchase offer for this property and pass it on to the owner. An agent will contact you about it.',
  deposit:
    'As stated in the offer: if it is accepted, you pay a deposit of 10% of the price, {{deposit}} (10% of the {{amount}} you offered), into the third-party account {{account}} of {{holder}}.',
  depositNoAccount:
    "As stated in the offer: if it is accepted, you pay a deposit of 10% of the price, {{deposit}} (10% of the {{amount}} you offered), into the agent's third-party account.",
  legal: '{{legalName}}, {{address}} · VAT {{vat}} · BIV {{biv}} · {{status}} · Supervisory authority: {{authority}}',
  agentSubject: 'New purchase offer of {{amount}} from {{name}}',
  agentSubjectBelowFloor: 'Below your floor: purchase offer of {{amount}} from {{name}}',
  agentIntro: 'A visitor made a purchase offer through the website and accepted the 10% deposit.',
  agentBelowFloor:
    'This offer ({{amount}}) is below the floor set on the listing ({{floor}}). It is stored all the same.',
  fields: { amount: 'Amount offered', validUntil: 'Valid until', deposit: 'Deposit (10%)', floor: 'Floor' },
};

const nl: OfferTexts = {
  visitorSubject: 'We hebben uw bod van {{amount}} ontvangen',
  visitorBody:
    'Dank u: we hebben uw bod op dit pand goed ontvangen en bezorgen het aan de eigenaar. Een makelaar neemt hierover contact met u op.',
  deposit:
    'Zoals vermeld in het bod: wordt het aanvaard, dan betaalt u een voorschot van 10% van de prijs, {{deposit}} (10% van de {{amount}} die u biedt), op de derdenrekening {{account}} van {{holder}}.',
  depositNoAccount:
    'Zoals vermeld in het bod: wordt het aanvaard, dan betaalt u een voorschot van 10% van de prijs, {{deposit}} (10% van de {{amount}} die u biedt), op de derdenrekening van de makelaar.',
  legal: '{{legalName}}, {{address}} · btw {{vat}} · BIV {{biv}} · {{status}} · Toezichthouder: {{authority}}',
  agentSubject: 'Nieuw bod van {{amount}} van {{name}}',
  agentSubjectBelowFloor: 'Onder uw ondergrens: bod van {{amount}} van {{name}}',
  agentIntro: 'Een bezoeker deed een bod via de website en aanvaardde het voorschot van 10%.',
  agentBelowFloor: 'Dit bod ({{amount}}) ligt onder de ondergrens van het pand ({{floor}}). Het is toch bewaard.',
  fields: { amount: 'Geboden bedrag', validUntil: 'Geldig tot', deposit: 'Voorschot (10%)', floor: 'Ondergrens' },
};

const fr: OfferTexts = {
  visitorSubject: "Nous avons bien reçu votre offre d'achat de {{amount}}",
  visitorBody:
    "Merci : nous avons bien reçu votre offre d'achat pour ce bien et la transmettons au propriétaire. Un agent vous contactera à ce sujet.",
  deposit:
    "Comme indiqué dans l'offre : si elle est acceptée, vous versez un acompte de 10 % du prix, {{deposit}} (10 % des {{amount}} que vous offrez), sur le compte de tiers {{account}} de {{holder}}.",
  depositNoAccount:
    "Comme indiqué dans l'offre : si elle est acceptée, vous versez un acompte de 10 % du prix, {{deposit}} (10 % des {{amount}} que vous offrez), sur le compte de tiers de l'agent.",
  legal: '{{legalName}}, {{address}} · TVA {{vat}} · IPI {{biv}} · {{status}} · Autorité de contrôle : {{authority}}',
  agentSubject: "Nouvelle offre d'achat de {{amount}} de {{name}}",
  agentSubjectBelowFloor: "Sous votre plancher : offre d'achat de {{amount}} de {{name}}",
  agentIntro: "Un visiteur a fait une offre d'achat via le site et a accepté l'acompte de 10 %.",
  agentBelowFloor:
    'Cette offre ({{amount}}) est inférieure au plancher fixé pour le bien ({{floor}}). Elle est enregistrée malgré tout.',
  fields: { amount: 'Montant offert', validUntil: "Valable jusqu'au", deposit: 'Acompte (10 %)', floor: 'Plancher' },
};

const de: OfferTexts = {
  visitorSubject: 'Wir haben Ihr Kaufangebot über {{amount}} erhalten',
  visitorBody:
    'Vielen Dank: Wir haben Ihr Kaufangebot für diese Immobilie erhalten und leiten es an den Eigentümer weiter. Ein Makler meldet sich dazu bei Ihnen.',
  deposit:
    'Wie im Angebot angegeben: Wird es angenommen, zahlen Sie eine Anzahlung von 10 % des Preises, {{deposit}} (10 % der gebotenen {{amount}}), auf das Treuhandkonto {{account}} von {{holder}}.',
  depositNoAccount:
    'Wie im Angebot angegeben: Wird es angenommen, zahlen Sie eine Anzahlung von 10 % des Preises, {{deposit}} (10 % der gebotenen {{amount}}), auf das Treuhandkonto des Maklers.',
  legal: '{{legalName}}, {{address}} · USt-IdNr. {{vat}} · BIV {{biv}} · {{status}} · Aufsichtsbehörde: {{authority}}',
  agentSubject: 'Neues Kaufangebot über {{amount}} von {{name}}',
  agentSubjectBelowFloor: 'Unter Ihrer Untergrenze: Kaufangebot über {{amount}} von {{name}}',
  agentIntro: 'Ein Besucher hat über die Website ein Kaufangebot abgegeben und die Anzahlung von 10 % akzeptiert.',
  agentBelowFloor:
    'Dieses Angebot ({{amount}}) liegt unter der für die Immobilie festgelegten Untergrenze ({{floor}}). Es wurde trotzdem gespeichert.',
  fields: { amount: 'Angebotener Betrag', validUntil: 'Gültig bis', deposit: 'Anzahlung (10 %)', floor: 'Untergrenze' },
};

/** The purchase offer mail texts of each language. */
export const offerTexts: Readonly<Record<Language, OfferTexts>> = { en, nl, fr, de };
