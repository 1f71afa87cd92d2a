// What failures of the one-click calls do (spec part 2 §4 "One-click enrolment status", §8 "Card
// enrolment"). The calls have no codes of their own: one row each.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import type { OneClickCall } from './oneClickEnrolment.types';

export type OneClickNext = 'showError' | 'stay';

/** The enrolment failed, or its status could not be read: ERROR. */
export const ENROLMENT_FAILED = msg`No pudimos inscribir tu tarjeta.`;
/** "A one-click asynchronous token failure shows a payment-provider-problem message." */
export const PROVIDER_PROBLEM = msg`Tuvimos un problema con el proveedor de pagos. Inténtalo de nuevo más tarde.`;

/** GET /api/webpayoneclick/token/{token} and /api/webpayoneclick/id/{id}: an error is ERROR. */
export const checkOneClickStatusErrors = {
  other: { message: ENROLMENT_FAILED, show: 'inline', next: 'showError' },
} as const satisfies ErrorTable<OneClickNext>;

/** POST /api/webpayoneclick/users/{id}/enroll?source (the retry). */
export const startOneClickEnrolmentErrors = {
  other: { message: PROVIDER_PROBLEM, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<OneClickNext>;

export const oneClickErrorTables = {
  checkOneClickStatus: checkOneClickStatusErrors,
  startOneClickEnrolment: startOneClickEnrolmentErrors,
} as const satisfies Record<OneClickCall, ErrorTable<OneClickNext>>;

/** Texts of the page per status. */
export const oneClickMessages = {
  waiting: msg`Estamos esperando la respuesta del proveedor...`,
  OK: msg`Tu tarjeta fue inscrita.`,
  ERROR: ENROLMENT_FAILED,
} as const;
