import { useIntl } from 'react-intl';
import { sectionMessages } from './messages';
import type { PointOfInterest, PointOfInterestIcon } from './property';

/** One 24×24 stroke icon per family of places (decorative: what the place is is written beside it). */
const icons: Readonly<Record<PointOfInterestIcon, string>> = {
  school: 'M3 9l9-5 9 5-9 5-9-5zM7 11.5V16c0 1.5 2.2 3 5 3s5-1.5 5-3v-4.5M21 9v6',
  shop: 'M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2',
  transport: 'M6 4h12a1 1 0 0 1 1 1v11H5V5a1 1 0 0 1 1-1zM5 11h14M8 19v-3M16 19v-3M8 14h.01M16 14h.01',
  health: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z',
  sport:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 9.5c4 1 13 1 17 0M3.5 14.5c4-1 13-1 17 0M12 3c-3 5-3 13 0 18M12 3c3 5 3 13 0 18',
  park: 'M12 21v-6M12 15c-4 0-6-2.5-6-5.5S8.5 3 12 3s6 3.5 6 6.5-2 5.5-6 5.5z',
  restaurant: 'M7 3v7a2 2 0 0 0 2 2v9M11 3v7a2 2 0 0 1-2 2M9 3v6M17 21V3c-2 1-3 4-3 7h3',
  bank: 'M3 9l9-5 9 5H3zM5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18',
};

/** Nearby schools, shops, stops and services, closest first, with their distance. */
export function PointsOfInterest({ places }: { places: readonly PointOfInterest[] }) {
  const intl = useIntl();
  return (
    <section className="detail-section poi" aria-labelledby="section-poi">
      <h2 id="section-poi">{intl.formatMessage(sectionMessages.pointsOfInterest)}</h2>
      <ul className="poi__list">
        {places.map((place, index) => (
          <li key={`${place.kind}-${index}`} className="poi__item">
            <svg className="poi__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={icons[place.icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="poi__text">
              {/* A place without a name of its own is named by its kind alone, as prominently. */}
              <span className={place.name ? 'poi__category' : 'poi__category poi__category--alone'}>
                {place.kindText}
              </span>
              {place.name ? <span className="poi__name">{place.name}</span> : null}
            </span>
            {place.distanceText !== null ? <span className="poi__distance">{place.distanceText}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
