import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { FALLBACK_COUNTRY, intlLocaleFor } from '#kernel/lib/i18n';
import { Screen } from '#shell/layout/Screen';
import { returnPath } from '#shell/routes/guards';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Notice } from '#ui/Notice';
import { ChoiceList } from './ChoiceList';

const countries = (s: sessionSelectors.SessionSnapshot) => s.context.countries;
/** The chosen country; Chile (the fallback) shows as chosen unless a choice is being forced. */
const chosen = (s: sessionSelectors.SessionSnapshot): string | null =>
  sessionSelectors.mustChooseCountry(s) ? s.context.country : sessionSelectors.country(s);

/** The country's name in the user's language (Intl), else the name the server gave. */
function displayName(isoCode: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(isoCode) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * /profile/countries — pick the country. When the configuration forces the choice, a message asks
 * for it and the app goes on (to returnTo, or the start screen) once one is chosen.
 */
export default function CountriesPage() {
  const { session, startPath } = useRuntime();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const list = useSession(countries);
  const country = useSession(chosen);
  const forced = useSession(sessionSelectors.mustChooseCountry);
  const language = useSession(sessionSelectors.language);
  const wasForced = useRef(forced);
  const locale = intlLocaleFor(language);
  const choices = (list.length > 0 ? list : [FALLBACK_COUNTRY])
    .map((c) => ({ value: c.isoCode, label: displayName(c.isoCode, c.name, locale), detail: c.phoneCode }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

  useEffect(() => {
    if (forced) wasForced.current = true;
  }, [forced]);

  const choose = (isoCode: string) => {
    session.send({ type: 'country.choose', country: isoCode });
    if (wasForced.current || query.get('returnTo')) {
      navigate(returnPath(query.get('returnTo'), query.get('returnParams'), startPath), { replace: true });
    }
  };

  return (
    <Screen>
      {forced ? (
        <Notice kind="warning" title={<Trans>Elige tu país</Trans>}>
          <Trans>Para mostrarte clubes, precios y horarios correctos, primero elige el país donde vas a jugar.</Trans>
        </Notice>
      ) : null}
      <ChoiceList legend={<Trans>País donde juegas</Trans>} name="country" value={country} choices={choices} onChange={choose} />
    </Screen>
  );
}
