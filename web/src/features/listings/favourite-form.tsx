import { favouritesPath, type Language } from '@vitrine/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { favouriteMessages } from './card-messages';

/**
 * The heart of a listing: a form posting to the favourites page (without JavaScript the server
 * adds the listing to the cookie list and shows the page). With JavaScript, its code, fetched
 * after the page (first-load budget, `favourite-heart.ts`), toggles the listing in place (cookie +
 * local storage, no reload) and shows whether it is saved. The page's HTML is the same for every
 * visitor (shared cache): the saved state appears once that code runs.
 */
export function FavouriteForm({
  documentId,
  title,
  language,
}: {
  documentId: string;
  title: string;
  language: Language;
}) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./favourite-heart').then((heart) => {
      if (live && form.current) stop = heart.enhanceHeart(form.current, documentId);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [documentId]);
  const save = intl.formatMessage(favouriteMessages.save, { title });
  return (
    <form
      ref={form}
      method="post"
      action={favouritesPath(language)}
      className="favourite"
      data-save={save}
      data-saved={intl.formatMessage(favouriteMessages.saved, { title })}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={documentId} />
      <button type="submit" className="favourite__button" aria-pressed="false" aria-label={save} title={save}>
        <span aria-hidden="true">♥</span>
      </button>
    </form>
  );
}
