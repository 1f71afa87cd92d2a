// The display names of booking statuses and history actions (spec part 2 §3): RESERVA, ABONADO,
// PAGADO, USADA, ANULADA, CAMBIADA, translated; a free booking shows as RESERVA.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingHistoryEntryDto, BookingStatus } from '#kernel/contract/booking';

export const statusNames: Record<BookingStatus, MessageDescriptor> = {
  BOOKED: msg`Reserva`,
  PARTIALLY_PAYED: msg`Abonado`,
  PAYED: msg`Pagado`,
  USED: msg`Usada`,
  CANCELLED: msg`Anulada`,
  EXCHANGED: msg`Cambiada`,
};

export const historyActionNames: Record<BookingHistoryEntryDto['action'], MessageDescriptor> = {
  CREATED: msg`Creada`,
  PARTIALLY_PAYED: msg`Abonada`,
  PAYED: msg`Pagada`,
  USED: msg`Usada`,
  CANCELLED: msg`Anulada`,
  EXCHANGED: msg`Cambiada`,
};

/** 'Copied the text' (spec §8): the copy-link popover. */
export const COPIED_TEXT = msg`Texto copiado`;

/** Spec §3 "Player status". */
export const playerStatusNames: Record<'INVITED' | 'REJECTED' | 'CONFIRMED' | 'DELETED', MessageDescriptor> = {
  INVITED: msg`Invitado`,
  REJECTED: msg`Rechazó`,
  CONFIRMED: msg`Confirmado`,
  DELETED: msg`Salió`,
};
