import { formatPhone } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { TeamData } from './content.server';
import { ContentBody, ContentHead, ContentHeader, FallbackNotice } from './content-blocks';
import { teamMessages } from './messages';
import type { Agent } from './team';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function AgentCard({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const spokenList = intl.formatList(
    agent.languages.map((code) => intl.formatDisplayName(code, { type: 'language' }) ?? code),
    { type: 'conjunction' },
  );
  // "néerlandais, anglais et français" starts a line: only its first letter is capitalised.
  const spoken = spokenList.charAt(0).toLocaleUpperCase(intl.locale) + spokenList.slice(1);
  return (
    <li className="team-card">
      <div className="team-card__photo">
        {agent.photo ? (
          <ResponsiveImage image={agent.photo} alt="" sizes="(min-width: 961px) 260px, (min-width: 768px) 40vw, 90vw" />
        ) : (
          <span className="team-card__initials" aria-hidden="true">
            {initialsOf(agent.name)}
          </span>
        )}
      </div>
      <div className="team-card__body">
        <h3 className="team-card__name">{agent.name}</h3>
        {agent.jobTitle ? <p className="team-card__role">{agent.jobTitle}</p> : null}
        {agent.bio ? (
          <p className="team-card__bio" lang={agent.bioLang ?? undefined}>
            {agent.bio}
          </p>
        ) : null}
        <dl className="team-card__contact">
          {agent.mobile ? (
            <div>
              <dt>{t(teamMessages.agentMobile)}</dt>
              <dd>
                <a href={telHref(agent.mobile)}>{formatPhone(agent.mobile)}</a>
              </dd>
            </div>
          ) : null}
          {agent.phone ? (
            <div>
              <dt>{t(teamMessages.agentOffice)}</dt>
              <dd>
                <a href={telHref(agent.phone)}>{formatPhone(agent.phone)}</a>
              </dd>
            </div>
          ) : null}
          {agent.email ? (
            <div>
              <dt>{t(teamMessages.agentEmail)}</dt>
              <dd>
                <a href={`mailto:${agent.email}`}>{agent.email}</a>
              </dd>
            </div>
          ) : null}
          {agent.languages.length > 0 ? (
            <div>
              <dt>{t(teamMessages.agentLanguages)}</dt>
              <dd>{spoken}</dd>
            </div>
          ) : null}
          {agent.bivNumber ? (
            <div>
              <dt>{t(teamMessages.agentBiv)}</dt>
              <dd>{agent.bivNumber}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </li>
  );
}

/** The team page: the page text from Strapi, then every agent with photo and contact details. */
export function TeamPage({ data }: { data: TeamData }) {
  const intl = useIntl();
  const { page, agents, language } = data;
  return (
    <div className="container content-team">
      <ContentHead seo={page.seo} />
      <div className="narrow">
        <ContentHeader
          title={page.title}
          intro={page.intro}
          language={language}
          crumbs={[{ label: page.title.text }]}
        />
        <FallbackNotice
          texts={[
            page.title,
            page.intro,
            page.body,
            ...page.sections,
            ...agents.map((agent) => (agent.bioLang ? { lang: agent.bioLang } : null)),
          ]}
          language={language}
        />
        <ContentBody page={page} language={language} />
      </div>
      <section className="section" aria-labelledby="team-heading">
        <h2 id="team-heading">{intl.formatMessage(teamMessages.teamHeading)}</h2>
        {agents.length > 0 ? (
          <ul className="team-grid">
            {agents.map((agent) => (
              <AgentCard key={agent.id} agent={agent} />
            ))}
          </ul>
        ) : (
          <p className="empty-state">{intl.formatMessage(teamMessages.noAgents)}</p>
        )}
      </section>
    </div>
  );
}
