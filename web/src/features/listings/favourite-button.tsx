import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The heart's form (`favourite-form.tsx`), fetched after the page as the lead forms are
 * (first-load budget, decision 011). The server waits for it before sending the page (the entry
 * renders on all ready), so the HTML holds the plain POST form, which works without JavaScript and
 * stays until the browser has the code.
 */
const FavouriteForm = lazy(async () => ({ default: (await import('./favourite-form')).FavouriteForm }));

/** The heart of a listing: a form posting to the favourites page. */
export function FavouriteButton(props: ComponentProps<typeof FavouriteForm>) {
  return (
    <Suspense fallback={null}>
      <FavouriteForm {...props} />
    </Suspense>
  );
}
