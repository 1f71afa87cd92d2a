// What a failed load or save of the personal data shows (spec part 3 §8 "Login and registration":
// "Profile update -3: another user has the document. Document id set -487: another account has this
// document; others show a generic message with the code").
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadPersonalDataErrors = {
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'loadFailed' },
  other: { title: msg`No pudimos cargar tus datos`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const saveUserErrors = {
  '-3': { message: msg`Otro usuario ya tiene este documento de identidad.`, show: 'inline', next: 'editing' },
  '-918': { message: msg`El documento de identidad debe ser válido.`, show: 'inline', next: 'editing' },
  '-1956': { message: msg`El número de teléfono no es válido.`, show: 'inline', next: 'editing' },
  '-400': { message: msg`Revisa los datos: alguno no cumple lo que pide tu país.`, show: 'inline', next: 'editing' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'editing' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;

export const documentErrors = {
  '-487': { message: msg`Otra cuenta ya tiene este documento de identidad.`, show: 'inline', next: 'editing' },
  '-400': { message: msg`El documento de identidad debe ser válido.`, show: 'inline', next: 'editing' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'editing' },
  /** Shown with the code (the view adds it). */
  other: { message: GENERIC_ERROR, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;
