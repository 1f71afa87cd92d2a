// Model-based test of the prime subscriber's court pick (the challenge machine's challengeCourt child):
// the clubs and today's date, a club's free court times on a date (today or later), one of them chosen
// and confirmed, or none (skip); both reads failing and retried.
import { expect } from 'vitest';
import { challengeCourtMachine, type ChallengeCourtMachine } from '#machines/challengeCourt/challengeCourt.machine';
import * as select from '#machines/challengeCourt/challengeCourt.selectors';
import type { CourtClubs, CourtSlot } from '#machines/challengeCourt/challengeCourt.types';
import { describeModel, type Journey } from './support/modelTest';

const clubs: CourtClubs = {
  clubs: [
    { id: 3, name: 'Club Pádel Vitacura' },
    { id: 5, name: 'Padel Center Ñuñoa' },
  ],
  today: '2026-03-02',
};
const slot = (courtId: number, startTime: string, date = '2026-03-02'): CourtSlot => ({
  courtId,
  courtName: `Cancha ${courtId}`,
  date,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  timespan: 60,
  amount: 24000,
  currencyCode: 'CLP',
});
const evening = [slot(1, '19:00'), slot(2, '19:00'), slot(1, '20:00')];
const tomorrow = [slot(2, '10:00', '2026-03-03')];

const journeys: Journey<ChallengeCourtMachine>[] = [
  {
    name: 'picks a club, a time, another day, then confirms: the output is that court',
    input: { sportId: 1 },
    steps: [
      { done: 'fetchClubs', output: clubs },
      { type: 'club.select', clubId: 3 },
      { done: 'fetchSlots', output: evening },
      { check: ({ snapshot }) => expect(select.canConfirm(snapshot)).toBe(false) },
      { type: 'slot.select', courtId: 2, startTime: '19:00' },
      { type: 'date.select', date: '2026-03-01' },
      { check: ({ snapshot }) => expect(select.chosen(snapshot)?.courtId).toBe(2) },
      { type: 'date.select', date: '2026-03-03' },
      { check: ({ snapshot }) => expect([select.chosen(snapshot), select.isLoading(snapshot)]).toEqual([null, true]) },
      { done: 'fetchSlots', output: tomorrow },
      { type: 'slot.select', courtId: 9, startTime: '10:00' },
      { check: ({ snapshot }) => expect(select.canConfirm(snapshot)).toBe(false) },
      { type: 'slot.select', courtId: 2, startTime: '10:00' },
      { type: 'court.confirm' },
    ],
    end: 'picked',
    assert: ({ snapshot, invocations }) => {
      expect(snapshot.output).toEqual({ court: { clubId: 3, clubName: 'Club Pádel Vitacura', slot: tomorrow[0] } });
      expect(invocations.filter((i) => i.src === 'fetchSlots').map((i) => i.input)).toEqual([
        { sportId: 1, clubId: 3, date: '2026-03-02' },
        { sportId: 1, clubId: 3, date: '2026-03-03' },
      ]);
    },
  },
  {
    name: 'a club with no free time says so; skipping challenges without a court',
    input: { sportId: 1 },
    steps: [
      { done: 'fetchClubs', output: clubs },
      { type: 'club.select', clubId: 99 },
      { type: 'club.select', clubId: 5 },
      { done: 'fetchSlots', output: [] },
      { check: ({ snapshot }) => expect(select.noFreeTimes(snapshot)).toBe(true) },
      { type: 'court.skip' },
    ],
    end: 'skipped',
    assert: ({ snapshot }) => expect(snapshot.output).toEqual({ court: null }),
  },
  {
    name: 'the clubs and the times failing to load can be read again',
    input: { sportId: 1 },
    steps: [
      { fail: 'fetchClubs', error: new Error('network down') },
      { check: ({ snapshot }) => expect(select.failure(snapshot)?.retry).toBe('clubs.retry') },
      { type: 'clubs.retry' },
      { done: 'fetchClubs', output: clubs },
      { type: 'club.select', clubId: 3 },
      { fail: 'fetchSlots', error: new Error('network down') },
      { check: ({ snapshot }) => expect(select.failure(snapshot)?.retry).toBe('slots.retry') },
      { type: 'slots.retry' },
      { done: 'fetchSlots', output: evening },
    ],
    end: 'choosingSlot',
    assert: ({ snapshot }) => expect(select.slots(snapshot)).toHaveLength(3),
  },
];

describeModel(challengeCourtMachine, {
  name: 'challengeCourt',
  inputs: { padel: { sportId: 1 } },
  events: {
    'club.select': [
      { type: 'club.select', clubId: 3 },
      { type: 'club.select', clubId: 99 },
    ],
    'date.select': [
      { type: 'date.select', date: '2026-03-03' },
      { type: 'date.select', date: '2026-03-01' },
    ],
    'slot.select': [
      { type: 'slot.select', courtId: 2, startTime: '19:00' },
      { type: 'slot.select', courtId: 9, startTime: '19:00' },
    ],
    'court.confirm': [{ type: 'court.confirm' }],
    'court.skip': [{ type: 'court.skip' }],
    'clubs.retry': [{ type: 'clubs.retry' }],
    'slots.retry': [{ type: 'slots.retry' }],
  },
  outputs: { fetchClubs: [clubs], fetchSlots: [evening, []] },
  errors: { fetchClubs: { other: new Error('network down') }, fetchSlots: { other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({
    club: c.clubId,
    date: c.date,
    n: c.slots.length,
    slot: c.slot && [c.slot.courtId, c.slot.startTime],
    e: !!c.error,
  }),
  require: { states: true, errors: true, transitions: true },
});
