import { useIntl } from 'react-intl';
import { AttributeList } from './attribute-list';
import { propertyMessages, sectionMessages } from './messages';
import type { PlanningInfo } from './property';

/**
 * The urban-planning mentions ("stedenbouwkundige informatie"): permit, designation, summons,
 * pre-emption right, allotment permit, judicial decision, and the agent's planning information.
 */
export function PlanningBlock({ planning }: { planning: PlanningInfo }) {
  const intl = useIntl();
  return (
    <section className="detail-section planning" aria-labelledby="section-planning">
      <h2 id="section-planning">{intl.formatMessage(sectionMessages.planning)}</h2>
      {planning.flemish ? (
        <p className="detail-section__intro">{intl.formatMessage(propertyMessages.planningIntro)}</p>
      ) : null}
      {planning.attributes.length > 0 ? <AttributeList attributes={planning.attributes} /> : null}
      {planning.information.length > 0 ? (
        <div className="planning__information">
          {planning.information.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
