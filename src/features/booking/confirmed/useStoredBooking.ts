import { useEffect, useState } from 'react';
import { useApi } from '#shell/runtimeContext';
import type { BookingSummaryDto } from '#kernel/contract/booking';
import { getBooking } from '#kernel/contract/booking/bookingSummary';

export type StoredBooking = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; booking: BookingSummaryDto };

const LOADING: StoredBooking = { status: 'loading' };
const FAILED: StoredBooking = { status: 'failed' };

/** GET /api/bookings/{id}: the booking as stored, with the lines of its price and what is paid and still to pay. */
export function useStoredBooking(bookingId: number | null): StoredBooking {
  const api = useApi();
  // The answer is kept with the id it is for: another id reads as loading until its own answer comes.
  const [answer, setAnswer] = useState<{ bookingId: number; state: StoredBooking } | null>(null);
  useEffect(() => {
    if (bookingId === null) return;
    const controller = new AbortController();
    api.call(getBooking, { params: { bookingId }, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setAnswer({ bookingId, state: { status: 'loaded', booking: answer.booking } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ bookingId, state: FAILED });
      },
    );
    return () => controller.abort();
  }, [api, bookingId]);
  if (bookingId === null) return FAILED;
  return answer?.bookingId === bookingId ? answer.state : LOADING;
}
