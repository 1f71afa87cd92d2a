// Club-timezone conversions across DST changes and around midnight. The 2026 transitions were
// checked against Intl before writing these tests:
//   America/Santiago  2026-04-05 03:00Z  00:00 -03 -> 23:00 -04 (2026-04-04 has 25 hours)
//                     2026-09-06 04:00Z  00:00 -04 -> 01:00 -03 (2026-09-06 has 23 hours)
//   America/New_York  2026-03-08 07:00Z  02:00 EST -> 03:00 EDT
//                     2026-11-01 06:00Z  02:00 EDT -> 01:00 EST
//   America/Sao_Paulo no DST since 2019: -03:00 all year.
import { formatInTimeZone } from 'date-fns-tz';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addClubDays,
  anchorDate,
  clubLocalToInstant,
  clubNow,
  compareClubDates,
  isSameClubDay,
  nextFullHour,
  toClubDate,
} from '#kernel/lib/dates/clubTime';

const SCL = 'America/Santiago';
const NYC = 'America/New_York';
const SAO = 'America/Sao_Paulo';
const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);

describe('America/Santiago', () => {
  it('falls back on 2026-04-05 at 03:00Z: 23:59:59 is followed by 23:00:00 again', () => {
    expect(clubNow(SCL, at('2026-04-05T02:59:59Z'))).toEqual({ date: '2026-04-04', time: '23:59:59' });
    expect(clubNow(SCL, at('2026-04-05T03:00:00Z'))).toEqual({ date: '2026-04-04', time: '23:00:00' });
    expect(clubNow(SCL, at('2026-04-05T04:00:00Z'))).toEqual({ date: '2026-04-05', time: '00:00:00' });
  });

  it('gives the earlier instant for a repeated local time', () => {
    expect(iso(clubLocalToInstant('2026-04-04', '23:30', SCL))).toBe('2026-04-05T02:30:00.000Z');
    expect(iso(clubLocalToInstant('2026-04-04', '23:00:00', SCL))).toBe('2026-04-05T02:00:00.000Z');
  });

  it('uses the new offset after falling back', () => {
    expect(iso(clubLocalToInstant('2026-04-05', '00:00', SCL))).toBe('2026-04-05T04:00:00.000Z');
    expect(iso(clubLocalToInstant('2026-04-05', '15:00', SCL))).toBe('2026-04-05T19:00:00.000Z');
    expect(iso(clubLocalToInstant('2026-04-04', '22:59:59', SCL))).toBe('2026-04-05T01:59:59.000Z');
  });

  it('springs forward on 2026-09-06 at 04:00Z: 23:59:59 is followed by 01:00:00', () => {
    expect(clubNow(SCL, at('2026-09-06T03:59:59Z'))).toEqual({ date: '2026-09-05', time: '23:59:59' });
    expect(clubNow(SCL, at('2026-09-06T04:00:00Z'))).toEqual({ date: '2026-09-06', time: '01:00:00' });
  });

  it('moves a skipped local time forward by the gap, staying on the same day', () => {
    expect(iso(clubLocalToInstant('2026-09-06', '00:00', SCL))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(clubLocalToInstant('2026-09-06', '00:30', SCL))).toBe('2026-09-06T04:30:00.000Z');
    expect(clubNow(SCL, clubLocalToInstant('2026-09-06', '00:30', SCL))).toEqual({ date: '2026-09-06', time: '01:30:00' });
    expect(iso(clubLocalToInstant('2026-09-06', '00:59:59', SCL))).toBe('2026-09-06T04:59:59.000Z');
  });

  it('keeps the times next to the gap exact', () => {
    expect(iso(clubLocalToInstant('2026-09-05', '23:59:59', SCL))).toBe('2026-09-06T03:59:59.000Z');
    expect(iso(clubLocalToInstant('2026-09-06', '01:00', SCL))).toBe('2026-09-06T04:00:00.000Z');
  });

  it('offers 01:00:00 as the next full hour when midnight is skipped', () => {
    expect(nextFullHour(at('2026-09-06T03:30:00Z'), SCL)).toBe('01:00:00'); // 23:30 on 09-05
    expect(nextFullHour(at('2026-04-05T02:30:00Z'), SCL)).toBe('00:00:00'); // 23:30 on 04-04, first time
    expect(nextFullHour(at('2026-04-05T03:30:00Z'), SCL)).toBe('00:00:00'); // 23:30 on 04-04, second time
  });

  it('counts 25 hours between the anchors around the fall-back and 23 around the spring-forward', () => {
    const hours = (a: string, b: string) => (anchorDate(b, SCL).getTime() - anchorDate(a, SCL).getTime()) / 3_600_000;
    expect(hours('2026-04-04', '2026-04-05')).toBe(25);
    expect(hours('2026-09-05', '2026-09-06')).toBe(23);
    expect(hours('2026-06-01', '2026-06-02')).toBe(24);
  });
});

