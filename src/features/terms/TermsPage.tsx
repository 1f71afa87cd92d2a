import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getTerms } from '#kernel/contract/profileAccount';
import { sessionSelectors } from '#machines/session';
import { termsMachine, termsSelectors as select, type TermsText } from '#machines/terms';
import { Screen } from '#shell/layout/Screen';
import { useApi, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import './TermsPage.css';

/** /terms — the full terms of the current country, in the country's language (spec part 3 §2; public). */
export default function TermsPage() {
  const api = useApi();
  const country = useSession(sessionSelectors.country);
  const machine = useMemo(
    () =>
      termsMachine.provide({
        actors: {
          loadTerms: fromPromise<TermsText, { country: string }>(
            async ({ input, signal }) => (await api.call(getTerms, { params: { country: input.country }, signal })).terms,
          ),
        },
      }),
    [api],
  );
  // A new country (chosen on /profile/countries) is a new text: the key restarts the flow.
  return <TermsView key={country} machine={machine} country={country} />;
}

function TermsView({ machine, country }: { machine: typeof termsMachine; country: string }) {
  const { i18n } = useLingui();
  const actor = useActorRef(machine, { input: { country } });
  const snapshot = useSelector(actor, (s) => s);
  const terms = select.terms(snapshot);
  const notice = select.notice(snapshot);
  return (
    <Screen>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {notice ? (
        <Notice kind="error">
          <p>{i18n._(notice.message)}</p>
          <div className="terms__actions">
            <Button variant="secondary" onClick={() => actor.send({ type: 'terms.reload' })}>
              <Trans>Reintentar</Trans>
            </Button>
            <ButtonLink to="/profile/countries?returnTo=%2Fterms" variant="ghost">
              <Trans>Elegir otro país</Trans>
            </ButtonLink>
          </div>
        </Notice>
      ) : null}
      {terms ? (
        <article className="card terms" lang={terms.language}>
          <h2 className="terms__title">{terms.title}</h2>
          <p className="muted terms__updated">
            <Trans>Actualizados el {i18n.date(terms.updatedAt, { dateStyle: 'long', timeZone: 'UTC' })}</Trans>
          </p>
          {select.paragraphs(snapshot).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      ) : null}
    </Screen>
  );
}
