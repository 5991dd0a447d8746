import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ImageData } from '~/ui/image';
import { ResponsiveImage } from '~/ui/responsive-image';
import { detailMessages } from './attribute-messages';
import { propertyMessages } from './messages';
// Not lazy-loaded: at 0.8 KB gzip it is smaller than the loader a dynamic import would bring along.
import PhotoLightbox from './photo-lightbox';

/** Each photo's text alternative: the editor's own, else "{title}, photo 3 of 7". */
export function photoAlts(photos: readonly ImageData[], title: string, intl: ReturnType<typeof useIntl>): string[] {
  return photos.map((photo, index) =>
    photo.alt && !photo.alt.startsWith(title)
      ? photo.alt
      : intl.formatMessage(propertyMessages.photoAlt, { title, number: index + 1, count: photos.length }),
  );
}

/**
 * The photos. Without JavaScript: a swipeable scroll-snap strip and thumbnails that are plain
 * anchors to each photo. With JavaScript: previous/next buttons, arrow keys on the strip, the
 * current position, thumbnails that scroll the strip in place, and a full-screen lightbox.
 */
export function PropertyGallery({ photos, title }: { photos: readonly ImageData[]; title: string }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const alts = photoAlts(photos, title, intl);

  useEffect(() => {
    setEnhanced(true);
    const element = track.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const show = useCallback(
    (index: number) => {
      const element = track.current;
      const target = Math.max(0, Math.min(photos.length - 1, index));
      if (!element) return;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({ left: target * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
      setCurrent(target);
    },
    [photos.length],
  );

  if (photos.length === 0) return <div className="photo-gallery photo-gallery--empty" aria-hidden="true" />;

  const onTrackKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      show(current + (event.key === 'ArrowRight' ? 1 : -1));
    } else if (event.key === 'Enter') {
      setLightbox(current);
    }
  };
  const onThumb = (event: MouseEvent, index: number) => {
    event.preventDefault();
    show(index);
  };

  return (
    <section className="photo-gallery" aria-label={intl.formatMessage(propertyMessages.photos)}>
      <div className="photo-gallery__viewport">
        <ul
          ref={track}
          className="photo-gallery__track"
          // A scrollable region is reachable with the keyboard (arrow keys scroll it natively).
          tabIndex={0}
          aria-label={intl.formatMessage(propertyMessages.photos)}
          onKeyDown={enhanced ? onTrackKey : undefined}
        >
          {photos.map((photo, index) => (
            <li key={photo.src} id={`photo-${index + 1}`} className="photo-gallery__slide">
              <ResponsiveImage
                image={photo}
                priority={index === 0}
                sizes="(min-width: 1200px) 1136px, 100vw"
                alt={alts[index]}
                className={enhanced ? 'photo-gallery__image photo-gallery__image--zoom' : 'photo-gallery__image'}
              />
              {enhanced ? (
                <button
                  type="button"
                  className="photo-gallery__open"
                  tabIndex={-1}
                  aria-hidden="true"
                  onClick={() => setLightbox(index)}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {enhanced && photos.length > 1 ? (
          <>
            <button
              type="button"
              className="photo-gallery__nav photo-gallery__nav--previous"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-label={intl.formatMessage(detailMessages.previousPhoto)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="photo-gallery__nav photo-gallery__nav--next"
              onClick={() => show(current + 1)}
              disabled={current === photos.length - 1}
              aria-label={intl.formatMessage(detailMessages.nextPhoto)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        {enhanced ? (
          <div className="photo-gallery__bar">
            <p className="photo-gallery__counter" aria-live="polite">
              {intl.formatMessage(detailMessages.photoCounter, { number: current + 1, count: photos.length })}
            </p>
            <button type="button" className="photo-gallery__fullscreen" onClick={() => setLightbox(current)}>
              {intl.formatMessage(detailMessages.fullScreen)}
            </button>
          </div>
        ) : null}
      </div>
      {photos.length > 1 ? (
        <ol className="photo-gallery__thumbs">
          {photos.map((photo, index) => (
            <li key={photo.src}>
              <a
                href={`#photo-${index + 1}`}
                className="photo-gallery__thumb"
                aria-label={intl.formatMessage(detailMessages.showPhoto, { number: index + 1 })}
                aria-current={enhanced && index === current ? 'true' : undefined}
                onClick={enhanced ? (event) => onThumb(event, index) : undefined}
              >
                <ResponsiveImage image={photo} sizes="112px" alt="" />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      {lightbox !== null ? (
        <PhotoLightbox
          photos={photos}
          alts={alts}
          start={lightbox}
          onClose={(index) => {
            setLightbox(null);
            show(index);
          }}
        />
      ) : null}
    </section>
  );
}
