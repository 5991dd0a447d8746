import type { MessageDescriptor } from 'react-intl';
import { FormattedDate, FormattedNumber, useIntl } from 'react-intl';
import type { KeyFact } from './property';
import { propertyMessages } from './messages';

const labels: Readonly<Record<KeyFact['kind'], MessageDescriptor>> = {
  reference: propertyMessages.reference,
  type: propertyMessages.type,
  bedrooms: propertyMessages.bedrooms,
  bathrooms: propertyMessages.bathrooms,
  toilets: propertyMessages.toilets,
  garages: propertyMessages.garages,
  parkings: propertyMessages.parkings,
  facades: propertyMessages.facades,
  floors: propertyMessages.floors,
  livingArea: propertyMessages.livingArea,
  plotArea: propertyMessages.plotArea,
  constructionYear: propertyMessages.constructionYear,
  renovationYear: propertyMessages.renovationYear,
  availableFrom: propertyMessages.availableFrom,
};

function FactValue({ fact }: { fact: KeyFact }) {
  const intl = useIntl();
  switch (fact.kind) {
    case 'livingArea':
    case 'plotArea':
      return <>{intl.formatMessage(propertyMessages.squareMetres, { area: intl.formatNumber(fact.value) })}</>;
    case 'availableFrom':
      return <FormattedDate value={fact.value} dateStyle="long" timeZone="Europe/Brussels" />;
    case 'constructionYear':
    case 'renovationYear':
    case 'reference':
    case 'type':
      return <>{fact.value}</>;
    default:
      return <FormattedNumber value={fact.value} />;
  }
}

export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  const intl = useIntl();
  return (
    <section className="key-facts" aria-labelledby="key-facts-heading">
      <h2 id="key-facts-heading">{intl.formatMessage(propertyMessages.keyFacts)}</h2>
      <dl>
        {facts.map((fact) => (
          <div key={fact.kind} className="key-facts__row">
            <dt>{intl.formatMessage(labels[fact.kind])}</dt>
            <dd>
              <FactValue fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
