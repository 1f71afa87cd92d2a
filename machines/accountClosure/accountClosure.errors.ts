// What a failed closure request shows (the call lists no codes of its own).
import type { ErrorTable } from '#kernel/lib/errors';
import { NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const accountClosureErrors = {
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'idle' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'idle' },
} as const satisfies ErrorTable<'idle'>;
