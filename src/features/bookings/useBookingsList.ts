import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { bookingsListMachine, type BookingsListInput, type MainFilter } from '#machines/bookingsList';
import { paymentErrorPages, paymentResultMachine, type ShowErrorPageParams } from '#machines/paymentResult';
import { sessionSelectors } from '#machines/session';
import { lateCashierWithReady, useCashierPort } from '#shell/cashierPort';
import { goToExternalUrl } from '#shell/externalNavigation';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { bookingsListActors } from './bookingsActors';

const positiveId = (raw: unknown): number | null => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  return /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647 ? Number(text) : null;
};
const flag = (raw: unknown) => raw === true || raw === '1' || raw === 'true';

/**
 * The route's params (toPay, bookingId in the address) and the spec's non-URL params (navigation state:
 * toPay, toEnrollments, triggerBookingIdPayment, bookingId, mainFilterSelected).
 */
export function useListInput(userId: number): BookingsListInput {
  const [query] = useSearchParams();
  const state = (useLocation().state ?? {}) as Record<string, unknown>;
  const main = Number(state.mainFilterSelected);
  // The clock of the visit (which months are past), read once.
  const [now] = useState(() => Date.now());
  return {
    userId,
    now,
    toPay: flag(query.get('toPay')) || flag(state.toPay),
    toEnrollments: flag(state.toEnrollments),
    mainFilterSelected: main === 1 || main === 2 || main === 3 ? (main as MainFilter) : null,
    bookingId: positiveId(query.get('bookingId') ?? state.bookingId),
    triggerBookingIdPayment: positiveId(state.triggerBookingIdPayment ?? query.get('triggerBookingIdPayment')),
  };
}

/** The error page of a payment that was not validated (the known texts travel as keys). */
function errorPagePath(params: ShowErrorPageParams, translate: (m: ShowErrorPageParams['title']) => string): string {
  const keys =
    params.title === paymentErrorPages.speed.title
      ? { title: 'speed', message: 'speed_message' }
      : params.title === paymentErrorPages.generic.title
        ? { title: 'payment_error', message: 'payment_error_message' }
        : { title: translate(params.title), message: translate(params.message) };
  return `/book/error?${new URLSearchParams({ status: String(params.status), ...keys }).toString()}`;
}

/** Runs the bookings-list machine for one visit of /bookings (the caller is the signed-in user). */
export function useBookingsList(input: BookingsListInput) {
  const runtime = useRuntime();
  const { api } = runtime;
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const cashierPort = useCashierPort();
  const machine = useMemo(
    () => {
      const late = lateCashierWithReady(cashierPort, runtime, 'bookingsList');
      return bookingsListMachine.provide({
        actors: {
          ...bookingsListActors(api, typeof navigator === 'undefined' ? undefined : navigator.clipboard),
          cashier: late.cashier,
          cashierReady: fromPromise<void, void>(() => late.ready),
          settlePayment: paymentResultMachine.provide({
            actions: {
              navigate: (_, { to }) => void navigate(to),
              redirectExternal: (_, { url }) => goToExternalUrl(url),
              showErrorPage: (_, params) =>
                void navigate(
                  errorPagePath(params, (m) => i18n._(m)),
                  { replace: true },
                ),
              // No analytics provider is configured yet (as in the booking flow).
              trackPurchase: () => {},
            },
          }),
        },
      });
    },
    // One machine per visit: navigate and i18n change identity, the machine must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [api],
  );
  return useActorRef(machine, { input });
}

export const useUserId = () => useSession(sessionSelectors.userId);
