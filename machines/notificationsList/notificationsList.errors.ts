// What a failed load or read shows on /profile/notifications. -404: the notification is not the
// player's (or gone): the list loads again.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadErrors = {
  other: { title: msg`No pudimos cargar tus notificaciones`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const readErrors = {
  '-404': { message: msg`Esta notificación ya no está disponible.`, show: 'toast', next: 'reload' },
  other: { message: GENERIC_ERROR, show: 'toast', next: 'stay' },
} as const satisfies ErrorTable<'reload' | 'stay'>;
