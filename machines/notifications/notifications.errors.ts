// What a failed unread count or push-token call does. The count fails quietly (the badge keeps its
// number, the next reconnect asks again); a push token the server does not know is registered.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const unreadErrors = {
  other: { title: msg`No pudimos contar tus notificaciones`, message: GENERIC_ERROR, show: 'none', next: 'unreadFailed' },
} as const satisfies ErrorTable<'unreadFailed'>;

export const pushTokenErrors = {
  '-404': { title: msg`Dispositivo nuevo`, message: msg`Registrando este dispositivo para avisarte.`, show: 'none', next: 'register' },
  other: { title: msg`No pudimos activar los avisos`, message: GENERIC_ERROR, show: 'none', next: 'tokenFailed' },
} as const satisfies ErrorTable<'register' | 'tokenFailed'>;
