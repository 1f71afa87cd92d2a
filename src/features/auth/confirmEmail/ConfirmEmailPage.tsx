import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Trans } from '@lingui/react/macro';
import { Screen } from '../../../app/layout/Screen';
import { returnPath } from '../../../app/routes/guards';
import { useApi, useRuntime } from '../../../app/runtimeContext';
import { ButtonLink, Loader, Notice } from '../../../ui';
import { confirmEmailMachine, confirmRequestFrom, type ConfirmEmailInput, type ConfirmStatus } from './confirmEmail.machine';
import '../shared/AuthLayout.css';

/**
 * /confirm_email?userid&token — confirms the address from the e-mail's link. The human check of
 * the spec arrives with the captcha issue; the page shows success, already confirmed or failed.
 */
export default function ConfirmEmailPage() {
  const api = useApi();
  const { startPath } = useRuntime();
  const [query] = useSearchParams();
  const request = useMemo(() => confirmRequestFrom(query), [query]);
  const machine = useMemo(
    () =>
      confirmEmailMachine.provide({
        actors: {
          confirmEmail: fromPromise<ConfirmStatus, ConfirmEmailInput>(async ({ input, signal }) => {
            const { status } = await api.call('confirmEmail', { body: input, signal });
            return status;
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: request });
  const state = useSelector(actor, (s) => s.value as string);
  const returnParamName = query.get('returnParamName');
  const returnParamValue = query.get('returnParamValue');
  const returnParams = returnParamName && returnParamValue ? new URLSearchParams({ [returnParamName]: returnParamValue }).toString() : '';
  const loginQuery = new URLSearchParams({ returnTo: returnPath(query.get('returnTo'), null, startPath) });
  if (returnParams) loginQuery.set('returnParams', returnParams);
  const loginLink = `/login?${loginQuery.toString()}`;

  return (
    <Screen narrow>
      <section className="card auth-card" aria-live="polite">
        {state === 'confirming' || state === 'checking' ? <Loader label={undefined} /> : null}
        {state === 'success' ? (
          <Notice kind="success" title={<Trans>¡Correo confirmado!</Trans>}>
            <Trans>Tu cuenta está activa. Ya puedes iniciar sesión.</Trans>
          </Notice>
        ) : null}
        {state === 'alreadyConfirmed' ? (
          <Notice kind="info" title={<Trans>Tu correo ya estaba confirmado</Trans>}>
            <Trans>No necesitas hacer nada más. Inicia sesión para continuar.</Trans>
          </Notice>
        ) : null}
        {state === 'failed' ? (
          <Notice kind="error" title={<Trans>No pudimos confirmar tu correo</Trans>}>
            <Trans>El enlace no es válido o expiró. Revisa que sea el último correo que te enviamos.</Trans>
          </Notice>
        ) : null}
        {state !== 'confirming' && state !== 'checking' ? (
          <ButtonLink to={loginLink} block>
            <Trans>Ir a iniciar sesión</Trans>
          </ButtonLink>
        ) : null}
      </section>
    </Screen>
  );
}
