import type { Language } from '@vitrine/domain';
import { useEffect } from 'react';
import { rememberLanguage } from './remembered-language';

/** Remembers the language of the page being read (a visitor who lands on /fr/ keeps French). */
export function RememberLanguage({ language }: { language: Language }) {
  useEffect(() => rememberLanguage(language), [language]);
  return null;
}
