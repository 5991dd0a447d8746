import { defineMessage, defineMessages } from 'react-intl';

/** The favourites page. */
export const favouritesMessages = defineMessages({
  title: { id: 'favourites.title', defaultMessage: 'My favourites', description: 'Heading of the favourites page' },
  intro: {
    id: 'favourites.intro',
    defaultMessage: 'The properties you saved with the heart, kept in this browser. No account needed.',
    description: 'Introduction of the favourites page',
  },
  empty: {
    id: 'favourites.empty',
    defaultMessage: 'You have no favourites yet. Tap the heart on a property to keep it here.',
    description: 'The favourites page with an empty shortlist',
  },
  forSale: {
    id: 'favourites.forSale',
    defaultMessage: 'Properties for sale',
    description: 'Link on the favourites page',
  },
  forRent: {
    id: 'favourites.forRent',
    defaultMessage: 'Properties for rent',
    description: 'Link on the favourites page',
  },
  added: {
    id: 'favourites.added',
    defaultMessage: 'The property has been added to your favourites.',
    description: 'Notice after saving a property without JavaScript',
  },
  unavailable: {
    id: 'favourites.unavailable',
    defaultMessage: 'No longer available',
    description: 'Mark on a saved property that is sold, rented or taken offline',
  },
  offline: {
    id: 'favourites.offline',
    defaultMessage: 'A property you saved is no longer online.',
    description: 'A saved property that is not published any more',
  },
  remove: defineMessage<{ title: string }>({
    id: 'favourites.remove',
    defaultMessage: 'Remove {title}',
    description: 'Button removing a property from the favourites (its accessible name)',
  }),
  removeShort: {
    id: 'favourites.removeShort',
    defaultMessage: 'Remove',
    description: 'Visible text of the remove button',
  },
  shareHeading: {
    id: 'favourites.shareHeading',
    defaultMessage: 'Share this list',
    description: 'Heading of the share block of the favourites page',
  },
  shareIntro: {
    id: 'favourites.shareIntro',
    defaultMessage: 'Send this link, or open it on another device: it shows the same list.',
    description: 'Explains the shared favourites link',
  },
  shareLabel: {
    id: 'favourites.shareLabel',
    defaultMessage: 'Link to this list',
    description: 'Label of the link field',
  },
  copy: { id: 'favourites.copy', defaultMessage: 'Copy the link', description: 'Button copying the share link' },
  copied: { id: 'favourites.copied', defaultMessage: 'Link copied', description: 'After copying the share link' },
  shared: defineMessage<{ count: number }>({
    id: 'favourites.shared',
    defaultMessage:
      '{count, plural, one {A shortlist of # property was shared with you.} other {A shortlist of # properties was shared with you.}}',
    description: 'Notice on a shared favourites link',
  }),
  keep: {
    id: 'favourites.keep',
    defaultMessage: 'Add these to my favourites',
    description: 'Button keeping a shared shortlist in the visitor own favourites',
  },
  mine: { id: 'favourites.mine', defaultMessage: 'See my own favourites', description: 'Link from a shared list' },
});