describe('America/New_York', () => {
  it('springs forward on 2026-03-08: 02:30 does not exist and becomes 03:30 EDT', () => {
    expect(iso(clubLocalToInstant('2026-03-08', '01:59:59', NYC))).toBe('2026-03-08T06:59:59.000Z');
    expect(iso(clubLocalToInstant('2026-03-08', '02:30', NYC))).toBe('2026-03-08T07:30:00.000Z');
    expect(clubNow(NYC, clubLocalToInstant('2026-03-08', '02:30', NYC)).time).toBe('03:30:00');
    expect(iso(clubLocalToInstant('2026-03-08', '03:00', NYC))).toBe('2026-03-08T07:00:00.000Z');
    expect(nextFullHour(at('2026-03-08T06:15:00Z'), NYC)).toBe('03:00:00'); // 01:15 EST
  });

  it('falls back on 2026-11-01: 01:30 happens twice and the EDT one is chosen', () => {
    expect(iso(clubLocalToInstant('2026-11-01', '01:30', NYC))).toBe('2026-11-01T05:30:00.000Z');
    expect(clubNow(NYC, at('2026-11-01T06:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30:00' });
    expect(iso(clubLocalToInstant('2026-11-01', '02:00', NYC))).toBe('2026-11-01T07:00:00.000Z');
    expect(nextFullHour(at('2026-11-01T05:30:00Z'), NYC)).toBe('02:00:00');
  });

  it('keeps whole days on the calendar across both changes', () => {
    expect(addClubDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addClubDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(toClubDate(anchorDate('2026-03-08', NYC), NYC)).toBe('2026-03-08');
    expect(iso(anchorDate('2026-03-07', NYC))).toBe('2026-03-07T20:00:00.000Z');
    expect(iso(anchorDate('2026-03-08', NYC))).toBe('2026-03-08T19:00:00.000Z');
    expect(iso(anchorDate('2026-11-01', NYC))).toBe('2026-11-01T20:00:00.000Z');
  });
});

describe('America/Sao_Paulo', () => {
  it('stays at -03:00 on every day of 2026', () => {
    for (let date = '2026-01-01'; date <= '2026-12-31'; date = addClubDays(date, 1)) {
      for (const time of ['00:00', '00:30', '12:00']) {
        const instant = clubLocalToInstant(date, time, SAO);
        expect(formatInTimeZone(instant, SAO, 'xxx')).toBe('-03:00');
        expect(iso(instant)).toBe(new Date(`${date}T${time}:00-03:00`).toISOString());
      }
    }
  });

  it('still knows the -02:00 summer time it had before 2019', () => {
    expect(iso(clubLocalToInstant('2018-01-15', '12:00', SAO))).toBe('2018-01-15T14:00:00.000Z');
    expect(iso(clubLocalToInstant('2026-01-15', '12:00', SAO))).toBe('2026-01-15T15:00:00.000Z');
  });
});

describe('around midnight', () => {
  it('23:30 in Santiago is already the next UTC day, in winter and in summer', () => {
    const winter = clubLocalToInstant('2026-06-14', '23:30', SCL);
    expect(iso(winter)).toBe('2026-06-15T03:30:00.000Z');
    expect(toClubDate(winter, SCL)).toBe('2026-06-14');
    const summer = clubLocalToInstant('2026-01-14', '23:30', SCL);
    expect(iso(summer)).toBe('2026-01-15T02:30:00.000Z');
    expect(toClubDate(summer, SCL)).toBe('2026-01-14');
  });

  it('compares club days, not UTC days', () => {
    const lateOn14 = at('2026-06-15T03:30:00Z'); // 23:30 on the 14th in Santiago
    const earlyOn15 = at('2026-06-15T04:30:00Z'); // 00:30 on the 15th
    expect(compareClubDates(lateOn14, earlyOn15, SCL)).toBe(-1);
    expect(compareClubDates(earlyOn15, lateOn14, SCL)).toBe(1);
    expect(isSameClubDay(lateOn14, earlyOn15, SCL)).toBe(false);
    expect(isSameClubDay(lateOn14, '2026-06-14', SCL)).toBe(true);
    expect(isSameClubDay(lateOn14, at('2026-06-14T04:00:00Z'), SCL)).toBe(true); // 00:00 on the 14th
    // in Sao Paulo (-03:00) the same two instants are 00:30 and 01:30 of the 15th: one club day
    expect(isSameClubDay(lateOn14, earlyOn15, SAO)).toBe(true);
    expect(compareClubDates(lateOn14, '2026-06-15', SAO)).toBe(0);
  });

  it('23:30 in Sao Paulo is the next UTC day too', () => {
    expect(iso(clubLocalToInstant('2026-07-01', '23:30', SAO))).toBe('2026-07-02T02:30:00.000Z');
    expect(toClubDate(at('2026-07-02T02:30:00Z'), SAO)).toBe('2026-07-01');
    expect(nextFullHour(at('2026-07-02T02:30:00Z'), SAO)).toBe('00:00:00');
  });
});

describe('anchorDate', () => {
  // Every instant of the club day, every 15 minutes, gives that day's 15:00 anchor.
  const days: Array<[string, string]> = [
    [SCL, '2026-04-04'], // 25 hours, 23:xx twice
    [SCL, '2026-04-05'],
    [SCL, '2026-09-06'], // 23 hours, starts at 01:00
    [SCL, '2026-06-14'],
    [NYC, '2026-03-08'],
    [NYC, '2026-11-01'],
    [SAO, '2026-10-18'],
  ];

  it.each(days)('in %s, every instant of %s anchors to 15:00 of that day', (tz, date) => {
    const expected = anchorDate(date, tz);
    expect(clubNow(tz, expected)).toEqual({ date, time: '15:00:00' });
    const start = clubLocalToInstant(date, '00:00', tz).getTime();
    const end = clubLocalToInstant(addClubDays(date, 1), '00:00', tz).getTime();
    let count = 0;
    for (let t = start; t < end; t += 15 * 60_000) {
      const instant = new Date(t);
      expect(toClubDate(instant, tz)).toBe(date);
      expect(anchorDate(instant, tz).getTime()).toBe(expected.getTime());
      count++;
    }
    expect(count).toBeGreaterThanOrEqual(23 * 4);
    // and the instants on either side belong to the neighbouring days
    expect(toClubDate(new Date(start - 1), tz)).toBe(addClubDays(date, -1));
    expect(toClubDate(new Date(end), tz)).toBe(addClubDays(date, 1));
  });

  it('gives 15:00 club time for a calendar date, and accepts local date-times and ISO instants', () => {
    expect(iso(anchorDate('2026-06-14', SCL))).toBe('2026-06-14T19:00:00.000Z');
    expect(iso(anchorDate('2026-01-14', SCL))).toBe('2026-01-14T18:00:00.000Z');
    expect(iso(anchorDate('2026-06-14 23:30:00', SCL))).toBe('2026-06-14T19:00:00.000Z');
    expect(iso(anchorDate('2026-06-15T03:30:00Z', SCL))).toBe('2026-06-14T19:00:00.000Z');
    expect(iso(anchorDate('2026-06-14T23:30:00-04:00', SCL))).toBe('2026-06-14T19:00:00.000Z');
  });

  it('shows the same calendar day in the zones a Santiago club is seen from', () => {
    const anchor = anchorDate('2026-06-14', SCL);
    for (const viewer of ['UTC', 'Europe/Madrid', NYC, 'Pacific/Honolulu', 'America/Los_Angeles', SAO]) {
      expect(formatInTimeZone(anchor, viewer, 'yyyy-MM-dd')).toBe('2026-06-14');
    }
  });
});

describe('independence from the machine timezone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['Asia/Tokyo', 'America/Los_Angeles', 'America/Santiago'])('gives the same answers with TZ=%s', (machineTz) => {
    process.env.TZ = machineTz;
    // the switch took effect (otherwise this test would prove nothing)
    expect(new Date('2026-06-14T12:00:00Z').getTimezoneOffset()).toBe(
      { 'Asia/Tokyo': -540, 'America/Los_Angeles': 420, 'America/Santiago': 240 }[machineTz],
    );
    expect(iso(clubLocalToInstant('2026-09-06', '00:30', SCL))).toBe('2026-09-06T04:30:00.000Z');
    expect(iso(clubLocalToInstant('2026-04-04', '23:30', SCL))).toBe('2026-04-05T02:30:00.000Z');
    expect(iso(clubLocalToInstant('2026-03-08', '02:30', NYC))).toBe('2026-03-08T07:30:00.000Z');
    expect(clubNow(SCL, at('2026-06-15T03:30:00Z'))).toEqual({ date: '2026-06-14', time: '23:30:00' });
    expect(iso(anchorDate('2026-06-14', SCL))).toBe('2026-06-14T19:00:00.000Z');
    expect(addClubDays('2026-09-05', 1)).toBe('2026-09-06');
  });
});
