import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router';
import { cashierInputFromParams, type ReturnToCallerParams } from '#machines/cashier';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Notice } from '#ui/Notice';
import { cashierForRuntime } from '../api/forRuntime';
import { CashierPanel } from './CashierPanel';
import { returnState, returnTarget } from './paymentReturn';

/**
 * /payment: the cashier as a page (spec part 2 §2: fopAmount, fopAmountFormatted, promoCode,
 * promoAmount, promoAmountFormatted, fopAction, userId, clubId, bookingInsurance, redirectTo,
 * state). With a choice, or cancelled, it returns to redirectTo.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const userId = useSession(sessionSelectors.userId);
  const [openedAt] = useState(() => Date.now());
  const input = useMemo(() => cashierInputFromParams(Object.fromEntries(params), { now: openedAt, userId }), [params, userId, openedAt]);
  return (
    <Screen narrow>
      {input ? (
        <PaymentPageCashier
          input={input}
          amountText={params.get('fopAmountFormatted')}
          promoCode={params.get('promoCode')}
          promoText={params.get('promoAmountFormatted')}
        />
      ) : (
        <Notice kind="error">
          <Trans>No pudimos abrir el pago. Vuelve a intentarlo desde tu reserva.</Trans>
        </Notice>
      )}
    </Screen>
  );
}

function PaymentPageCashier({
  input,
  amountText,
  promoCode,
  promoText,
}: {
  input: NonNullable<ReturnType<typeof cashierInputFromParams>>;
  amountText: string | null;
  promoCode: string | null;
  promoText: string | null;
}) {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      cashierForRuntime(runtime, {
        returnToCaller: (p: ReturnToCallerParams) => {
          const to = returnTarget(p.redirectTo, p.state, runtime.routeById);
          if (to) void navigate(to, { state: returnState(p) });
          else if (p.choice === null) void navigate(-1);
          else void navigate('/bookings', { state: returnState(p) });
        },
      }),
    [runtime, navigate],
  );
  const actor = useActorRef(machine, { input });
  return (
    <div className="stack">
      {amountText ? (
        <div className="payment-total">
          <span className="payment-total__label">
            <Trans>Total a pagar</Trans>
          </span>
          <strong className="payment-total__amount" data-testid="payment-total">
            {amountText}
          </strong>
          {promoCode && promoText ? (
            <span className="payment-total__promo">
              <Trans>
                Incluye el descuento {promoCode}: {promoText}
              </Trans>
            </span>
          ) : null}
        </div>
      ) : null}
      <CashierPanel actor={actor} amountText={amountText} />
    </div>
  );
}
