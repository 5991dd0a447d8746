import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';
import type { ImportReport } from '../crm/importer';
import { Answered, useAdminAnswer } from './admin-answer';
import { fieldLabel } from '../bootstrap/admin-labels';
import { refusalText, type RefusedEntry } from '../crm/refusals';
import { adminLanguage, mentionLabel, translatedLabel, type AdminLanguage } from './admin-language';

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
    kinds: { listing: 'Listing', project: 'Project' },
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
    kinds: { listing: 'Pand', project: 'Project' },
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
    kinds: { listing: 'Bien', project: 'Projet' },
  },
} as const;

/** Why a record was refused, in the admin language (a report from before causes were kept: its English reason). */
function refusalSaid(refusal: RefusedEntry, language: AdminLanguage): string {
  if (!refusal.cause) return refusal.reason;
  return refusalText(refusal.cause, language, {
    mention: (mention) => mentionLabel(mention, language),
    field: (field) => translatedLabel(field, fieldLabel(field), language),
  });
}

/** The records named under a count at most; the rest are in the count. */
const shownRecords = 20;

/**
 * One count of the last sync, with the records it names ("listing 8106", as the report keeps them)
 * in the admin language.
 */
function Count({
  label,
  records,
  kinds,
}: {
  label: string;
  records: readonly string[];
  kinds: Record<string, string>;
}) {
  const named = records.slice(0, shownRecords).map((record) => {
    const [kind = '', crmId = ''] = record.split(' ');
    return `${kinds[kind] ?? kind} ${crmId}`;
  });
  return (
    <Box>
      <Flex justifyContent="space-between">
        <Typography>{label}</Typography>
        <Typography fontWeight="bold">{records.length}</Typography>
      </Flex>
      {named.length > 0 ? (
        <Typography variant="pi" textColor="neutral600">
          {named.join(', ')}
          {records.length > shownRecords ? ' …' : ''}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The start page's last CRM sync: when, what it created, updated, unpublished and refused (with why), and "sync now". */
export function CrmSyncWidget() {
  const { post } = useFetchClient();
  const language = adminLanguage();
  const text = words[language];
  const { answer, reload } = useAdminAnswer<SyncAnswer>('/vitrine-admin/crm/sync');
  const [note, setNote] = useState('');
  const syncNow = () =>
    post('/vitrine-admin/crm/sync')
      .then(() => setNote(text.started))
      .catch((error: { status?: number; response?: { status?: number } }) =>
        setNote((error.response?.status ?? error.status) === 409 ? text.busy : text.notStarted),
      )
      .then(reload);

  return (
    <Answered answer={answer} text={text}>
      {(answer) => {
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
                <Count label={text.created} records={report.created} kinds={text.kinds} />
                <Count label={text.updated} records={report.updated} kinds={text.kinds} />
                <Count label={text.unpublished} records={report.unpublished} kinds={text.kinds} />
                <Flex justifyContent="space-between">
                  <Typography>{text.refused}</Typography>
                  <Typography fontWeight="bold">{report.refused.length}</Typography>
                </Flex>
                {report.refused.slice(0, shownRefusals).map((refusal) => (
                  <Box key={`${refusal.kind}-${refusal.crmId}`}>
                    <Typography variant="pi" textColor="danger600">
                      {text.kinds[refusal.kind]} {refusal.crmId}: {refusalSaid(refusal, language)}
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
      }}
    </Answered>
  );
}
