import { defineMessage, defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  title: {
    id: 'consent.title',
    defaultMessage: 'Cookies on this site',
    description: 'Heading of the cookie consent banner',
  },
  text: {
    id: 'consent.text',
    defaultMessage:
      'We use strictly necessary cookies to run this site. With your consent we also use cookies to measure visits, to show you our properties on other sites and to play videos and virtual tours from other providers. You can change your choice at any time through "Cookie settings" at the bottom of every page.',
    description: 'Explanation in the cookie consent banner (used when the agency has not written its own)',
  },
  policyLink: {
    id: 'consent.policyLink',
    defaultMessage: 'Read our cookie policy',
    description: 'Link from the consent banner to the cookie policy page',
  },
  categoriesLegend: {
    id: 'consent.categories',
    defaultMessage: 'Cookie categories',
    description: 'Legend of the group of category checkboxes in the consent form',
  },
  chooseCategories: {
    id: 'consent.chooseCategories',
    defaultMessage: 'Choose per category',
    description: 'Disclosure that shows the category checkboxes in the consent banner',
  },
  acceptAll: {
    id: 'consent.acceptAll',
    defaultMessage: 'Accept all',
    description: 'Consent button: allow every cookie category',
  },
  onlyNecessary: {
    id: 'consent.onlyNecessary',
    defaultMessage: 'Only necessary',
    description: 'Consent button: refuse every category except the strictly necessary cookies',
  },
  saveChoices: {
    id: 'consent.saveChoices',
    defaultMessage: 'Save choices',
    description: 'Consent button: keep the categories ticked above',
  },
  alwaysOn: {
    id: 'consent.alwaysOn',
    defaultMessage: 'Always on',
    description: 'Note beside the strictly necessary category, which cannot be switched off',
  },
  settingsTitle: {
    id: 'consent.settings.title',
    defaultMessage: 'Cookie settings',
    description: 'Heading of the cookie preferences dialog and page',
  },
  settingsLink: {
    id: 'consent.settings.link',
    defaultMessage: 'Cookie settings',
    description: 'Footer link that opens the cookie preferences',
  },
  close: {
    id: 'consent.settings.close',
    defaultMessage: 'Close',
    description: 'Button that closes the cookie preferences dialog without saving',
  },
  saved: {
    id: 'consent.saved',
    defaultMessage: 'Your cookie choices have been saved.',
    description: 'Announcement to screen readers after the visitor saved a consent choice',
  },
  currentChoice: defineMessage<{ days: number }>({
    id: 'consent.current',
    defaultMessage: 'Your current choice is saved for {days} days.',
    description: 'Line in the cookie preferences: how long the current choice is kept',
  }),
});
