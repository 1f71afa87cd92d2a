// Device biometrics (spec part 1 §8): any error of the shell's biometrics, at login or when enrolling
// in the mobile settings, is 'Biometric access disabled' (and the shell is told to disable enrolment).
// One table for both flows, so the two screens say the same.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';

export const biometricErrors = {
  other: {
    title: msg`Acceso biométrico desactivado`,
    message: msg`Puedes volver a activar el acceso biométrico en los ajustes del dispositivo.`,
    show: 'inline',
    next: 'stay',
  },
} as const satisfies ErrorTable<'stay'>;
