import { useIntl } from 'react-intl';
import type { ImageData } from '~/ui/image';
import { ResponsiveImage } from '~/ui/responsive-image';
import { propertyMessages } from './messages';

/**
 * The photos: the first one large (the page's priority image), four more beside it on desktop;
 * on a phone a swipeable strip. Each photo links to its full size, so it works without JavaScript.
 */
export function PropertyGallery({ photos, title }: { photos: readonly ImageData[]; title: string }) {
  const intl = useIntl();
  if (photos.length === 0) return <div className="gallery gallery--empty" aria-hidden="true" />;
  const shown = photos.slice(0, 5);
  const hidden = photos.length - shown.length;
  return (
    <section className="gallery" aria-label={intl.formatMessage(propertyMessages.photos)}>
      <ul className={`gallery__grid gallery__grid--${shown.length}`}>
        {shown.map((photo, index) => (
          <li key={photo.src} className="gallery__item">
            <a href={photo.src} className="gallery__link">
              <ResponsiveImage
                image={photo}
                priority={index === 0}
                sizes={index === 0 ? '(min-width: 961px) 640px, 100vw' : '(min-width: 961px) 320px, 100vw'}
                alt={
                  photo.alt.startsWith(title)
                    ? intl.formatMessage(propertyMessages.photoAlt, { title, number: index + 1, count: photos.length })
                    : photo.alt
                }
              />
              {hidden > 0 && index === shown.length - 1 ? (
                <span className="gallery__more">
                  {intl.formatMessage(propertyMessages.morePhotos, { count: hidden })}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
