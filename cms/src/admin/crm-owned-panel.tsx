import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Typography } from '@strapi/design-system';
import { crmOwnedFields } from '../crm/read-only-fields';
import { adminLanguage, translatedLabel } from './admin-language';
import { fieldLabel } from '../bootstrap/admin-labels';

/** The panel's words in the admin language. */
const words = {
  en: {
    title: 'From the CRM',
    intro: (source: string) =>
      `This listing comes from the CRM (${source}). These fields are the CRM's: a change here is refused; change them in the CRM, the next sync brings it over.`,
    yours: 'The other fields (legal mentions, owners, featured…) stay yours to edit.',
  },
  nl: {
    title: 'Uit het CRM',
    intro: (source: string) =>
      `Dit pand komt uit het CRM (${source}). Deze velden komen uit het CRM: een wijziging hier wordt geweigerd; wijzig ze in het CRM, de volgende synchronisatie neemt ze over.`,
    yours: 'De andere velden (wettelijke vermeldingen, eigenaars, uitgelicht…) blijven van u.',
  },
  fr: {
    title: 'Depuis le CRM',
    intro: (source: string) =>
      `Ce bien vient du CRM (${source}). Ces champs sont ceux du CRM : une modification ici est refusée ; modifiez-les dans le CRM, la prochaine synchronisation la reprendra.`,
    yours: 'Les autres champs (mentions légales, propriétaires, mis en avant…) restent modifiables.',
  },
} as const;

/**
 * The edit view's "From the CRM" panel on a synced listing or project: which fields the CRM owns
 * (the server refuses an edit of them, crm/read-only.ts). The edit view's layout hook has no
 * document to disable fields per listing, so the panel says it instead (decision 038).
 */
export const CrmOwnedPanel: PanelComponent = ({ model, document }) => {
  const fields = crmOwnedFields[model];
  const source = (document as { crmSource?: unknown } | undefined)?.crmSource;
  if (!fields || typeof source !== 'string' || !source) return null;
  const language = adminLanguage();
  const text = words[language];
  const shown = fields.filter((field) => !field.startsWith('crm'));
  return {
    title: text.title,
    content: (
      <Box>
        <Typography variant="pi">{text.intro(source)}</Typography>
        <Box paddingTop={2} paddingBottom={2}>
          <Typography variant="pi" fontWeight="bold">
            {shown.map((field) => translatedLabel(field, fieldLabel(field), language)).join(', ')}
          </Typography>
        </Box>
        <Typography variant="pi" textColor="neutral600">
          {text.yours}
        </Typography>
      </Box>
    ),
  };
};
