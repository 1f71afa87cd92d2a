// What a failed load or retrieval of customer codes shows (-12: no identity document in the profile).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadCodesErrors = {
  other: { title: msg`No pudimos cargar tus códigos de cliente`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const retrieveCodesErrors = {
  '-12': {
    message: msg`Para buscar tus códigos, completa tu documento de identidad en tus datos personales.`,
    show: 'inline',
    next: 'listed',
  },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'listed' },
} as const satisfies ErrorTable<'listed'>;
