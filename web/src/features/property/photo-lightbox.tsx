import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ImageData } from '~/ui/image';
import { ResponsiveImage } from '~/ui/responsive-image';
import { detailMessages } from './attribute-messages';
import { propertyMessages } from './messages';

interface PhotoLightboxProps {
  readonly photos: readonly ImageData[];
  readonly alts: readonly string[];
  readonly start: number;
  /** Called with the photo shown last, so the gallery can follow. */
  readonly onClose: (index: number) => void;
}

/**
 * Full-screen photos in a modal `<dialog>`: the browser traps focus and closes it on Escape;
 * arrow keys page through, focus returns to where it was.
 */
export default function PhotoLightbox({ photos, alts, start, onClose }: PhotoLightboxProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const indexRef = useRef(start);
  indexRef.current = index;

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal?.();
    return () => opener?.focus?.();
  }, []);

  const go = (step: number) => setIndex((value) => (value + step + photos.length) % photos.length);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  const photo = photos[index]!;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={intl.formatMessage(propertyMessages.photos)}
      onKeyDown={onKey}
      onClose={() => onClose(indexRef.current)}
    >
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite">
          {intl.formatMessage(detailMessages.photoCounter, { number: index + 1, count: photos.length })}
        </p>
        <button type="button" className="lightbox__close" onClick={() => dialog.current?.close()} autoFocus>
          {intl.formatMessage(detailMessages.closeLightbox)}
        </button>
      </div>
      <figure className="lightbox__figure">
        <ResponsiveImage image={photo} sizes="100vw" priority alt={alts[index]} className="lightbox__image" />
      </figure>
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--previous"
            onClick={() => go(-1)}
            aria-label={intl.formatMessage(detailMessages.previousPhoto)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            onClick={() => go(1)}
            aria-label={intl.formatMessage(detailMessages.nextPhoto)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
