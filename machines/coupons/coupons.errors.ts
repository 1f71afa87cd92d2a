// What a failed load of the coupons shows.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadCouponsErrors = {
  other: { title: msg`No pudimos cargar tus cupones`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;
