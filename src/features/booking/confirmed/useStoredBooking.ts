import { useEffect, useState } from 'react';
import { useApi } from '#shell/runtimeContext';
import type { BookingSummaryDto } from '#kernel/contract/booking';
import { getBooking } from '#kernel/contract/booking/bookingSummary';

export type StoredBooking = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; booking: BookingSummaryDto };

/** GET /api/bookings/{id}: the booking as stored, with the lines of its price and what is paid and still to pay. */
export function useStoredBooking(bookingId: number | null): StoredBooking {
  const api = useApi();
  const [state, setState] = useState<StoredBooking>({ status: 'loading' });
  useEffect(() => {
    if (bookingId === null) {
      setState({ status: 'failed' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(getBooking, { params: { bookingId }, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', booking: answer.booking });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, bookingId]);
  return state;
}
