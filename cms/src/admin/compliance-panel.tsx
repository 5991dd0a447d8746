import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Flex, Typography } from '@strapi/design-system';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient } from '@strapi/strapi/admin';
import { missingMentions, requiredMentions } from '@vitrine/domain';
import { useEffect, useState } from 'react';
import { adminLanguage, mentionLabel } from './admin-language';

const PROPERTY = 'api::property.property';

/** The panel's words in the admin language (the mentions' names are in admin-translations.ts). */
const words = {
  en: {
    title: 'Legal mentions',
    noRegion: 'Enter the postal code and the country: the region, and with it the mentions required, follow from them.',
    someMissing: (missing: number, required: number) => `${missing} of ${required} required mentions missing`,
    allPresent: (required: number) => `All ${required} required mentions present`,
    missing: ' (missing)',
    strict: 'Strict compliance is on: publishing is refused until they are filled in.',
    lenient: 'Publishing goes ahead with a warning; the ad is then not legally complete.',
  },
  nl: {
    title: 'Wettelijke vermeldingen',
    noRegion: 'Vul de postcode en het land in: het gewest, en daarmee de verplichte vermeldingen, volgen eruit.',
    someMissing: (missing: number, required: number) =>
      `Ontbrekende verplichte vermeldingen: ${missing} van ${required}`,
    allPresent: (required: number) => `Alle ${required} verplichte vermeldingen zijn aanwezig`,
    missing: ' (ontbreekt)',
    strict: 'Strikte naleving staat aan: publiceren wordt geweigerd tot ze ingevuld zijn.',
    lenient: 'Publiceren gaat door met een waarschuwing; de advertentie is dan wettelijk niet volledig.',
  },
  fr: {
    title: 'Mentions légales',
    noRegion: 'Saisissez le code postal et le pays : la région, et avec elle les mentions obligatoires, en découlent.',
    someMissing: (missing: number, required: number) => `Mentions obligatoires manquantes : ${missing} sur ${required}`,
    allPresent: (required: number) => `Les ${required} mentions obligatoires sont présentes`,
    missing: ' (manquante)',
    strict: 'La conformité stricte est activée : la publication est refusée tant qu’elles ne sont pas remplies.',
    lenient: 'La publication se fait avec un avertissement ; l’annonce n’est alors pas légalement complète.',
  },
} as const;

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
  const language = adminLanguage();
  const text = words[language];
  const required = requiredMentions(values);
  const missing = new Set(missingMentions(values));
  if (required.length === 0) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {text.noRegion}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="pi" textColor={missing.size > 0 ? 'danger600' : 'success600'} fontWeight="bold">
        {missing.size > 0 ? text.someMissing(missing.size, required.length) : text.allPresent(required.length)}
      </Typography>
      <Box tag="ul">
        {required.map((mention) => (
          <Box tag="li" key={mention} paddingBottom={1}>
            <Typography variant="pi" textColor={missing.has(mention) ? 'danger600' : 'neutral800'}>
              {missing.has(mention) ? '✗ ' : '✓ '}
              {mentionLabel(mention, language)}
              {missing.has(mention) ? text.missing : ''}
            </Typography>
          </Box>
        ))}
      </Box>
      {missing.size > 0 ? (
        <Typography variant="pi" textColor="neutral600">
          {strict ? text.strict : text.lenient}
        </Typography>
      ) : null}
    </Flex>
  );
}

/** The edit view's "Legal mentions" panel, on listings only. */
export const CompliancePanel: PanelComponent = ({ model, document }) => {
  if (model !== PROPERTY) return null;
  return {
    title: words[adminLanguage()].title,
    content: <ComplianceContent saved={document as Record<string, unknown> | undefined} />,
  };
};
