import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { requestClub, type ClubRequestBody } from '#kernel/contract/booking/clubRequest';
import { clubRequestMachine, type ClubRequestField } from '#machines/clubRequest';
import { sessionSelectors } from '#machines/session';
import { loginPathFor } from '#shell/routes/guards';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { TextArea } from '#ui/TextArea';
import { TextField } from '#ui/TextField';

/** "Request a new club" (spec part 1 §7): the club team gets the player's suggestion by e-mail. */
export function ClubRequestModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { api } = useRuntime();
  const navigate = useNavigate();
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const machine = useMemo(
    () =>
      clubRequestMachine.provide({
        actors: {
          sendRequest: fromPromise<{ requestId: number }, ClubRequestBody>(async ({ input, signal }) =>
            api.call(requestClub, { body: input, signal }),
          ),
        },
        actions: { requestLogin: () => void navigate(loginPathFor(window.location)) },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine, { input: { loggedIn } });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    const sub = actor.subscribe((s) => s.status === 'done' && onClose());
    return () => sub.unsubscribe();
  }, [actor, onClose]);
  const { form, invalid, sendFailed } = snapshot.context;
  const sending = snapshot.matches('sending');
  const field = (name: ClubRequestField, label: string, error: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      error={invalid.includes(name) ? error : undefined}
      onChange={(e) => actor.send({ type: 'field.change', field: name, value: e.target.value })}
      disabled={sending}
    />
  );
  const close = () => actor.send({ type: 'request.close' });
  return (
    <Modal
      open
      title={<Trans>Sugiere un club</Trans>}
      onClose={close}
      footer={
        snapshot.matches('sent') ? (
          <Button onClick={close}>
            <Trans>Listo</Trans>
          </Button>
        ) : (
          <Button onClick={() => actor.send({ type: 'request.submit' })} busy={sending}>
            <Trans>Enviar</Trans>
          </Button>
        )
      }
    >
      {snapshot.matches('sent') ? (
        <Notice kind="success">
          <p>
            <Trans>¡Gracias! Le contaremos al equipo de clubes.</Trans>
          </p>
        </Notice>
      ) : (
        <form className="stack" onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'request.submit' }))} noValidate>
          {sendFailed ? (
            <Notice kind="error">
              <p>
                <Trans>No pudimos enviar tu sugerencia. Inténtalo de nuevo.</Trans>
              </p>
            </Notice>
          ) : null}
          {field('clubName', t`Nombre del club`, t`Escribe el nombre del club`)}
          {field('city', t`Ciudad o comuna`, t`Escribe dónde está`)}
          {field('contactName', t`Persona de contacto (opcional)`, t`Revisa este dato`)}
          {field('contactPhone', t`Teléfono de contacto (opcional)`, t`Revisa el teléfono`, 'tel')}
          {field('contactEmail', t`Correo de contacto (opcional)`, t`Revisa el correo`, 'email')}
          <TextArea
            label={t`Comentarios (opcional)`}
            value={form.comments}
            error={invalid.includes('comments') ? t`Revisa este dato` : undefined}
            onChange={(e) => actor.send({ type: 'field.change', field: 'comments', value: e.target.value })}
            disabled={sending}
          />
        </form>
      )}
    </Modal>
  );
}
