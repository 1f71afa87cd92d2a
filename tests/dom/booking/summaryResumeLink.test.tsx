// @vitest-environment node
// What a summary address resumes (src/features/booking/flow/memory.ts resumeOf): the tab's draft, the
// payment asked for (`payment`, or the older `pay`) and the hold the address says the player has
// (`preBookedData`: past its end, the court is not held again).
import { describe, expect, it } from 'vitest';
import { placeOfUrl, type Place } from '#machines/booking';
import type { DraftStore } from '#features/booking/flow/drafts';
import { resumeOf } from '#features/booking/flow/memory';

const SUMMARY = '?sportId=1&clubId=1&date=2026-12-01&time=19:00:00&timespan=60&courtId=5';
const place = placeOfUrl('/book/summary', SUMMARY) as Place;
const user = { id: 7, firstName: 'Ana', lastName: 'Rojas' } as Parameters<typeof resumeOf>[2];
const nothingKept: DraftStore = { read: () => null, write: () => undefined, clear: () => undefined };
const END = Date.parse('2026-12-01T22:05:00Z');
const window = encodeURIComponent(JSON.stringify({ preBookTimestamp: '2026-12-01T22:00:00Z', preBookExpiration: '2026-12-01T22:05:00Z' }));

describe('a summary address resumes', () => {
  it('nothing without a draft, a payment or a hold', () => {
    expect(resumeOf(place, SUMMARY, user, nothingKept, END)).toBeNull();
  });

  it('the payment named payment (the spec) or pay (older links)', () => {
    expect(resumeOf(place, `${SUMMARY}&payment=WEBPAYONECLICK`, user, nothingKept, END)?.payment).toEqual({
      action: 'pay',
      fopCode: 'WEBPAYONECLICK',
    });
    expect(resumeOf(place, `${SUMMARY}&pay=1`, user, nothingKept, END)?.payment).toEqual({ action: 'pay', fopCode: null });
  });

  it('the hold of preBookedData: still running, held again (its time left); past its end, not held again', () => {
    expect(resumeOf(place, `${SUMMARY}&preBookedData=${window}`, user, nothingKept, END - 60_000)).toEqual({
      draft: null,
      holdExpired: false,
      payment: null,
    });
    expect(resumeOf(place, `${SUMMARY}&preBookedData=${window}`, user, nothingKept, END)).toMatchObject({ holdExpired: true });
    expect(resumeOf(place, `${SUMMARY}&preBookedData=soon`, user, nothingKept, END)).toBeNull();
  });

  it('a draft the tab kept whose hold ran out stays ran out, whatever the address says', () => {
    const kept: DraftStore = { ...nothingKept, read: () => ({ draft: { players: [] } as never, holdExpired: true }) };
    expect(resumeOf(place, `${SUMMARY}&preBookedData=${window}`, user, kept, END - 60_000)).toMatchObject({ holdExpired: true });
  });
});
