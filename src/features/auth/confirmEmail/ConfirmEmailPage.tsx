import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLingui } from '@lingui/react/macro';
import {
  confirmEmailMachine,
  confirmEmailSelectors,
  confirmRequestFrom,
  type ConfirmEmailRequest,
  type ConfirmOutcome,
  type ConfirmStatus,
} from '#machines/confirmEmail';
import { Screen } from '#shell/layout/Screen';
import { returnPath } from '#shell/routes/guards';
import { useApi, useRuntime } from '#shell/runtimeContext';
import { ButtonLink } from '#ui/ButtonLink';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import '../shared/AuthLayout.css';
import { confirmEmail } from '#kernel/contract/accountEntry';

const NOTICE_KIND: Record<ConfirmOutcome, 'success' | 'info' | 'error'> = { success: 'success', alreadyConfirmed: 'info', failed: 'error' };

/**
 * /confirm_email?userid&token — confirms the address from the e-mail's link. The human check of
 * the spec arrives with the captcha issue; the page shows success, already confirmed or failed.
 */
export default function ConfirmEmailPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { startPath } = useRuntime();
  const [query] = useSearchParams();
  const request = useMemo(() => confirmRequestFrom(query), [query]);
  const machine = useMemo(
    () =>
      confirmEmailMachine.provide({
        actors: {
          confirmEmail: fromPromise<ConfirmStatus, ConfirmEmailRequest>(async ({ input, signal }) => {
            const { status } = await api.call(confirmEmail, { body: input, signal });
            return status;
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: request });
  const confirming = useSelector(actor, confirmEmailSelectors.isConfirming);
  const notice = useSelector(actor, confirmEmailSelectors.notice);
  const returnParamName = query.get('returnParamName');
  const returnParamValue = query.get('returnParamValue');
  const returnParams = returnParamName && returnParamValue ? new URLSearchParams({ [returnParamName]: returnParamValue }).toString() : '';
  const loginQuery = new URLSearchParams({ returnTo: returnPath(query.get('returnTo'), null, startPath) });
  if (returnParams) loginQuery.set('returnParams', returnParams);
  const loginLink = `/login?${loginQuery.toString()}`;

  return (
    <Screen narrow>
      <section className="card auth-card" aria-live="polite">
        {confirming ? <Loader label={undefined} /> : null}
        {notice ? (
          <Notice kind={NOTICE_KIND[notice.outcome]} title={i18n._(notice.title)}>
            {i18n._(notice.message)}
          </Notice>
        ) : null}
        {!confirming ? (
          <ButtonLink to={loginLink} block>
            {t`Ir a iniciar sesión`}
          </ButtonLink>
        ) : null}
      </section>
    </Screen>
  );
}
