// What failing to read the clubs or their free times does: the pick offers to read them again, or to
// challenge without a court (the calls list no codes of their own).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const courtClubsErrors = {
  other: { title: msg`No pudimos cargar los clubes`, message: GENERIC_ERROR, show: 'inline', next: 'clubsFailed' },
} as const satisfies ErrorTable<'clubsFailed'>;

export const courtSlotsErrors = {
  other: { title: msg`No pudimos cargar los horarios`, message: GENERIC_ERROR, show: 'inline', next: 'slotsFailed' },
} as const satisfies ErrorTable<'slotsFailed'>;
