import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What GET /vitrine-admin/dashboard answers (cms/src/agent-dashboard/summary.ts). */
interface AgentDashboard {
  leadsToday: { uid: string; name: string; count: number }[];
  mails: { failed: number; waiting: number };
  appointments: { startsAt: string; name: string; persons: number | null; listing: string | null }[];
  listingsMissingMentions: { total: number; listings: { documentId: string; reference: string; missing: string[] }[] };
}

function useDashboard(): AgentDashboard | null | 'failed' {
  const { get } = useFetchClient();
  const [dashboard, setDashboard] = useState<AgentDashboard | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    get<{ data: AgentDashboard }>('/vitrine-admin/dashboard')
      .then(({ data }) => current && setDashboard(data.data))
      .catch(() => current && setDashboard('failed'));
    return () => {
      current = false;
    };
  }, [get]);
  return dashboard;
}

function Loaded({ children }: { children: (dashboard: AgentDashboard) => ReactNode }) {
  const dashboard = useDashboard();
  if (dashboard === null) return <Typography textColor="neutral600">Loading…</Typography>;
  if (dashboard === 'failed') return <Typography textColor="danger600">Could not load.</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      {children(dashboard)}
    </Flex>
  );
}

const line = (key: string, left: ReactNode, right: ReactNode, color = 'neutral800') => (
  <Flex key={key} justifyContent="space-between" gap={2}>
    <Typography textColor={color}>{left}</Typography>
    <Typography textColor={color} fontWeight="bold">
      {right}
    </Typography>
  </Flex>
);

const listPath = (uid: string) => `/content-manager/collection-types/${uid}`;

export function NewLeadsWidget() {
  return (
    <Loaded>
      {({ leadsToday }) => {
        const total = leadsToday.reduce((sum, kind) => sum + kind.count, 0);
        return (
          <>
            {line('total', 'New leads today', total, total > 0 ? 'primary600' : 'neutral800')}
            {leadsToday
              .filter((kind) => kind.count > 0)
              .map((kind) => line(kind.uid, <Link to={listPath(kind.uid)}>{kind.name}</Link>, kind.count))}
          </>
        );
      }}
    </Loaded>
  );
}

export function UnsentMailsWidget() {
  return (
    <Loaded>
      {({ mails }) => (
        <>
          {line('failed', 'Could not be sent', mails.failed, mails.failed > 0 ? 'danger600' : 'neutral800')}
          {line('waiting', 'Waiting to be sent', mails.waiting)}
        </>
      )}
    </Loaded>
  );
}

const when = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function AppointmentsWidget() {
  return (
    <Loaded>
      {({ appointments }) =>
        appointments.length === 0 ? (
          <Typography textColor="neutral600">No appointments in the coming days.</Typography>
        ) : (
          appointments.map((appointment, index) =>
            line(
              String(index),
              `${when.format(new Date(appointment.startsAt))} · ${appointment.name}`,
              [appointment.listing, appointment.persons ? `${appointment.persons} p.` : null]
                .filter(Boolean)
                .join(' · '),
            ),
          )
        )
      }
    </Loaded>
  );
}

export function MissingMentionsWidget() {
  return (
    <Loaded>
      {({ listingsMissingMentions: { total, listings } }) => (
        <>
          {line('total', 'Published listings missing legal mentions', total, total > 0 ? 'danger600' : 'success600')}
          {listings.map((listing) => (
            <Box key={listing.documentId}>
              <Link to={`${listPath('api::property.property')}/${listing.documentId}`}>{listing.reference}</Link>
              <Typography variant="pi" textColor="neutral600">
                {' '}
                {listing.missing.join(', ')}
              </Typography>
            </Box>
          ))}
        </>
      )}
    </Loaded>
  );
}
