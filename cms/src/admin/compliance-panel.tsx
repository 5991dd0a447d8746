import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Flex, Typography } from '@strapi/design-system';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient } from '@strapi/strapi/admin';
import { mentionLabels, missingMentions, requiredMentions } from '@vitrine/domain';
import { useEffect, useState } from 'react';

const PROPERTY = 'api::property.property';

/**
 * Whether the site setting "strict compliance" is on (publishing is then refused, not warned); null
 * while unknown or when `enabled` is false (nothing is fetched then).
 */
export function useStrictCompliance(enabled = true): boolean | null {
  const { get } = useFetchClient();
  const [strict, setStrict] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    get<{ data: { strictCompliance?: boolean } }>('/content-manager/single-types/api::site-setting.site-setting')
      .then(({ data }) => current && setStrict(data.data?.strictCompliance === true))
      .catch(() => current && setStrict(null));
    return () => {
      current = false;
    };
  }, [get, enabled]);
  return strict;
}

/**
 * The legal mentions this listing's region, goal and building age require, and which are missing
 * (domain/src/compliance.ts), read from the form as the agent types.
 */
function ComplianceContent({ saved }: { saved: Record<string, unknown> | undefined }) {
  const { form } = useContentManagerContext();
  const values = (form as { values?: Record<string, unknown> } | undefined)?.values ?? saved ?? {};
  const strict = useStrictCompliance();
  const required = requiredMentions(values);
  const missing = new Set(missingMentions(values));
  if (required.length === 0) {
    return (
      <Typography variant="pi" textColor="neutral600">
        Enter the postal code and the country: the region, and with it the mentions required, follow from them.
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="pi" textColor={missing.size > 0 ? 'danger600' : 'success600'} fontWeight="bold">
        {missing.size > 0
          ? `${missing.size} of ${required.length} required mentions missing`
          : `All ${required.length} required mentions present`}
      </Typography>
      <Box tag="ul">
        {required.map((mention) => (
          <Box tag="li" key={mention} paddingBottom={1}>
            <Typography variant="pi" textColor={missing.has(mention) ? 'danger600' : 'neutral800'}>
              {missing.has(mention) ? '✗ ' : '✓ '}
              {mentionLabels[mention]}
              {missing.has(mention) ? ' (missing)' : ''}
            </Typography>
          </Box>
        ))}
      </Box>
      {missing.size > 0 ? (
        <Typography variant="pi" textColor="neutral600">
          {strict
            ? 'Strict compliance is on: publishing is refused until they are filled in.'
            : 'Publishing goes ahead with a warning; the ad is then not legally complete.'}
        </Typography>
      ) : null}
    </Flex>
  );
}

/** The edit view's "Legal mentions" panel, on listings only. */
export const CompliancePanel: PanelComponent = ({ model, document }) => {
  if (model !== PROPERTY) return null;
  return {
    title: 'Legal mentions',
    content: <ComplianceContent saved={document as Record<string, unknown> | undefined} />,
  };
};
