// What a failed load, team check, city search or save of the match wizard shows (spec part 3 §5:
// 'Please enter all the information required'; -2702 the team name is taken).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const INCOMPLETE = msg`Por favor, ingresa toda la información requerida`;

export const loadWizardErrors = {
  other: { title: msg`No pudimos cargar el match`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const loadSportErrors = {
  '-2703': { message: msg`Este deporte aún no tiene match.`, show: 'inline', next: 'sportFailed' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'sportFailed' },
} as const satisfies ErrorTable<'sportFailed'>;

export const teamCheckErrors = {
  other: { message: msg`No pudimos revisar el nombre del equipo. Escríbelo otra vez.`, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<'failed'>;

export const citySearchErrors = {
  other: { message: msg`No pudimos buscar comunas. Inténtalo otra vez.`, show: 'inline', next: 'browsing' },
} as const satisfies ErrorTable<'browsing'>;

export const saveWizardErrors = {
  '-2701': { message: INCOMPLETE, show: 'inline', next: 'lastStep' },
  '-2702': { message: msg`Otro equipo ya usa ese nombre. Elige otro.`, show: 'inline', next: 'teamStep' },
  '-2703': { message: msg`Este deporte aún no tiene match.`, show: 'inline', next: 'lastStep' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'lastStep' },
} as const satisfies ErrorTable<'lastStep' | 'teamStep'>;
