import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { personalDataMachine, personalDataSelectors as select } from '#machines/personalData';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { personalDataActors } from './personalDataActors';
import { PersonalDataForm } from './PersonalDataForm';
import './PersonalDataPage.css';

/** /profile/user — the personal data of the account (spec part 3 §2 "Profile area"; -3, -487). */
export default function PersonalDataPage() {
  const { i18n } = useLingui();
  const { api, session } = useRuntime();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(() => personalDataMachine.provide({ actors: personalDataActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  const snapshot = useSelector(actor, (s) => s);
  const user = select.user(snapshot);
  const notice = select.errorNotice(snapshot);
  const phoneCode = user ? (sessionSelectors.countryOf(session.getSnapshot(), user.country_code)?.phoneCode ?? '') : '';

  return (
    <Screen narrow>
      <section className="card personal-data">
        {select.isLoading(snapshot) ? <Loader /> : null}
        {notice ? (
          <Notice kind="error" title={notice.entry.title ? i18n._(notice.entry.title) : undefined}>
            {i18n._(notice.entry.message)}
            {notice.code ? ` (${notice.code})` : null}
          </Notice>
        ) : null}
        {select.loadFailed(snapshot) ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'personalData.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        ) : null}
        {select.isSaved(snapshot) ? (
          <Notice kind="success">
            <Trans>Guardamos tus datos.</Trans>
          </Notice>
        ) : null}
        {user ? (
          <PersonalDataForm
            key={user.id}
            user={user}
            rules={select.rules(snapshot)}
            phoneCode={phoneCode}
            documentLocked={select.isDocumentLocked(snapshot)}
            saving={select.isSaving(snapshot)}
            onSave={(changes, document) => actor.send({ type: 'personalData.save', changes, document })}
            onEdit={() => {
              if (notice || select.isSaved(snapshot)) actor.send({ type: 'personalData.edit' });
            }}
          />
        ) : null}
      </section>
    </Screen>
  );
}
