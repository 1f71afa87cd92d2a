// What the chat calls' codes do (spec part 3 §6: chat access -8342; §8: the history's -8342 shows an
// account check message; §4: a failed send shows the no-internet modal with retry).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export type ChatNext = 'noAccess' | 'failed' | 'closed';

export const historyErrors = {
  '-8342': {
    title: msg`Revisa tu cuenta`,
    message: msg`Este chat es solo para los jugadores del partido. Revisa que hayas iniciado sesión con tu cuenta.`,
    show: 'inline',
    next: 'noAccess',
  },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ChatNext>;

export const sendErrors = {
  '-8342': historyErrors['-8342'],
  '-8344': { message: msg`Este partido fue cancelado: el chat está cerrado.`, show: 'inline', next: 'closed' },
  other: {
    title: msg`Sin conexión a internet`,
    message: msg`No pudimos enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo.`,
    show: 'modal',
    next: 'failed',
  },
} as const satisfies ErrorTable<ChatNext>;
