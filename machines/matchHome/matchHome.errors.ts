// What a failed load or switch of the match home shows.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadHomeErrors = {
  '-2703': { title: msg`Este deporte aún no tiene match`, message: msg`Elige otro deporte.`, show: 'inline', next: 'loadFailed' },
  other: { title: msg`No pudimos cargar tu match`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const switchMatchErrors = {
  '-2704': { message: msg`Termina primero el asistente de este deporte.`, show: 'inline', next: 'ready' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'ready' },
} as const satisfies ErrorTable<'ready'>;
