import { useIntl } from 'react-intl';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { AgentContact } from './property';
import { propertyMessages } from './messages';

export function AgentCard({ agent }: { agent: AgentContact }) {
  const intl = useIntl();
  return (
    <section className="agent-card" aria-labelledby="agent-heading">
      <h2 id="agent-heading" className="agent-card__heading">
        {intl.formatMessage(propertyMessages.contact)}
      </h2>
      <div className="agent-card__person">
        {agent.photo ? <ResponsiveImage image={agent.photo} sizes="72px" className="agent-card__photo" alt="" /> : null}
        <div>
          <p className="agent-card__name">{agent.name}</p>
          {agent.jobTitle ? <p className="agent-card__role">{agent.jobTitle}</p> : null}
        </div>
      </div>
      <ul className="agent-card__actions">
        {agent.phone ? (
          <li>
            <a className="button button--primary button--block" href={agent.phone.href}>
              {intl.formatMessage(propertyMessages.call, { phone: agent.phone.text })}
            </a>
          </li>
        ) : null}
        {agent.email ? (
          <li>
            <a className="button button--secondary button--block" href={`mailto:${agent.email}`}>
              {intl.formatMessage(propertyMessages.mail)}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
