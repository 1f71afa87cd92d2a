// What the mobile settings say when the device or the server fails: any biometric error disables
// enrolment (spec part 1 §8 'Biometric access disabled', the table shared with login); a push token
// unknown here is simply off.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Any biometric error: the table login uses too. */
export { biometricErrors } from '#machines/shared/biometric.errors';

export const checkPushErrors = {
  '-404': { message: msg`Las notificaciones push están apagadas en este dispositivo.`, show: 'none', next: 'off' },
  other: { message: msg`No pudimos saber si las notificaciones push están activas.`, show: 'inline', next: 'off' },
} as const satisfies ErrorTable<'off'>;

export const savePushErrors = {
  other: { message: GENERIC_ERROR, show: 'inline', next: 'ready' },
} as const satisfies ErrorTable<'ready'>;
