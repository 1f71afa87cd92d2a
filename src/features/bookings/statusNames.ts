// The display names of a booking's status (spec part 2 §3 "Booking statuses"), translated through
// Lingui: RESERVA, ABONADO, PAGADO, USADA, ANULADA or NO LLEGÓ (a no-show), CAMBIADA; a free booking
// shows as RESERVA.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingListItemDto } from '#kernel/contract/booking/bookingsList';
import type { BadgeKind } from '#ui/Badge';

export function statusName(b: Pick<BookingListItemDto, 'status' | 'noShow' | 'amount'>): MessageDescriptor {
  if (b.amount === 0 && b.status !== 'CANCELLED' && b.status !== 'EXCHANGED' && b.status !== 'USED') return msg`RESERVA`;
  switch (b.status) {
    case 'BOOKED':
      return msg`RESERVA`;
    case 'PARTIALLY_PAYED':
      return msg`ABONADO`;
    case 'PAYED':
      return msg`PAGADO`;
    case 'USED':
      return msg`USADA`;
    case 'CANCELLED':
      return b.noShow === 'Y' ? msg`NO LLEGÓ` : msg`ANULADA`;
    case 'EXCHANGED':
      return msg`CAMBIADA`;
  }
}

export function statusKind(status: BookingListItemDto['status']): BadgeKind {
  if (status === 'PAYED' || status === 'USED') return 'success';
  if (status === 'CANCELLED' || status === 'EXCHANGED') return 'neutral';
  return 'warning';
}
