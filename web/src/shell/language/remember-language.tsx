import type { Language } from '@vitrine/domain';
import { useEffect } from 'react';
import { syncRememberedLanguage } from './remembered-language';

/**
 * Keeps the server's copy of the remembered language in step with local storage on every page;
 * a first visit remembers the language of the page (a visitor who lands on /fr/ keeps French).
 */
export function RememberLanguage({ language }: { language: Language }) {
  useEffect(() => {
    void syncRememberedLanguage(language);
  }, [language]);
  return null;
}
