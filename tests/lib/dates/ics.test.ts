import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from '#kernel/lib/calendar';

const event = {
  uid: 'booking-42@courtflow',
  timezone: 'America/Santiago',
  date: '2026-07-01',
  startTime: '18:00:00',
  endTime: '19:30:00',
  summary: 'Pádel, Cancha 3; Club Las Condes',
  location: 'Club Las Condes',
  now: new Date('2026-06-20T10:11:12.345Z'),
};

describe('buildIcs (RFC 5545)', () => {
  it('writes the club-local times with TZID and a VTIMEZONE with the zone’s offset then (Santiago winter: -0400)', () => {
    const ics = buildIcs(event);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('DTSTART;TZID=America/Santiago:20260701T180000');
    expect(lines).toContain('DTEND;TZID=America/Santiago:20260701T193000');
    expect(lines).toContain('TZID:America/Santiago');
    expect(lines).toContain('TZOFFSETTO:-0400');
    expect(lines).toContain('DTSTAMP:20260620T101112Z');
    expect(lines).toContain('SUMMARY:Pádel\\, Cancha 3\\; Club Las Condes');
    expect(lines).toContain('UID:booking-42@courtflow');
  });

  it('in Santiago’s summer the offset is -0300; an end at midnight is the next day', () => {
    const lines = buildIcs({ ...event, date: '2026-12-31', startTime: '23:00', endTime: '00:00' }).split('\r\n');
    expect(lines).toContain('TZOFFSETTO:-0300');
    expect(lines).toContain('DTSTART;TZID=America/Santiago:20261231T230000');
    expect(lines).toContain('DTEND;TZID=America/Santiago:20270101T000000');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'ñ'.repeat(80)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.join('')).toBe(`DESCRIPTION:${'ñ'.repeat(80)}`);
  });
});
