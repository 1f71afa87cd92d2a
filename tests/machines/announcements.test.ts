// Model-based test of the announcements queue (booking summary and search): every state, the load's
// failure, plus journeys: only unseen ones, the next 1 s after closing, each remembered as seen; off
// outside the main brand.
import { expect } from 'vitest';
import { announcementsMachine, NEXT_ANNOUNCEMENT_MS, type AnnouncementsMachine } from '#machines/announcements/announcements.machine';
import * as sel from '#machines/announcements/announcements.selectors';
import { describeModel, type EventFixtures, type Journey, type OutputFixtures } from './support/modelTest';

type M = AnnouncementsMachine;
type J = Journey<M>;

const A = { id: 1, title: 'Nuevo: partidos abiertos', body: 'Únete a partidos.' };
const B = { id: 2, title: 'Horario de verano', body: 'Los clubes abren antes.' };
const C = { id: 3, title: 'Pagos', body: 'Nuevos medios de pago.' };

const inputs = {
  main: { enabled: true, seen: [] as number[] },
  seenOne: { enabled: true, seen: [2] },
  otherBrand: { enabled: false, seen: [] as number[] },
};
const events: EventFixtures<M> = { 'announcement.close': [{ type: 'announcement.close' }] };
const outputs: OutputFixtures<M> = { loadAnnouncements: [[A, B], []] };

const journeys: J[] = [
  {
    name: 'shows each unseen one; the next 1 s after closing the previous; each remembered as seen',
    input: inputs.seenOne,
    steps: [
      { done: 'loadAnnouncements', output: [A, B, C] },
      { check: ({ snapshot }) => expect(sel.current(snapshot)).toEqual(A) },
      { type: 'announcement.close' },
      { check: ({ snapshot }) => expect(sel.current(snapshot)).toBeNull() },
      { wait: NEXT_ANNOUNCEMENT_MS - 1 },
      { check: ({ snapshot }) => expect(sel.current(snapshot)).toBeNull() },
      { wait: 1 },
      { check: ({ snapshot }) => expect(sel.current(snapshot)).toEqual(C) },
      { type: 'announcement.close' },
      { wait: NEXT_ANNOUNCEMENT_MS },
    ],
    end: 'done',
    assert: ({ effects }) =>
      expect(effects).toEqual([
        { type: 'rememberSeen', params: { seen: [2, 1] } },
        { type: 'rememberSeen', params: { seen: [2, 1, 3] } },
      ]),
  },
  {
    name: 'outside the main brand nothing is loaded',
    input: inputs.otherBrand,
    steps: [],
    end: 'off',
    assert: ({ invocations }) => expect(invocations).toEqual([]),
  },
  {
    name: 'a failed load shows nothing (the spec only logs it)',
    steps: [{ fail: 'loadAnnouncements', error: new Error('network down') }],
    end: 'done',
  },
];

describeModel(announcementsMachine, {
  name: 'announcements',
  inputs,
  events,
  outputs,
  errors: { loadAnnouncements: { other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ seen: c.seen, queue: c.queue.map((a) => a.id) }),
  require: { states: true, errors: true, transitions: true },
});
