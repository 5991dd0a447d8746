import { defineMessage, defineMessages } from 'react-intl';

export const galleryMessages = defineMessages({
  photos: { id: 'gallery.photos', defaultMessage: 'Photos', description: 'Accessible name of a photo gallery' },
  photoAlt: defineMessage<{ title: string; number: number; count: number }>({
    id: 'gallery.photoAlt',
    defaultMessage: '{title}, photo {number} of {count}',
    description: 'Alternative text of a gallery photo without its own description (title of the listing or project)',
  }),
  previousPhoto: { id: 'gallery.previous', defaultMessage: 'Previous photo', description: 'Gallery button' },
  nextPhoto: { id: 'gallery.next', defaultMessage: 'Next photo', description: 'Gallery button' },
  showPhoto: defineMessage<{ number: number }>({
    id: 'gallery.show',
    defaultMessage: 'Show photo {number}',
    description: 'Accessible name of a gallery thumbnail',
  }),
  fullScreen: {
    id: 'gallery.fullScreen',
    defaultMessage: 'Full screen',
    description: 'Button that opens the photo lightbox',
  },
  closeLightbox: {
    id: 'gallery.close',
    defaultMessage: 'Close',
    description: 'Button that closes the photo lightbox',
  },
  photoCounter: defineMessage<{ number: number; count: number }>({
    id: 'gallery.counter',
    defaultMessage: '{number} / {count}',
    description: 'Position in the gallery',
  }),
});
