// What a failed load or save of the notification preferences shows (the switch goes back).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadPreferenceErrors = {
  other: { title: msg`No pudimos cargar tus preferencias`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const savePreferenceErrors = {
  other: { message: msg`No pudimos guardar el cambio. Inténtalo de nuevo.`, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;
