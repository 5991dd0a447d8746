import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ImageData } from './image';
import { ResponsiveImage } from './responsive-image';
import { useHydrated } from './use-hydrated';
import { galleryMessages } from './photo-gallery-messages';

// Fetched on the first click on a photo: the page already has the dynamic-import loader (the 404
// content and the sold-listing page use it), so the lightbox costs its own 0.4 KB gzip only then.
const PhotoLightbox = lazy(() => import('./photo-lightbox'));

/** Each photo's text alternative: the editor's own, else "{title}, photo 3 of 7". */
export function photoAlts(photos: readonly ImageData[], title: string, intl: ReturnType<typeof useIntl>): string[] {
  return photos.map((photo, index) =>
    photo.alt && !photo.alt.startsWith(title)
      ? photo.alt
      : intl.formatMessage(galleryMessages.photoAlt, { title, number: index + 1, count: photos.length }),
  );
}

/**
 * The photos of a listing or a project. Without JavaScript: a swipeable scroll-snap strip and thumbnails that are plain
 * anchors to each photo. With JavaScript: previous/next buttons, arrow keys on the strip, the
 * current position, thumbnails that scroll the strip in place, and a full-screen lightbox.
 */
export function PhotoGallery({ photos, title }: { photos: readonly ImageData[]; title: string }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const enhanced = useHydrated();
  const [lightbox, setLightbox] = useState<number | null>(null);
  const alts = photoAlts(photos, title, intl);

  useEffect(() => {
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
    <section className="photo-gallery" aria-label={intl.formatMessage(galleryMessages.photos)}>
      <div className="photo-gallery__viewport">
        <ul
          ref={track}
          className="photo-gallery__track"
          // A scrollable region is reachable with the keyboard (arrow keys scroll it natively).
          tabIndex={0}
          aria-label={intl.formatMessage(galleryMessages.photos)}
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
              aria-label={intl.formatMessage(galleryMessages.previousPhoto)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="photo-gallery__nav photo-gallery__nav--next"
              onClick={() => show(current + 1)}
              disabled={current === photos.length - 1}
              aria-label={intl.formatMessage(galleryMessages.nextPhoto)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        {enhanced ? (
          <div className="photo-gallery__bar">
            <p className="photo-gallery__counter" aria-live="polite">
              {intl.formatMessage(galleryMessages.photoCounter, { number: current + 1, count: photos.length })}
            </p>
            <button type="button" className="photo-gallery__fullscreen" onClick={() => setLightbox(current)}>
              {intl.formatMessage(galleryMessages.fullScreen)}
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
                aria-label={intl.formatMessage(galleryMessages.showPhoto, { number: index + 1 })}
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
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            alts={alts}
            start={lightbox}
            labels={{
              dialog: intl.formatMessage(galleryMessages.photos),
              close: intl.formatMessage(galleryMessages.closeLightbox),
              previous: intl.formatMessage(galleryMessages.previousPhoto),
              next: intl.formatMessage(galleryMessages.nextPhoto),
              counter: (number, count) => intl.formatMessage(galleryMessages.photoCounter, { number, count }),
            }}
            onClose={(index) => {
              setLightbox(null);
              show(index);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
