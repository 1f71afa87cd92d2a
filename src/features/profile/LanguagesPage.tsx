import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { languageOptions, selectedOption } from '#shell/layout/languageOptions';
import { Screen } from '#shell/layout/Screen';
import { returnPath } from '#shell/routes/guards';
import { useSession, useSessionActor } from '#shell/runtimeContext';
import { ChoiceList } from './ChoiceList';

const configured = (s: sessionSelectors.SessionSnapshot) => s.context.languages;

/** /profile/languages — pick the language; with returnTo, goes back there after the choice. */
export default function LanguagesPage() {
  const session = useSessionActor();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const language = useSession(sessionSelectors.language);
  const options = languageOptions(useSession(configured));
  const choose = (code: string) => {
    session.send({ type: 'language.change', language: code });
    if (query.get('returnTo')) navigate(returnPath(query.get('returnTo'), query.get('returnParams')), { replace: true });
  };
  return (
    <Screen>
      <ChoiceList
        legend={<Trans>Elige el idioma de la aplicación</Trans>}
        name="language"
        value={selectedOption(language, options)}
        choices={options.map((o) => ({ value: o.code, label: o.label, lang: o.code }))}
        onChange={choose}
      />
    </Screen>
  );
}
