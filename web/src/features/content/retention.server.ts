import { gql, type TypedDocumentNode } from '@apollo/client';
import { retentionDays, type RetentionKind } from '@vitrine/domain';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import type { RetentionSettingsQuery, RetentionSettingsQueryVariables } from '~/graphql/strapi-operations.generated';

const RETENTION_SETTINGS: TypedDocumentNode<RetentionSettingsQuery, RetentionSettingsQueryVariables> = gql`
  query RetentionSettings {
    siteSetting {
      retentionRequestsDays
      retentionFriendMailsDays
      retentionAppointmentsDays
      retentionOffersDays
      retentionSubscriptionsGraceDays
    }
  }
`;

/**
 * How long each kind of lead is kept, as the site settings say (the same in every language), for
 * the privacy page: read as Strapi's retention job reads them (`retentionDays`, its defaults for
 * a value not set), once a minute at most.
 */
export async function loadRetentionDays(client: GraphqlClient): Promise<Record<RetentionKind, number>> {
  const { data } = await sharedRead(client, 'retention-settings', () => client.query({ query: RETENTION_SETTINGS }));
  return retentionDays(data?.siteSetting);
}
