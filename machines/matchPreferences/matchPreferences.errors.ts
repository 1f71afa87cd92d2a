import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';
import { INCOMPLETE } from '#machines/matchWizard/matchWizard.errors';

export const loadPreferencesErrors = {
  '-2703': { title: msg`Este deporte aún no tiene match`, message: msg`Elige otro deporte.`, show: 'inline', next: 'loadFailed' },
  other: { title: msg`No pudimos cargar tu perfil de match`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const savePreferencesErrors = {
  '-2701': { message: INCOMPLETE, show: 'inline', next: 'editing' },
  '-2704': { message: msg`Termina primero el asistente de este deporte.`, show: 'inline', next: 'editing' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;
