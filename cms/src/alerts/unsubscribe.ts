import type { Core } from '@strapi/strapi';
import { outboxUid } from '../outbox/queue';
import { registerUid } from './confirmation';

/** The kinds of mail an unsubscribe stops (the confirmation was asked for; alerts were not). */
const alertKinds = ['search-alert', 'search-alert-digest'];

/**
 * Unsubscribing stops every mail at once: alert mails of the entry still waiting in the outbox are
 * removed as the entry is marked unsubscribed (by the site's page or the one-click endpoint), and
 * the alerts job matches and mails no unsubscribed entry.
 */
export function registerAlertStopOnUnsubscribe(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [registerUid],
    async afterUpdate(event) {
      const entry = event.result as { documentId?: string; unsubscribedAt?: string | null } | undefined;
      if (!entry?.documentId || !entry.unsubscribedAt) return;
      await strapi.db.query(outboxUid).deleteMany({
        where: {
          leadType: registerUid,
          leadDocumentId: entry.documentId,
          kind: { $in: alertKinds },
          status: { $in: ['pending', 'sending'] },
        },
      });
    },
  });
}
