import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEZONE,
  addClubDays,
  clubLocalToInstant,
  clubNow,
  compareClubDates,
  formatClubDateTime,
  formatCountdown,
  isClubDate,
  isClubTime,
  isSameClubDay,
  isValidTimezone,
  nextFullHour,
  parseClubLocal,
  resolveTimezone,
  timeOptions,
  toClubDate,
} from '#kernel/lib/dates';

const SCL = 'America/Santiago';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('timezones', () => {
  it('defaults to America/Santiago', () => {
    expect(DEFAULT_TIMEZONE).toBe('America/Santiago');
  });

  it('knows valid IANA zones', () => {
    expect(isValidTimezone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimezone('Mars/Olympus')).toBe(false);
    expect(isValidTimezone('')).toBe(false);
    expect(isValidTimezone(undefined)).toBe(false);
  });

  it('resolves missing or bad club timezones to the default', () => {
    expect(resolveTimezone('America/Bogota')).toBe('America/Bogota');
    expect(resolveTimezone(null)).toBe('America/Santiago');
    expect(resolveTimezone('')).toBe('America/Santiago');
    expect(resolveTimezone('Nowhere/Land')).toBe('America/Santiago');
  });

  it('throws for a bad timezone instead of guessing one', () => {
    expect(() => clubNow('Nowhere/Land', new Date())).toThrow(RangeError);
    expect(() => clubLocalToInstant('2026-01-01', '10:00', 'Nowhere/Land')).toThrow(RangeError);
  });
});

describe('isClubDate and isClubTime', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00', false],
    ['', false],
  ])('isClubDate(%j) is %s', (text, valid) => {
    expect(isClubDate(text)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['08:30:00', true],
    ['23:59:59', true],
    ['24:00', false],
    ['23:60', false],
    ['12:00:60', false],
    ['8:00', false],
    ['12:00:00.000', false],
    ['', false],
  ])('isClubTime(%j) is %s', (text, valid) => {
    expect(isClubTime(text)).toBe(valid);
  });
});

describe('clubNow', () => {
  it('gives the local date and time in the club timezone', () => {
    const now = new Date('2026-06-14T18:05:09Z');
    expect(clubNow(SCL, now)).toEqual({ date: '2026-06-14', time: '14:05:09' });
    expect(clubNow('America/Bogota', now)).toEqual({ date: '2026-06-14', time: '13:05:09' });
    expect(clubNow('Australia/Sydney', now)).toEqual({ date: '2026-06-15', time: '04:05:09' });
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const { date, time } = clubNow('UTC');
    const instant = clubLocalToInstant(date, time, 'UTC').getTime();
    expect(instant).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(instant).toBeLessThanOrEqual(Date.now());
  });

  it('rejects an invalid Date', () => {
    expect(() => clubNow(SCL, new Date('nope'))).toThrow(RangeError);
  });
});

describe('toClubDate', () => {
  it('converts instants to the club day', () => {
    expect(toClubDate(new Date('2026-06-15T03:59:59Z'), SCL)).toBe('2026-06-14');
    expect(toClubDate(new Date('2026-06-15T04:00:00Z'), SCL)).toBe('2026-06-15');
    expect(toClubDate('2026-06-15T03:59:59Z', SCL)).toBe('2026-06-14');
    expect(toClubDate('2026-06-15T03:59:59.500+00:00', SCL)).toBe('2026-06-14');
  });

  it('takes club-local text as it is', () => {
    expect(toClubDate('2026-06-14', SCL)).toBe('2026-06-14');
    expect(toClubDate('2026-06-14 23:30:00', SCL)).toBe('2026-06-14');
    expect(toClubDate('2026-06-14T23:30', 'Asia/Tokyo')).toBe('2026-06-14');
  });

  it.each([['2026-02-30'], ['yesterday'], ['2026-06-14 25:00:00'], ['2026-06-14T10:00:00+99'], ['']])('rejects %j', (text) => {
    expect(() => toClubDate(text, SCL)).toThrow(RangeError);
  });
});

describe('clubLocalToInstant', () => {
  it('accepts HH:mm and HH:mm:ss', () => {
    expect(clubLocalToInstant('2026-06-14', '15:00', SCL).toISOString()).toBe('2026-06-14T19:00:00.000Z');
    expect(clubLocalToInstant('2026-06-14', '15:00:30', SCL).toISOString()).toBe('2026-06-14T19:00:30.000Z');
    expect(clubLocalToInstant('2026-06-14', '09:00', 'Asia/Kolkata').toISOString()).toBe('2026-06-14T03:30:00.000Z');
  });

  it('rejects bad dates and times', () => {
    expect(() => clubLocalToInstant('2026-02-30', '10:00', SCL)).toThrow(RangeError);
    expect(() => clubLocalToInstant('2026-06-14', '24:00', SCL)).toThrow(RangeError);
    expect(() => clubLocalToInstant('2026-06-14', '10', SCL)).toThrow(RangeError);
  });
});

