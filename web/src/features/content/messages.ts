import { defineMessage, defineMessages } from 'react-intl';

/** Every content page: breadcrumb, fallback notice, the call to action; articles and sections. */
export const contentMessages = defineMessages({
  breadcrumbLabel: {
    id: 'content.breadcrumb.label',
    defaultMessage: 'You are here',
    description: 'Accessible name of the breadcrumb trail on content pages',
  },
  home: { id: 'content.breadcrumb.home', defaultMessage: 'Home', description: 'First breadcrumb entry' },
  relatedHeading: {
    id: 'content.article.related',
    defaultMessage: 'Read also',
    description: 'Heading above the other articles of the same section, under an article',
  },
  backToSection: defineMessage<{ section: string }>({
    id: 'content.article.back',
    defaultMessage: 'Back to {section}',
    description: 'Link from an article to the overview of its section',
  }),
  inEnglish: {
    id: 'content.fallback.english',
    defaultMessage: 'This text is not yet available in German; it is shown in English.',
    description: 'Notice shown on a German page whose text falls back to English (keep it in the target language)',
  },
  informationTitle: {
    id: 'content.information.title',
    defaultMessage: 'Good to know',
    description:
      'Title of the information section (flooding, asbestos, energy certificates) when the cms has no page for it',
  },
  informationIntro: {
    id: 'content.information.intro',
    defaultMessage:
      'What buyers and tenants in Belgium need to know about flood risk, asbestos and energy certificates.',
    description: 'Introduction of the information section when the cms has no page for it',
  },
  questionsHeading: {
    id: 'content.cta.heading',
    defaultMessage: 'Questions about your project?',
    description: 'Heading of the contact call-to-action under articles',
  },
  questionsText: {
    id: 'content.cta.text',
    defaultMessage: 'Our licensed agents will gladly help you, free of charge and without obligation.',
    description: 'Text of the contact call-to-action under articles',
  },
  contactUs: { id: 'content.cta.contact', defaultMessage: 'Contact us', description: 'Button to the contact page' },
});

/** The team page. */
export const teamMessages = defineMessages({
  teamHeading: {
    id: 'content.team.heading',
    defaultMessage: 'Our agents',
    description: 'Heading above the agent cards on the team page',
  },
  agentMobile: {
    id: 'content.team.mobile',
    defaultMessage: 'Mobile',
    description: 'Label before an agent mobile number',
  },
  agentOffice: {
    id: 'content.team.office',
    defaultMessage: 'Office',
    description: 'Label before an agent office number',
  },
  agentEmail: {
    id: 'content.team.email',
    defaultMessage: 'Email',
    description: 'Label before an agent e-mail address',
  },
  agentLanguages: {
    id: 'content.team.languages',
    defaultMessage: 'Speaks',
    description: 'Label before the languages an agent speaks (followed by a list such as "Dutch, French")',
  },
  agentBiv: {
    id: 'content.team.biv',
    defaultMessage: 'BIV no.',
    description: 'Label before an agent accreditation number at the Belgian institute of estate agents',
  },
  noAgents: {
    id: 'content.team.empty',
    defaultMessage: 'Our team will be introduced here soon.',
    description: 'Shown on the team page when no agent is published',
  },
});

/** The contact page. */
export const contactMessages = defineMessages({
  visitUs: {
    id: 'content.contact.visit',
    defaultMessage: 'Visit us',
    description: 'Heading of the office address block',
  },
  callUs: { id: 'content.contact.call', defaultMessage: 'Call us', description: 'Contact page button: phone call' },
  mailUs: { id: 'content.contact.mail', defaultMessage: 'Email us', description: 'Contact page button: e-mail' },
  openingHours: {
    id: 'content.contact.hours',
    defaultMessage: 'Opening hours',
    description: 'Heading of the opening hours on the contact page',
  },
  routeLink: {
    id: 'content.contact.route',
    defaultMessage: 'Plan your route',
    description: 'Link opening the office address in OpenStreetMap',
  },
  ctaHeading: {
    id: 'content.contact.ctaHeading',
    defaultMessage: 'How can we help?',
    description: 'Heading of the call-to-action block of the contact page',
  },
  ctaText: {
    id: 'content.contact.ctaText',
    defaultMessage:
      'Call or email us during opening hours: an agent answers within one working day. Selling or letting? Ask for a free valuation.',
    description: 'Text of the call-to-action block of the contact page',
  },
  teamLink: {
    id: 'content.contact.team',
    defaultMessage: 'Meet the team',
    description: 'Contact page link to the team page',
  },
});
