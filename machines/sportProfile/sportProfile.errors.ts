// What a failed check, load or save of the sport profile shows (-2301 unknown answer, -2302 missing).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadSportProfileErrors = {
  other: { title: msg`No pudimos cargar tu perfil deportivo`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const saveSportProfileErrors = {
  '-2301': {
    message: msg`Una de tus respuestas ya no está en el cuestionario. Revísalo y guarda otra vez.`,
    show: 'inline',
    next: 'answering',
  },
  '-2302': { message: msg`Responde todas las preguntas antes de guardar.`, show: 'inline', next: 'answering' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'answering' },
} as const satisfies ErrorTable<'answering'>;