describe('parseClubLocal', () => {
  it("reads the API's club-local date-times in the club's timezone, across a DST change", () => {
    expect(parseClubLocal('2026-03-10 12:30:00', SCL)?.toISOString()).toBe('2026-03-10T15:30:00.000Z');
    // Santiago leaves summer time on 2026-04-05: 12:00 is UTC-3 before and UTC-4 after.
    expect(parseClubLocal('2026-04-04 12:00:00', SCL)?.toISOString()).toBe('2026-04-04T15:00:00.000Z');
    expect(parseClubLocal('2026-04-06T12:00', SCL)?.toISOString()).toBe('2026-04-06T16:00:00.000Z');
    expect(parseClubLocal('2026-03-10 16:30:00', 'Europe/Madrid')?.toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(parseClubLocal('2026-03-10', 'Europe/Madrid')?.toISOString()).toBe('2026-03-09T23:00:00.000Z');
  });
  it('is null for anything else', () => {
    for (const text of ['yesterday', '2026-02-30 10:00:00', '2026-03-10 25:00:00', '', null, undefined]) {
      expect(parseClubLocal(text, SCL)).toBeNull();
    }
  });
});

describe('compareClubDates and isSameClubDay', () => {
  it('orders calendar dates', () => {
    expect(compareClubDates('2026-06-14', '2026-06-15', SCL)).toBe(-1);
    expect(compareClubDates('2026-06-15', '2026-06-14', SCL)).toBe(1);
    expect(compareClubDates('2026-06-14', '2026-06-14 22:00:00', SCL)).toBe(0);
    expect(compareClubDates('2025-12-31', '2026-01-01', SCL)).toBe(-1);
    expect(compareClubDates('2026-10-01', '2026-09-30', SCL)).toBe(1);
  });

  it('tells same and different days apart', () => {
    expect(isSameClubDay('2026-06-14', new Date('2026-06-14T12:00:00Z'), SCL)).toBe(true);
    expect(isSameClubDay('2026-06-14', '2026-06-15', SCL)).toBe(false);
  });
});

describe('addClubDays', () => {
  it.each([
    ['2026-06-14', 1, '2026-06-15'],
    ['2026-06-14', 0, '2026-06-14'],
    ['2026-06-14', -14, '2026-05-31'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addClubDays(date, days)).toBe(expected);
  });

  it('rejects bad input', () => {
    expect(() => addClubDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addClubDays('2026-02-01', 1.5)).toThrow(RangeError);
  });
});

describe('formatClubDateTime', () => {
  // 02:30Z on 2026-04-05 is 23:30 of 2026-04-04 in Santiago and 22:30 in New York
  const instant = new Date('2026-04-05T02:30:00Z');

  it.each([
    ['es-CL', '04-04-2026, 11:30 p. m.'],
    ['es', '04-04-2026, 11:30 p. m.'],
    ['en', 'Apr 4, 2026, 11:30 PM'],
    ['pt-BR', '4 de abr. de 2026, 23:30'],
  ])('shows the club time in %s as %s', (language, expected) => {
    expect(plain(formatClubDateTime(instant, SCL, language))).toBe(expected);
  });

  it('uses the club timezone, not the caller one', () => {
    expect(plain(formatClubDateTime(instant, 'America/New_York', 'en'))).toBe('Apr 4, 2026, 10:30 PM');
    expect(plain(formatClubDateTime(instant, 'Asia/Tokyo', 'en'))).toBe('Apr 5, 2026, 11:30 AM');
    expect(plain(formatClubDateTime(instant, SCL, 'en', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))).toBe(
      '23:30',
    );
  });

  it('takes Intl options', () => {
    expect(formatClubDateTime(instant, SCL, 'es-CL', { dateStyle: 'full' })).toBe('sábado, 4 de abril de 2026');
    expect(formatClubDateTime(instant, SCL, 'en', { dateStyle: 'full' })).toBe('Saturday, April 4, 2026');
  });
});

describe('nextFullHour', () => {
  it.each([
    ['2026-06-14T18:10:00Z', '15:00:00'], // 14:10
    ['2026-06-14T18:00:00Z', '15:00:00'], // exactly 14:00: the next one
    ['2026-06-14T18:59:59Z', '15:00:00'],
    ['2026-06-15T03:30:00Z', '00:00:00'], // 23:30 wraps to midnight
    ['2026-06-14T11:45:00Z', '08:00:00'], // 07:45
  ])('at %s in Santiago it is %s', (now, expected) => {
    expect(nextFullHour(new Date(now), SCL)).toBe(expected);
  });

  it('counts in the club timezone, including half-hour offsets', () => {
    expect(nextFullHour(new Date('2026-06-14T08:45:00Z'), 'Asia/Kolkata')).toBe('15:00:00'); // 14:15 IST
    expect(nextFullHour(new Date('2026-06-14T08:45:00Z'), 'UTC')).toBe('09:00:00');
  });
});

describe('timeOptions', () => {
  it('has half-hour steps from 08:00:00 to 23:00:00, 31 in all', () => {
    const options = timeOptions();
    expect(options).toHaveLength(31);
    expect(options.slice(0, 3)).toEqual(['08:00:00', '08:30:00', '09:00:00']);
    expect(options.slice(-3)).toEqual(['22:00:00', '22:30:00', '23:00:00']);
    expect(options).toContain('12:30:00');
    expect(options).not.toContain('23:30:00');
    expect(options.every(isClubTime)).toBe(true);
  });

  it('returns a fresh array each time', () => {
    const first = timeOptions();
    first.pop();
    expect(timeOptions()).toHaveLength(31);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'], // rounds up: 00:00 means the time is up
    [999, '00:01'],
    [1_000, '00:01'],
    [1_001, '00:02'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_599_001, '01:00:00'],
    [3_600_000, '01:00:00'],
    [3_661_000, '01:01:01'],
    [36_000_000, '10:00:00'],
    [90_000_000, '25:00:00'],
  ])('%i ms shows %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });

  it.each([[-1], [-60_000], [Number.NaN], [Number.NEGATIVE_INFINITY], [Number.POSITIVE_INFINITY]])('clamps %d to 00:00', (ms) => {
    expect(formatCountdown(ms)).toBe('00:00');
  });
});
