import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CrmDeliveriesAnswer as CrmDeliveries } from '../crm-delivery/admin-routes';
import { Answered, useAdminAnswer } from './admin-answer';
import { adminLanguage } from './admin-language';

/** The widget's words in the admin language. */
const words = {
  en: {
    loading: 'Loading…',
    failed: 'Could not load.',
    notConfigured: 'No CRM is set up (CRM_LEADS_URL): leads stay in Strapi and are not delivered.',
    deliveredTo: 'Leads are delivered to',
    waiting: 'Waiting to be delivered',
    failedForGood: 'Not delivered after all attempts',
    none: 'Every lead was delivered.',
    attempts: 'attempts',
    sendAgain: 'Send again',
    sent: 'Queued again.',
    notSent: 'Could not queue it again.',
  },
  nl: {
    loading: 'Laden…',
    failed: 'Kon niet laden.',
    notConfigured: 'Er is geen CRM ingesteld (CRM_LEADS_URL): leads blijven in Strapi en worden niet doorgestuurd.',
    deliveredTo: 'Leads worden doorgestuurd naar',
    waiting: 'Wacht op doorsturen',
    failedForGood: 'Niet doorgestuurd na alle pogingen',
    none: 'Elke lead is doorgestuurd.',
    attempts: 'pogingen',
    sendAgain: 'Opnieuw versturen',
    sent: 'Opnieuw in de wachtrij.',
    notSent: 'Kon niet opnieuw in de wachtrij.',
  },
  fr: {
    loading: 'Chargement…',
    failed: 'Chargement impossible.',
    notConfigured: 'Aucun CRM n’est configuré (CRM_LEADS_URL) : les leads restent dans Strapi et ne sont pas transmis.',
    deliveredTo: 'Les leads sont transmis à',
    waiting: 'En attente de transmission',
    failedForGood: 'Non transmis après toutes les tentatives',
    none: 'Chaque lead a été transmis.',
    attempts: 'tentatives',
    sendAgain: 'Renvoyer',
    sent: 'Remis dans la file.',
    notSent: 'Impossible de le remettre dans la file.',
  },
} as const;

const leadPath = (uid: string, documentId: string) => `/content-manager/collection-types/${uid}/${documentId}`;

/** The start page's list of leads the CRM never got, each with its error and a button to send it again. */
export function CrmDeliveriesWidget() {
  const { post } = useFetchClient();
  const text = words[adminLanguage()];
  const { answer, reload } = useAdminAnswer<CrmDeliveries>('/vitrine-admin/crm-deliveries');
  const [notes, setNotes] = useState<Record<number, string>>({});
  const sendAgain = (id: number) =>
    post(`/vitrine-admin/crm-deliveries/${id}/send-again`)
      .then(() => setNotes((current) => ({ ...current, [id]: text.sent })))
      .catch(() => setNotes((current) => ({ ...current, [id]: text.notSent })))
      .then(reload);

  return (
    <Answered answer={answer} text={text}>
      {(answer) => (
        <Flex direction="column" alignItems="stretch" gap={2} width="100%">
          <Typography textColor="neutral600">
            {text.deliveredTo} {answer.destination}
          </Typography>
          <Flex justifyContent="space-between">
            <Typography>{text.waiting}</Typography>
            <Typography fontWeight="bold">{answer.waiting}</Typography>
          </Flex>
          <Flex justifyContent="space-between">
            <Typography textColor={answer.failedTotal > 0 ? 'danger600' : 'neutral800'}>
              {text.failedForGood}
            </Typography>
            <Typography fontWeight="bold" textColor={answer.failedTotal > 0 ? 'danger600' : 'neutral800'}>
              {answer.failedTotal}
            </Typography>
          </Flex>
          {answer.failed.length === 0 ? <Typography textColor="success600">{text.none}</Typography> : null}
          {answer.failed.map((delivery) => (
            <Box key={delivery.id} paddingTop={1}>
              <Flex justifyContent="space-between" gap={2}>
                {delivery.leadType && delivery.leadDocumentId ? (
                  <Link to={leadPath(delivery.leadType, delivery.leadDocumentId)}>{delivery.summary}</Link>
                ) : (
                  <Typography>{delivery.summary}</Typography>
                )}
                {notes[delivery.id] ? (
                  <Typography variant="pi">{notes[delivery.id]}</Typography>
                ) : (
                  <Button size="S" variant="secondary" onClick={() => void sendAgain(delivery.id)}>
                    {text.sendAgain}
                  </Button>
                )}
              </Flex>
              <Typography variant="pi" textColor="danger600">
                {delivery.attempts} {text.attempts} · {delivery.error}
              </Typography>
            </Box>
          ))}
        </Flex>
      )}
    </Answered>
  );
}
