import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { accountClosureMachine, accountClosureSelectors as select } from '#machines/accountClosure';
import { useApi } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { profileAccountActors } from './profileAccountActors';
import './AccountForms.css';

/** The "close my account" part of the profile menu: a question, then the 48-hour contact message. */
export function AccountClosure({ userId }: { userId: number }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const machine = useMemo(() => accountClosureMachine.provide({ actors: profileAccountActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  const snapshot = useSelector(actor, (s) => s);
  const requested = select.requested(snapshot);
  const notice = select.notice(snapshot);
  const hours = requested?.contactWithinHours ?? 48;
  const when = requested ? i18n.date(new Date(requested.requestedAt), { dateStyle: 'long', timeStyle: 'short' }) : '';

  return (
    <section className="card account-closure" aria-labelledby="closure-heading">
      <h2 id="closure-heading" className="account-closure__title">
        {t`Cerrar mi cuenta`}
      </h2>
      {requested ? (
        <Notice
          kind="success"
          title={
            select.wasAlreadyPending(snapshot) ? <Trans>Tu solicitud de cierre está en curso</Trans> : <Trans>Recibimos tu solicitud</Trans>
          }
        >
          <p className="account-closure__when">
            <Trans>Solicitada el {when}</Trans>
          </p>
          {/* prettier-ignore */}
          <Trans>Te contactaremos dentro de {hours} horas para cerrar tu cuenta. Después ya no podrás iniciar sesión y se cerrará tu sesión en todos tus dispositivos.</Trans>
        </Notice>
      ) : (
        <>
          <p className="muted">
            <Trans>Si cierras tu cuenta ya no podrás iniciar sesión ni ver tus reservas.</Trans>
          </p>
          {notice ? <Notice kind="error">{i18n._(notice.message)}</Notice> : null}
          <Button variant="danger" block disabled={!select.canRequest(snapshot)} onClick={() => actor.send({ type: 'closure.request' })}>
            <Trans>Solicitar el cierre de mi cuenta</Trans>
          </Button>
        </>
      )}
      <Modal
        open={select.asksConfirmation(snapshot)}
        title={<Trans>¿Cerrar tu cuenta?</Trans>}
        onClose={() => actor.send({ type: 'closure.cancel' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'closure.cancel' })} disabled={select.isRequesting(snapshot)}>
              <Trans>No, mantener mi cuenta</Trans>
            </Button>
            <Button variant="danger" busy={select.isRequesting(snapshot)} onClick={() => actor.send({ type: 'closure.confirm' })}>
              <Trans>Sí, cerrar mi cuenta</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            Nuestro equipo te contactará dentro de 48 horas y luego cerraremos tu cuenta. No podrás volver a iniciar sesión con ella.
          </Trans>
        </p>
      </Modal>
    </section>
  );
}
