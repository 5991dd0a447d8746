import { favouritesSnapshotOf, subscribeFavourites, toggleFavourite } from './favourite-store';

/**
 * Brings a heart's form to life (fetched after the page): a click toggles the listing in the
 * shortlist without leaving the page, and the button says whether it is saved (`aria-pressed`,
 * its label from the form's `data-save` / `data-saved`), here and when another heart or tab
 * changes the list. Returns the clean-up.
 */
export function enhanceHeart(form: HTMLFormElement, documentId: string): () => void {
  const button = form.querySelector('button')!;
  const show = () => {
    const saved = favouritesSnapshotOf(documentId);
    button.setAttribute('aria-pressed', String(saved));
    const label = (saved ? form.dataset.saved : form.dataset.save) ?? '';
    button.setAttribute('aria-label', label);
    button.title = label;
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    toggleFavourite(documentId);
  };
  form.addEventListener('submit', onSubmit);
  show();
  // What a test or a script waits for: from now on a click stays on the page.
  form.dataset.live = 'true';
  const stop = subscribeFavourites(show);
  return () => {
    form.removeEventListener('submit', onSubmit);
    stop();
  };
}
