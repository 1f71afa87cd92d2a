// What failures of the cashier's calls do, and the cashier's own messages (spec part 2 §4
// "Cashier", §5 bank transfer, §8). The calls have no codes of their own: one row each. The
// card enrolment child has its own tables (cardEnrolment.errors.ts).
import { msg } from '@lingui/core/macro';
import { type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';
import { PROVIDER_PROBLEM } from '#machines/oneClickEnrolment/oneClickEnrolment.errors';
import type { CashierCall, CashierProblem } from './cashier.types';

/** After the message: offer to try again, or stay where the user is. */
export type CashierNext = 'retry' | 'stay';

/** GET .../fops: the cashier offers to load again. */
export const loadFopsErrors = {
  other: { message: GENERIC_ERROR, show: 'inline', next: 'retry' },
} as const satisfies ErrorTable<CashierNext>;

/** The provider's bank list. */
export const loadBanksErrors = {
  other: { message: msg`No pudimos cargar la lista de bancos.`, show: 'inline', next: 'retry' },
} as const satisfies ErrorTable<CashierNext>;

/** The provider's transfer token. */
export const requestTransferTokenErrors = {
  other: { message: msg`No pudimos iniciar la transferencia. Inténtalo de nuevo.`, show: 'modal', next: 'stay' },
} as const satisfies ErrorTable<CashierNext>;

/** POST /api/webpayoneclick/users/{id}/enroll?source: the payment-provider-problem message. */
export const startOneClickEnrolmentErrors = {
  other: { message: PROVIDER_PROBLEM, show: 'modal', next: 'stay' },
} as const satisfies ErrorTable<CashierNext>;

export const cashierErrorTables = {
  loadFops: loadFopsErrors,
  loadBanks: loadBanksErrors,
  requestTransferToken: requestTransferTokenErrors,
  startOneClickEnrolment: startOneClickEnrolmentErrors,
} as const satisfies Record<CashierCall, ErrorTable<CashierNext>>;

/** Spec part 2 §4: 'The club has no payment methods enabled. Please contact the club administrator'. */
export const NO_PAYMENT_METHODS = msg`El club no tiene medios de pago habilitados. Por favor, contacta al administrador del club.`;

/** A bank transfer is still pending: another one cannot start until it settles. */
export const PENDING_BANK_TRANSFER = msg`Tienes una transferencia bancaria pendiente. Espera a que se confirme o paga con tarjeta.`;

export const cashierProblems = {
  acceptTokenized: msg`Debes aceptar el pago automático para continuar.`,
  chooseBank: msg`Elige tu banco.`,
  enterTestId: msg`Ingresa el número de identificación de prueba.`,
} as const satisfies Record<CashierProblem, unknown>;
