import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminLanguage, translatedMention } from './admin-language';

/** The widgets' words in the admin language. */
const words = {
  en: {
    loading: 'Loading…',
    failed: 'Could not load.',
    leadsToday: 'New leads today',
    notSent: 'Could not be sent',
    waiting: 'Waiting to be sent',
    noAppointments: 'No appointments in the coming days.',
    missing: 'Published listings missing legal mentions',
  },
  nl: {
    loading: 'Laden…',
    failed: 'Kon niet laden.',
    leadsToday: 'Nieuwe leads vandaag',
    notSent: 'Kon niet verstuurd worden',
    waiting: 'Wacht op verzending',
    noAppointments: 'Geen afspraken de komende dagen.',
    missing: 'Gepubliceerde panden zonder wettelijke vermeldingen',
  },
  fr: {
    loading: 'Chargement…',
    failed: 'Chargement impossible.',
    leadsToday: 'Nouveaux leads aujourd’hui',
    notSent: 'N’ont pas pu être envoyés',
    waiting: 'En attente d’envoi',
    noAppointments: 'Aucun rendez-vous dans les prochains jours.',
    missing: 'Biens publiés sans mentions légales',
  },
} as const;

/** The lead collections' names in the admin language (their display names are English). */
const leadNames: Record<'nl' | 'fr', Record<string, string>> = {
  nl: {
    'api::visit-request.visit-request': 'Bezoekaanvragen',
    'api::info-request.info-request': 'Informatieaanvragen',
    'api::document-request.document-request': 'Aanvragen van documenten',
    'api::valuation-request.valuation-request': 'Schattingsaanvragen',
    'api::contact-message.contact-message': 'Contactberichten',
    'api::send-to-friend.send-to-friend': 'Doorgestuurd naar een vriend',
    'api::appointment.appointment': 'Afspraken',
    'api::purchase-offer.purchase-offer': 'Biedingen',
    'api::newsletter-signup.newsletter-signup': 'Inschrijvingen nieuwsbrief',
    'api::demand-register.demand-register': 'Zoekopdrachten',
  },
  fr: {
    'api::visit-request.visit-request': 'Demandes de visite',
    'api::info-request.info-request': 'Demandes d’information',
    'api::document-request.document-request': 'Demandes de documents',
    'api::valuation-request.valuation-request': 'Demandes d’estimation',
    'api::contact-message.contact-message': 'Messages de contact',
    'api::send-to-friend.send-to-friend': 'Envoyés à un ami',
    'api::appointment.appointment': 'Rendez-vous',
    'api::purchase-offer.purchase-offer': 'Offres d’achat',
    'api::newsletter-signup.newsletter-signup': 'Inscriptions à la newsletter',
    'api::demand-register.demand-register': 'Recherches enregistrées',
  },
};
const leadName = (uid: string, name: string) => {
  const language = adminLanguage();
  return language === 'en' ? name : (leadNames[language][uid] ?? name);
};

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
  const text = words[adminLanguage()];
  if (dashboard === null) return <Typography textColor="neutral600">{text.loading}</Typography>;
  if (dashboard === 'failed') return <Typography textColor="danger600">{text.failed}</Typography>;
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
            {line('total', words[adminLanguage()].leadsToday, total, total > 0 ? 'primary600' : 'neutral800')}
            {leadsToday
              .filter((kind) => kind.count > 0)
              .map((kind) =>
                line(kind.uid, <Link to={listPath(kind.uid)}>{leadName(kind.uid, kind.name)}</Link>, kind.count),
              )}
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
          {line('failed', words[adminLanguage()].notSent, mails.failed, mails.failed > 0 ? 'danger600' : 'neutral800')}
          {line('waiting', words[adminLanguage()].waiting, mails.waiting)}
        </>
      )}
    </Loaded>
  );
}

const when = new Intl.DateTimeFormat({ en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' }[adminLanguage()], {
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
          <Typography textColor="neutral600">{words[adminLanguage()].noAppointments}</Typography>
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
          {line('total', words[adminLanguage()].missing, total, total > 0 ? 'danger600' : 'success600')}
          {listings.map((listing) => (
            <Box key={listing.documentId}>
              <Link to={`${listPath('api::property.property')}/${listing.documentId}`}>{listing.reference}</Link>
              <Typography variant="pi" textColor="neutral600">
                {' '}
                {listing.missing.map((mention) => translatedMention(mention, adminLanguage())).join(', ')}
              </Typography>
            </Box>
          ))}
        </>
      )}
    </Loaded>
  );
}
