import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  confirmEmailMachine,
  confirmEmailMessages,
  confirmEmailSelectors as select,
  confirmRequestFrom,
  type ConfirmEmailInput,
  type ConfirmOutcome,
  type ConfirmStatus,
} from '#machines/confirmEmail';
import { Screen } from '#shell/layout/Screen';
import { returnPath } from '#shell/routes/guards';
import { useApi, useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Checkbox } from '#ui/Checkbox';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import '../shared/AuthLayout.css';
import { confirmEmail } from '#kernel/contract/accountEntry';
import { solveHumanCheck } from './solveHumanCheck';

const NOTICE_KIND: Record<ConfirmOutcome, 'success' | 'info' | 'error'> = { success: 'success', alreadyConfirmed: 'info', failed: 'error' };

/**
 * /confirm_email?userid&token — confirms the address from the e-mail's link once the human check
 * (our server's ALTCHA proof of work) is done; then shows success, already confirmed or failed.
 */
export default function ConfirmEmailPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { startPath, toasts } = useRuntime();
  const [query] = useSearchParams();
  const request = useMemo(() => confirmRequestFrom(query), [query]);
  const machine = useMemo(
    () =>
      confirmEmailMachine.provide({
        actors: {
          solveHumanCheck: fromPromise<string, void>(({ signal }) => solveHumanCheck(api, signal)),
          confirmEmail: fromPromise<ConfirmStatus, ConfirmEmailInput>(async ({ input, signal }) => {
            const { status } = await api.call(confirmEmail, { body: input, signal });
            return status;
          }),
        },
        actions: {
          alertHumanCheck: () => toasts.show({ message: confirmEmailMessages.humanCheckRequired, kind: 'error' }),
        },
      }),
    [api, toasts],
  );
  const actor = useActorRef(machine, { input: request });
  const confirming = useSelector(actor, select.isConfirming);
  const asksHumanCheck = useSelector(actor, select.asksHumanCheck);
  const solving = useSelector(actor, select.isSolvingHumanCheck);
  const humanChecked = useSelector(actor, select.isHumanChecked);
  const humanNotice = useSelector(actor, select.humanCheckNotice);
  const notice = useSelector(actor, select.notice);
  const returnParamName = query.get('returnParamName');
  const returnParamValue = query.get('returnParamValue');
  const returnParams = returnParamName && returnParamValue ? new URLSearchParams({ [returnParamName]: returnParamValue }).toString() : '';
  const loginQuery = new URLSearchParams({ returnTo: returnPath(query.get('returnTo'), null, startPath) });
  if (returnParams) loginQuery.set('returnParams', returnParams);
  const loginLink = `/login?${loginQuery.toString()}`;

  return (
    <Screen narrow>
      <section className="card auth-card" aria-live="polite" aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">{t`Confirma tu correo`}</h2>
        {asksHumanCheck ? (
          <>
            <p className="auth-card__intro">
              <Trans>Antes de activar tu cuenta, comprobemos que eres una persona.</Trans>
            </p>
            {humanNotice ? <Notice kind="error">{i18n._(humanNotice.message)}</Notice> : null}
            <Checkbox
              name="human"
              label={solving ? t`Comprobando…` : t`No soy un robot`}
              checked={humanChecked}
              disabled={solving || humanChecked}
              aria-busy={solving || undefined}
              onChange={() => actor.send({ type: 'human.start' })}
            />
            <Button block busy={confirming} onClick={() => actor.send({ type: 'confirm.submit' })}>
              <Trans>Confirmar mi correo</Trans>
            </Button>
          </>
        ) : null}
        {confirming ? <Loader label={undefined} /> : null}
        {notice ? (
          <Notice kind={NOTICE_KIND[notice.outcome]} title={i18n._(notice.title)}>
            {i18n._(notice.message)}
          </Notice>
        ) : null}
        {notice ? (
          <ButtonLink to={loginLink} block>
            {t`Ir a iniciar sesión`}
          </ButtonLink>
        ) : null}
      </section>
    </Screen>
  );
}
