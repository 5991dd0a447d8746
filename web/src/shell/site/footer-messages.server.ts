import { defineMessage, defineMessages } from 'react-intl';

/** The footer’s words: the server writes the footer out (`footer.server.ts`), so none of these reach the browser. */
export const footerMessages = defineMessages({
  footerContact: {
    id: 'site.footer.contact',
    defaultMessage: 'Contact',
    description: 'Footer heading above the agency address',
  },
  footerExplore: {
    id: 'site.footer.explore',
    defaultMessage: 'Explore',
    description: 'Footer heading above links to the lists',
  },
  footerLegal: {
    id: 'site.footer.legal',
    defaultMessage: 'Legal information',
    description: 'Footer heading above the legal mentions of the agency',
  },
  footerOwnerLogin: {
    id: 'site.footer.ownerLogin',
    defaultMessage: 'Owner login',
    description: 'Footer link to the owner login',
  },
  phone: { id: 'site.footer.phone', defaultMessage: 'Phone', description: 'Label before the agency phone number' },
  email: { id: 'site.footer.email', defaultMessage: 'Email', description: 'Label before the agency e-mail address' },
  openingHours: {
    id: 'site.footer.openingHours',
    defaultMessage: 'Opening hours',
    description: 'Label before the agency opening hours',
  },
  vatNumber: {
    id: 'site.footer.vat',
    defaultMessage: 'VAT number',
    description: 'Label before the company VAT number',
  },
  bivNumber: {
    id: 'site.footer.biv',
    defaultMessage: 'BIV number',
    description: 'Label before the Belgian real-estate agents institute (BIV/IPI) accreditation number',
  },
  supervisoryAuthority: {
    id: 'site.footer.supervisoryAuthority',
    defaultMessage: 'Supervisory authority',
    description: 'Label before the name and address of the authority supervising real-estate agents',
  },
  deontology: {
    id: 'site.footer.deontology',
    defaultMessage: 'Subject to the code of ethics of the BIV',
    description: 'Link text to the professional code of ethics that binds Belgian real-estate agents',
  },
  footerServices: {
    id: 'site.footer.services',
    defaultMessage: 'Our services',
    description: 'Footer link to the services overview',
  },
  footerInvestors: {
    id: 'site.footer.investors',
    defaultMessage: 'Investors',
    description: 'Footer link to the investor section',
  },
  footerInformation: {
    id: 'site.footer.information',
    defaultMessage: 'Good to know',
    description: 'Footer link to the information pages (flooding, asbestos, energy certificates)',
  },
  footerCalculator: {
    id: 'site.footer.calculator',
    defaultMessage: 'Renovation calculator',
    description: 'Footer link to the renovation cost calculator',
  },
  footerTestimonials: {
    id: 'site.footer.testimonials',
    defaultMessage: 'Testimonials',
    description: 'Footer link to the testimonials page',
  },
  footerTeam: { id: 'site.footer.team', defaultMessage: 'Our team', description: 'Footer link to the team page' },
  newsletterHeading: {
    id: 'site.footer.newsletter',
    defaultMessage: 'Newsletter',
    description: 'Footer heading of the newsletter sign-up',
  },
  newsletterText: {
    id: 'site.footer.newsletter.text',
    defaultMessage: 'New properties and agency news in your mailbox.',
    description: 'Footer text of the newsletter sign-up',
  },
  newsletterEmail: {
    id: 'site.footer.newsletter.email',
    defaultMessage: 'Your email address',
    description: 'Footer newsletter input label',
  },
  newsletterButton: {
    id: 'site.footer.newsletter.button',
    defaultMessage: 'Sign up',
    description: 'Footer newsletter button',
  },
  footerContactPage: {
    id: 'site.footer.contactPage',
    defaultMessage: 'Contact us',
    description: 'Footer link to the contact page',
  },
  footerLegalPages: {
    id: 'site.footer.legalPages',
    defaultMessage: 'Legal pages',
    description: 'Accessible name of the footer navigation with privacy, cookie policy and disclaimer',
  },
  footerPrivacy: {
    id: 'site.footer.privacy',
    defaultMessage: 'Privacy',
    description: 'Footer link to the privacy statement',
  },
  footerCookies: {
    id: 'site.footer.cookies',
    defaultMessage: 'Cookie policy',
    description: 'Footer link to the cookie policy',
  },
  footerDisclaimer: {
    id: 'site.footer.disclaimer',
    defaultMessage: 'Disclaimer',
    description: 'Footer link to the disclaimer',
  },
  footerGroup: { id: 'site.footer.group', defaultMessage: 'The group', description: 'Footer link to the group page' },
  copyright: defineMessage<{ year: number; name: string }>({
    id: 'site.footer.copyright',
    defaultMessage: '© {year} {name}. All rights reserved.',
    description: 'Copyright line at the bottom of every page',
  }),
});
