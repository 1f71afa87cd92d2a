// What a failed load of the sport categories, or of a club's categories, or a failed choice shows.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadClubSportsErrors = {
  other: { title: msg`No pudimos cargar tus categorías`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const loadCategoriesErrors = {
  other: { message: msg`No pudimos cargar las categorías de este club.`, show: 'inline', next: 'listed' },
} as const satisfies ErrorTable<'listed'>;

export const saveCategoryErrors = {
  '-2303': { message: msg`Esa categoría ya no existe en este club. Elige otra.`, show: 'inline', next: 'picking' },
  '-2304': { message: msg`Esa categoría es para el otro género.`, show: 'inline', next: 'picking' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'picking' },
} as const satisfies ErrorTable<'picking'>;
