import { defineMessages } from 'react-intl';

export const languageMessages = defineMessages({
  switcherLabel: {
    id: 'language.switcher.label',
    defaultMessage: 'Choose your language',
    description: 'Accessible name of the language switcher navigation',
  },
});
