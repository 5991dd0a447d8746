import { useIntl } from 'react-intl';
import { detailMessages } from './attribute-messages';
import type { KeyFact } from './property';

function factText(fact: KeyFact, intl: ReturnType<typeof useIntl>): string {
  switch (fact.kind) {
    case 'type':
      return fact.value;
    case 'livingArea':
      return intl.formatMessage(detailMessages.highlightLivingArea, { area: intl.formatNumber(fact.value) });
    case 'plotArea':
      return intl.formatMessage(detailMessages.highlightPlotArea, { area: intl.formatNumber(fact.value) });
    case 'bedrooms':
      return intl.formatMessage(detailMessages.highlightBedrooms, { count: fact.value });
    case 'bathrooms':
      return intl.formatMessage(detailMessages.highlightBathrooms, { count: fact.value });
    case 'energyLabel':
      return intl.formatMessage(detailMessages.highlightEnergyLabel, { label: fact.value });
    case 'energyClass':
      return intl.formatMessage(detailMessages.highlightEnergyClass, { label: fact.value });
    case 'reference':
      return intl.formatMessage(detailMessages.highlightReference, { reference: fact.value });
  }
}

/** The strip of highlights under the photos: type, areas, rooms, energy label, reference. */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  const intl = useIntl();
  if (facts.length === 0) return null;
  return (
    <ul className="highlights" aria-label={intl.formatMessage(detailMessages.highlights)}>
      {facts.map((fact) => (
        <li key={fact.kind} className={`highlights__item highlights__item--${fact.kind}`}>
          {factText(fact, intl)}
        </li>
      ))}
    </ul>
  );
}
