import { Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState, type FormEvent } from 'react';
import { adminLanguage } from './admin-language';

/** The widget's words in the admin language. */
const words = {
  en: {
    label: 'E-mail address',
    hint: 'One complete address; found in every collection, in any case.',
    export: 'Export (JSON)',
    erase: 'Erase…',
    confirm: 'Type the address again to erase everything stored about it. This cannot be undone.',
    exported: 'Exported.',
    erased: 'Erased',
    refused: 'Refused',
    nothing: 'nothing found',
  },
  nl: {
    label: 'E-mailadres',
    hint: 'Eén volledig adres; gezocht in elke collectie, hoofdletters of niet.',
    export: 'Exporteren (JSON)',
    erase: 'Wissen…',
    confirm: 'Typ het adres opnieuw om alles wat erover bewaard is te wissen. Dit kan niet ongedaan worden.',
    exported: 'Geëxporteerd.',
    erased: 'Gewist',
    refused: 'Geweigerd',
    nothing: 'niets gevonden',
  },
  fr: {
    label: 'Adresse e-mail',
    hint: 'Une adresse complète ; cherchée dans chaque collection, majuscules ou non.',
    export: 'Exporter (JSON)',
    erase: 'Effacer…',
    confirm: 'Retapez l’adresse pour effacer tout ce qui est conservé à son sujet. C’est irréversible.',
    exported: 'Exporté.',
    erased: 'Effacé',
    refused: 'Refusé',
    nothing: 'rien trouvé',
  },
} as const;

/** The server's reason for a refusal (400), or the error's own message. */
const reasonOf = (error: unknown) =>
  (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ??
  (error instanceof Error ? error.message : String(error));

/**
 * Export or erase everything stored about one e-mail address (cms/src/gdpr/admin-routes.ts):
 * the export downloads as JSON; the erase asks for the address a second time. Both are logged
 * without the address (the "Personal data log" collection).
 */
export function PersonalDataWidget() {
  const { post } = useFetchClient();
  const text = words[adminLanguage()];
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const exportAddress = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await post('/vitrine-admin/personal-data/export', { email });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      link.download = 'personal-data.json';
      link.click();
      URL.revokeObjectURL(link.href);
      setOutcome({ ok: true, message: text.exported });
    } catch (error) {
      setOutcome({ ok: false, message: `${text.refused}: ${reasonOf(error)}` });
    }
  };

  const erase = async () => {
    const confirm = window.prompt(text.confirm);
    if (confirm === null) return;
    try {
      const { data } = await post<{ data: { rows: Record<string, number> } }>('/vitrine-admin/personal-data/erase', {
        email,
        confirm,
      });
      const rows = Object.entries(data.data.rows).map(([uid, count]) => `${uid.replace(/^.*\./, '')} ${count}`);
      setOutcome({ ok: true, message: `${text.erased}: ${rows.join(', ') || text.nothing}` });
    } catch (error) {
      setOutcome({ ok: false, message: `${text.refused}: ${reasonOf(error)}` });
    }
  };

  return (
    <form onSubmit={(event) => void exportAddress(event)} style={{ width: '100%' }}>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Field.Root name="personal-data-email" hint={text.hint}>
          <Field.Label>{text.label}</Field.Label>
          <TextInput
            type="email"
            value={email}
            onChange={(event: FormEvent<HTMLInputElement>) => setEmail(event.currentTarget.value)}
          />
          <Field.Hint />
        </Field.Root>
        <Flex gap={2}>
          <Button type="submit" variant="secondary" disabled={!email.trim()}>
            {text.export}
          </Button>
          <Button type="button" variant="danger-light" disabled={!email.trim()} onClick={() => void erase()}>
            {text.erase}
          </Button>
        </Flex>
        {outcome && <Typography textColor={outcome.ok ? 'success600' : 'danger600'}>{outcome.message}</Typography>}
      </Flex>
    </form>
  );
}
