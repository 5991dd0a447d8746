import { FormattedDate, useIntl, type MessageDescriptor } from 'react-intl';
import { attributeMessages, choiceMessages, detailMessages, sectionMessages } from './attribute-messages';
import type { Attribute, AttributeName, AttributeSection, AttributeValue } from './property';
import { propertyMessages } from './messages';

const labels: Readonly<Record<AttributeName, MessageDescriptor>> = attributeMessages;

/** One value, written out in the page's language (numbers, dates and prices included). */
export function AttributeValueText({ value }: { value: AttributeValue }) {
  const intl = useIntl();
  switch (value.type) {
    case 'count':
      return <>{intl.formatNumber(value.value)}</>;
    case 'area':
      return <>{intl.formatMessage(propertyMessages.squareMetres, { area: intl.formatNumber(value.value) })}</>;
    case 'length':
      return <>{intl.formatMessage(detailMessages.metres, { length: intl.formatNumber(value.value) })}</>;
    case 'year':
      return <>{value.value}</>;
    case 'date':
      return <FormattedDate value={value.value} dateStyle="long" timeZone="Europe/Brussels" />;
    case 'yesNo':
      return <>{intl.formatMessage(value.value ? detailMessages.yes : detailMessages.no)}</>;
    case 'compliance':
      return <>{intl.formatMessage(value.value ? detailMessages.compliant : detailMessages.notCompliant)}</>;
    case 'choice': {
      const messages: Readonly<Record<string, MessageDescriptor>> = choiceMessages[value.attribute];
      const label = messages[value.value] ? intl.formatMessage(messages[value.value]!) : value.value;
      return <>{value.detail ? `${label} (${value.detail})` : label}</>;
    }
    case 'score':
    case 'text':
    case 'price':
      return <>{value.value}</>;
  }
}

/** A definition list of attributes: label, value. */
export function AttributeList({ attributes }: { attributes: readonly Attribute[] }) {
  const intl = useIntl();
  return (
    <dl className="attribute-list">
      {attributes.map((attribute) => (
        <div key={attribute.name} className={`attribute-list__row attribute-list__row--${attribute.value.type}`}>
          <dt>{intl.formatMessage(labels[attribute.name])}</dt>
          <dd>
            <AttributeValueText value={attribute.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section of attributes (surfaces, rooms, costs, …); the server only sends non-empty ones. */
export function AttributeSectionBlock({ section }: { section: AttributeSection }) {
  const intl = useIntl();
  const headingId = `section-${section.name}`;
  return (
    <section className={`detail-section detail-section--${section.name}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(sectionMessages[section.name])}</h2>
      <AttributeList attributes={section.attributes} />
    </section>
  );
}
