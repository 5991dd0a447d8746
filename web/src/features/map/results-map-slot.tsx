import { lazy, Suspense, type ComponentProps } from 'react';
import { ResultsMap as ResultsMapInPlace } from './results-map';

const ResultsMapComponent = import.meta.env.SSR
  ? ResultsMapInPlace
  : lazy(async () => ({ default: (await import('./results-map-chunk')).ResultsMap }));

/**
 * The results map of a list: rendered in place by the server, fetched by the browser only for a
 * list shown with its map (`?view=map`), so a list's first load leaves it out. Until it is there,
 * the server's HTML stays.
 */
export function ResultsMap(props: ComponentProps<typeof ResultsMapInPlace>) {
  return (
    <Suspense fallback={null}>
      <ResultsMapComponent {...props} />
    </Suspense>
  );
}
