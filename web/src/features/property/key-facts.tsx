import { useIntl } from 'react-intl';
import { propertyMessages } from './messages';
import type { KeyFact } from './property';

/** The strip of highlights under the photos: type, areas, rooms, energy label, reference (written out by the server). */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  const intl = useIntl();
  if (facts.length === 0) return null;
  return (
    <ul className="highlights" aria-label={intl.formatMessage(propertyMessages.highlights)}>
      {facts.map((fact) => (
        <li key={fact.kind} className={`highlights__item highlights__item--${fact.kind}`}>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
