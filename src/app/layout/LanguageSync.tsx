import { useEffect } from 'react';
import { sessionSelectors } from '#machines/session';
import { activateLanguage } from '#shell/i18n/catalogs';
import { useSession } from '#shell/runtimeContext';

/** Applies the session's language to the texts (its catalog loads on first use). */
export function LanguageSync() {
  const language = useSession(sessionSelectors.language);
  useEffect(() => {
    void activateLanguage(language);
  }, [language]);
  return null;
}
