// What a dispenser scan shows (spec part 1 §5, §8: 'The QR code read is not valid'); the release's
// codes are ours (kernel/contract/booking/golf.ts, docs/decisions.md).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** A scan (or a typed code) that is not the dispenser's one valid code. */
export const INVALID_QR = msg`El código QR leído no es válido.`;

export const releaseDispenserErrors = {
  '-2901': { message: msg`Esta reserva no tiene baldes de pelotas para el dispensador.`, show: 'inline', next: 'ready' },
  '-2902': { message: msg`El dispensador ya entregó las pelotas de esta reserva.`, show: 'inline', next: 'ready' },
  '-2903': { message: msg`Esta reserva ya no está activa: el dispensador no entrega pelotas.`, show: 'inline', next: 'ready' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'ready' },
} as const satisfies ErrorTable<'ready'>;
