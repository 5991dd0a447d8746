import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import type { ImportReport } from '../crm/importer';
import { adminLanguage } from './admin-language';

/** What `GET /vitrine-admin/crm/sync` answers (cms/src/crm/index.ts). */
type SyncAnswer = {
  configured: boolean;
  running: boolean;
  sources: {
    source: string;
    lastRunStartedAt: string | null;
    lastRunEndedAt: string | null;
    lastRunError: string | null;
    lastReport: ImportReport | null;
  }[];
};

/** The refused records shown at most; the rest are counted. */
const shownRefusals = 50;

/** The widget's words in the admin language. */
const words = {
  en: {
    loading: 'Loading…',
    failed: 'Could not load.',
    notConfigured: 'No CRM connected (CRM_OMNICASA_URL): listings are typed in Strapi.',
    never: 'No sync has run yet.',
    lastRun: 'Last sync',
    running: 'A sync is running…',
    created: 'Created',
    updated: 'Updated',
    unpublished: 'Unpublished',
    refused: 'Refused',
    more: 'more refused',
    error: 'The run stopped:',
    syncNow: 'Sync now',
    started: 'Sync started.',
    busy: 'A sync is running already.',
    notStarted: 'Could not start the sync.',
  },
  nl: {
    loading: 'Laden…',
    failed: 'Kon niet laden.',
    notConfigured: 'Geen CRM gekoppeld (CRM_OMNICASA_URL): panden worden in Strapi ingevoerd.',
    never: 'Er is nog geen synchronisatie gelopen.',
    lastRun: 'Laatste synchronisatie',
    running: 'Er loopt een synchronisatie…',
    created: 'Aangemaakt',
    updated: 'Bijgewerkt',
    unpublished: 'Offline gehaald',
    refused: 'Geweigerd',
    more: 'meer geweigerd',
    error: 'De synchronisatie stopte:',
    syncNow: 'Nu synchroniseren',
    started: 'Synchronisatie gestart.',
    busy: 'Er loopt al een synchronisatie.',
    notStarted: 'Kon de synchronisatie niet starten.',
  },
  fr: {
    loading: 'Chargement…',
    failed: 'Chargement impossible.',
    notConfigured: 'Aucun CRM connecté (CRM_OMNICASA_URL) : les biens sont saisis dans Strapi.',
    never: 'Aucune synchronisation n’a encore eu lieu.',
    lastRun: 'Dernière synchronisation',
    running: 'Une synchronisation est en cours…',
    created: 'Créés',
    updated: 'Mis à jour',
    unpublished: 'Dépubliés',
    refused: 'Refusés',
    more: 'autres refusés',
    error: 'La synchronisation s’est arrêtée :',
    syncNow: 'Synchroniser maintenant',
    started: 'Synchronisation lancée.',
    busy: 'Une synchronisation est déjà en cours.',
    notStarted: 'Impossible de lancer la synchronisation.',
  },
} as const;

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Flex justifyContent="space-between">
      <Typography>{label}</Typography>
      <Typography fontWeight="bold">{value}</Typography>
    </Flex>
  );
}

/** The start page's last CRM sync: when, what it created, updated, unpublished and refused (with why), and "sync now". */
export function CrmSyncWidget() {
  const { get, post } = useFetchClient();
  const language = adminLanguage();
  const text = words[language];
  const [answer, setAnswer] = useState<SyncAnswer | null | 'failed'>(null);
  const [note, setNote] = useState('');
  const load = useCallback(
    () =>
      get<{ data: SyncAnswer }>('/vitrine-admin/crm/sync')
        .then(({ data }) => setAnswer(data.data))
        .catch(() => setAnswer('failed')),
    [get],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const syncNow = () =>
    post('/vitrine-admin/crm/sync')
      .then(() => setNote(text.started))
      .catch((error: { status?: number; response?: { status?: number } }) =>
        setNote((error.response?.status ?? error.status) === 409 ? text.busy : text.notStarted),
      )
      .then(load);

  if (answer === null) return <Typography textColor="neutral600">{text.loading}</Typography>;
  if (answer === 'failed') return <Typography textColor="danger600">{text.failed}</Typography>;
  if (!answer.configured) return <Typography textColor="neutral600">{text.notConfigured}</Typography>;
  const run = answer.sources[0];
  const report = run?.lastReport;
  const when = run?.lastRunEndedAt ?? run?.lastRunStartedAt;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      {answer.running ? <Typography textColor="neutral600">{text.running}</Typography> : null}
      {when ? (
        <Typography textColor="neutral600">
          {text.lastRun}: {new Date(when).toLocaleString(language)}
        </Typography>
      ) : (
        <Typography textColor="neutral600">{text.never}</Typography>
      )}
      {run?.lastRunError ? (
        <Typography textColor="danger600">
          {text.error} {run.lastRunError}
        </Typography>
      ) : null}
      {report ? (
        <>
          <Count label={text.created} value={report.created.length} />
          <Count label={text.updated} value={report.updated.length} />
          <Count label={text.unpublished} value={report.unpublished.length} />
          <Count label={text.refused} value={report.refused.length} />
          {report.refused.slice(0, shownRefusals).map((refusal) => (
            <Box key={`${refusal.kind}-${refusal.crmId}`}>
              <Typography variant="pi" textColor="danger600">
                {refusal.kind} {refusal.crmId}: {refusal.reason}
              </Typography>
            </Box>
          ))}
          {report.refused.length > shownRefusals ? (
            <Typography variant="pi">
              + {report.refused.length - shownRefusals} {text.more}
            </Typography>
          ) : null}
        </>
      ) : null}
      <Flex justifyContent="space-between" gap={2}>
        <Typography variant="pi">{note}</Typography>
        <Button size="S" variant="secondary" disabled={answer.running} onClick={() => void syncNow()}>
          {text.syncNow}
        </Button>
      </Flex>
    </Flex>
  );
}
