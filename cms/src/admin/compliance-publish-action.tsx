import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Flex, Typography } from '@strapi/design-system';
import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { adminLanguage } from './admin-language';
import { useStrictCompliance } from './compliance-panel';
import { publishWarning } from './publish-warning';

const PROPERTY = 'api::property.property';

/**
 * The content manager's Publish button, for listings asking first when the form misses a legal
 * mention: a dialog lists what is missing and says whether the cms will refuse the publication
 * (strict compliance) or publish an incomplete ad; "Publish anyway" publishes as the button would,
 * Cancel leaves the draft as it is. A complete listing, and every other content type, publish as
 * before. The cms checks again on publish (document-middlewares/compliance-check.ts), so a publish
 * that skips this dialog (the keyboard shortcut, the API) is still refused in strict mode.
 */
export function withComplianceWarning(Publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithComplianceWarning: DocumentActionComponent = (props) => {
    // Every hook runs on every render, whatever the model, as React requires.
    const description = Publish(props);
    const isListing = props.model === PROPERTY;
    const { form } = useContentManagerContext();
    const strict = useStrictCompliance(isListing);
    if (!description || !isListing) return description;
    const values =
      (form as { values?: Record<string, unknown> } | undefined)?.values ??
      (props.document as Record<string, unknown> | undefined) ??
      {};
    const warning = publishWarning(values, strict, adminLanguage());
    if (!warning) return description;
    const publish = description.dialog?.type === 'dialog' ? description.dialog.onConfirm : undefined;
    return {
      ...description,
      // Returning nothing lets the button open the dialog below instead of publishing.
      onClick: () => undefined,
      dialog: {
        type: 'dialog',
        title: warning.title,
        variant: warning.refused ? 'danger-light' : 'default',
        content: (
          <Flex direction="column" alignItems="stretch" gap={3} data-testid="compliance-publish-warning">
            <Box tag="ul">
              {warning.missing.map((mention) => (
                <Box tag="li" key={mention} paddingBottom={1}>
                  <Typography textColor="danger600">✗ {mention}</Typography>
                </Box>
              ))}
            </Box>
            <Typography>{warning.explanation}</Typography>
          </Flex>
        ),
        confirmLabel: warning.confirmLabel,
        onConfirm: publish,
      },
    };
  };
  PublishWithComplianceWarning.type = 'publish';
  PublishWithComplianceWarning.position = Publish.position;
  return PublishWithComplianceWarning;
}
