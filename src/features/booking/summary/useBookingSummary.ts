import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { bookingSummarySelectors as select, provideBookingSummary, type PayAction } from '#machines/bookingSummary';
import { sessionSelectors } from '#machines/session';
import { lateCashierWithReady, useCashierPort } from '#shell/cashierPort';
import { goToExternalUrl } from '#shell/externalNavigation';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { errorPagePath } from '../flow/errorPage';
import { bookingIcs, downloadFile } from './calendarDownload';
import { summaryActors } from './summaryActors';

/** The address a player of the booking opens it at (others get not found). */
export const summaryUrl = (origin: string, bookingId: number) => `${origin}/summary/${bookingId}`;

const PAY_ACTIONS: readonly PayAction[] = ['pay', 'downpay', 'insurance'];

/**
 * Spec §2 "Optional state params hideTitle, payment", read from the navigation state or the query:
 * hideTitle true/1; payment one of pay, downpay, insurance (true/1 mean pay).
 */
export function useSummaryParams(): { hideTitle: boolean; payment: PayAction | null } {
  const [query] = useSearchParams();
  const state = (useLocation().state ?? {}) as Record<string, unknown>;
  const pick = (name: string) => state[name] ?? query.get(name);
  const flag = (raw: unknown) => raw === true || raw === '1' || raw === 'true';
  const rawPayment = pick('payment');
  const payment = PAY_ACTIONS.find((a) => a === rawPayment) ?? (flag(rawPayment) ? 'pay' : null);
  return { hideTitle: flag(pick('hideTitle')), payment };
}

/** Runs the booking summary machine for one visit of /summary/:bookingId. */
export function useBookingSummary(bookingId: string | undefined) {
  const runtime = useRuntime();
  const { api, shell } = runtime;
  const cashierPort = useCashierPort();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const userId = useSession(sessionSelectors.userId);
  const machine = useMemo(
    () => {
      const late = lateCashierWithReady(cashierPort, runtime, 'bookingSummary');
      return provideBookingSummary(
        {
          ...summaryActors(api, shell, typeof navigator === 'undefined' ? undefined : navigator.clipboard),
          cashier: late.cashier,
          cashierReady: fromPromise<void, void>(() => late.ready),
        },
        {
          // The payment result opens this same summary when paid: the machine reads it again in place.
          navigate: ({ to }) => void navigate(to, { replace: to.startsWith('/summary/') }),
          redirectExternal: ({ url }) => goToExternalUrl(url),
          openExternal: ({ url }) => void window.open(url, '_blank', 'noopener'),
          showErrorPage: (params) => void navigate(errorPagePath(params, i18n), { replace: true }),
          trackPurchase: () => {},
          downloadCalendar: ({ booking }) => {
            const url = summaryUrl(window.location.origin, booking.id);
            const summary = i18n._(msg`${booking.sport_name} en ${booking.club_name}`);
            const description = i18n._(msg`${booking.courtName}. Reserva N° ${booking.id}`);
            downloadFile(
              document,
              `reserva-${booking.id}.ics`,
              bookingIcs(booking, { summary, description, url }, new Date()),
              'text/calendar',
            );
          },
        },
      );
    },
    // One machine per visit: the page remounts (key) when its id changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate and i18n change identity; the machine must not
    [api, shell, cashierPort, runtime],
  );
  // The visit's clock, read once (the cashier's card form checks expiry dates against it).
  const [now] = useState(() => Date.now());
  const { hideTitle, payment } = useSummaryParams();
  const actor = useActorRef(machine, {
    input: { bookingId, userId: userId ?? 0, os: shell.os, nativeShell: shell.kind === 'native', now, hideTitle, payment },
  });
  return {
    actor,
    screen: useSelector(actor, select.screen),
    data: useSelector(actor, select.data),
    problem: useSelector(actor, select.loadProblem),
    statusName: useSelector(actor, select.statusName),
    showsInfo: useSelector(actor, select.showsBookingInfo),
    showsTitle: useSelector(actor, select.showsTitle),
    payActions: useSelector(
      actor,
      select.payActions,
      (a, b) => a.pay === b.pay && a.downpay === b.downpay && a.insurance === b.insurance && a.credit === b.credit,
    ),
    credit: useSelector(actor, select.creditBalance, (a, b) => JSON.stringify(a) === JSON.stringify(b)),
    payingWithCredit: useSelector(actor, select.isPayingWithCredit),
    creditProblem: useSelector(actor, select.creditProblem),
    insurancePrompt: useSelector(actor, select.isInsurancePromptOpen),
    paying: useSelector(actor, select.isPaying),
    copied: useSelector(actor, select.isCopied),
    cashier: useSelector(actor, select.cashierRef),
    paymentResult: useSelector(actor, select.paymentResultRef),
    charge: useSelector(actor, select.chargeAmount),
    minPlayers: useSelector(actor, select.minPlayersNeed, (a, b) => JSON.stringify(a) === JSON.stringify(b)),
  };
}
