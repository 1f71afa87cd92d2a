import { msg } from '@lingui/core/macro';

export const exchangeMessages = {
  /** Spec part 1 §8 "you can't change this booking". */
  cannotChange: msg`No puedes cambiar esta reserva.`,
};
