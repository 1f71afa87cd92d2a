// What a failed terms load shows.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const termsErrors = {
  '-404': {
    message: msg`Aún no tenemos los términos y condiciones de tu país. Elige otro país o vuelve más tarde.`,
    show: 'inline',
    next: 'failed',
  },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'failed' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<'failed'>;
