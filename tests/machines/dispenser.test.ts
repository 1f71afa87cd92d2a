// Model-based test of the golf ball dispenser scan: the native scanner or a typed code, only the one
// valid dispenser code ('The QR code read is not valid' otherwise), then the release and its codes.
import { i18n } from '@lingui/core';
import { expect } from 'vitest';
import { DISPENSER_QR_CODE } from '#kernel/lib/golf/dispenser';
import { dispenserMachine, type DispenserMachine } from '#machines/dispenser/dispenser.machine';
import { problem } from '#machines/dispenser/dispenser.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<DispenserMachine>;
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const ANSWER = { title: 'Retira tus pelotas', message: 'El dispensador entrega 2 baldes de pelotas.', quantity: 2 };
const shown = (s: Parameters<typeof problem>[0]) => {
  i18n.loadAndActivate({ locale: 'es-CL', messages: {} });
  const m = problem(s);
  return m ? i18n._(m) : null;
};

const journeys: J[] = [
  {
    name: 'app: the scanner reads the dispenser code, the balls are handed out',
    input: { bookingId: 9, platform: 'app' },
    steps: [{ type: 'dispenser.scan' }, { done: 'scanQr', output: DISPENSER_QR_CODE }, { done: 'releaseDispenser', output: ANSWER }],
    end: 'released',
    context: { answer: ANSWER },
    assert: ({ invocations }) => expect(invocations.find((i) => i.src === 'releaseDispenser')?.input).toEqual({ bookingId: 9 }),
  },
  {
    name: "app: another QR code: 'The QR code read is not valid', nothing is released",
    input: { bookingId: 9, platform: 'app' },
    steps: [{ type: 'dispenser.scan' }, { done: 'scanQr', output: 'https://example.com/menu' }],
    end: 'ready',
    context: { invalid: true },
    assert: ({ snapshot, invocations }) => {
      expect(shown(snapshot)).toBe('El código QR leído no es válido.');
      expect(invocations.some((i) => i.src === 'releaseDispenser')).toBe(false);
    },
  },
  {
    name: 'web: a typed code that is not the dispenser’s is refused; the right one (spaces trimmed) releases',
    input: { bookingId: 9, platform: 'web' },
    steps: [
      { type: 'dispenser.scan' },
      { type: 'dispenser.type', code: 'OTRO-CODIGO' },
      { type: 'dispenser.submit' },
      { check: ({ snapshot }) => expect(shown(snapshot)).toBe('El código QR leído no es válido.') },
      { type: 'dispenser.type', code: ` ${DISPENSER_QR_CODE} ` },
      { type: 'dispenser.submit' },
      { done: 'releaseDispenser', output: ANSWER },
    ],
    end: 'released',
    assert: ({ invocations }) => expect(invocations.some((i) => i.src === 'scanQr')).toBe(false),
  },
  {
    name: 'already handed out (-2902): its message, ready again',
    input: { bookingId: 9, platform: 'web' },
    steps: [
      { type: 'dispenser.type', code: DISPENSER_QR_CODE },
      { type: 'dispenser.submit' },
      { fail: 'releaseDispenser', error: apiError('-2902', 409) },
    ],
    end: 'ready',
    assert: ({ snapshot }) => expect(shown(snapshot)).toBe('El dispensador ya entregó las pelotas de esta reserva.'),
  },
];

describeModel(dispenserMachine, {
  name: 'dispenser',
  inputs: { app: { bookingId: 9, platform: 'app' }, web: { bookingId: 9, platform: 'web' } },
  events: {
    'dispenser.scan': [{ type: 'dispenser.scan' }],
    'dispenser.type': [
      { type: 'dispenser.type', code: DISPENSER_QR_CODE },
      { type: 'dispenser.type', code: 'OTRO' },
    ],
    'dispenser.submit': [{ type: 'dispenser.submit' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
  },
  outputs: { scanQr: [DISPENSER_QR_CODE, 'OTRO'], releaseDispenser: [ANSWER] },
  errors: {
    scanQr: { cancelled: new Error('cancelled') },
    releaseDispenser: {
      '-2901': apiError('-2901', 409),
      '-2902': apiError('-2902', 409),
      '-2903': apiError('-2903', 409),
      other: new Error('network down'),
    },
  },
  journeys,
  serializeContext: (c) => ({ code: c.code === DISPENSER_QR_CODE ? 'valid' : c.code, invalid: c.invalid, error: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
});
