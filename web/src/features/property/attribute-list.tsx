import { useIntl } from 'react-intl';
import { sectionMessages } from './messages';
import type { Attribute, AttributeSection } from './property';

/** A definition list of attributes: label, value (both written out by the server). */
export function AttributeList({ attributes }: { attributes: readonly Attribute[] }) {
  return (
    <dl className="attribute-list">
      {attributes.map((attribute) => (
        <div key={attribute.name} className={`attribute-list__row attribute-list__row--${attribute.type}`}>
          <dt>{attribute.label}</dt>
          <dd>{attribute.text}</dd>
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
