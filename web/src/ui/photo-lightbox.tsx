import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ImageData } from './image';
import { ResponsiveImage } from './responsive-image';

interface PhotoLightboxProps {
  readonly photos: readonly ImageData[];
  readonly alts: readonly string[];
  readonly start: number;
  /** Called with the photo shown last, so the gallery can follow. */
  readonly onClose: (index: number) => void;
  /** Its words, from the gallery: the lightbox, loaded on demand, brings no messages of its own. */
  readonly labels: {
    readonly dialog: string;
    readonly close: string;
    readonly previous: string;
    readonly next: string;
    readonly counter: (number: number, count: number) => string;
  };
}

/**
 * Full-screen photos in a modal `<dialog>`: the browser traps focus and closes it on Escape;
 * arrow keys page through, focus returns to where it was.
 */
export default function PhotoLightbox({ photos, alts, start, onClose, labels }: PhotoLightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);

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
      aria-label={labels.dialog}
      onKeyDown={onKey}
      onClose={() => onClose(index)}
    >
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite">
          {labels.counter(index + 1, photos.length)}
        </p>
        <button type="button" className="lightbox__close" onClick={() => dialog.current?.close()} autoFocus>
          {labels.close}
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
            aria-label={labels.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            onClick={() => go(1)}
            aria-label={labels.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
