// The booking flow's error tables: every code of spec part 1 §8 for the quote and the booking,
// the per-call differences, and the limits' singular and plural.
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingErrorEntry,
  bookingErrorTables,
  bookingErrors,
  failureOf,
  holdErrors,
  PAYMENT_RESULT_CODES,
  quoteErrors,
  scheduleErrors,
} from '#machines/booking/booking.errors';
import { paymentErrors } from '#machines/paymentResult/paymentResult.errors';

const SPEC_CODES = [
  '-375',
  '-99',
  '-538',
  '-61',
  '-62',
  '-63',
  '-64',
  '-65',
  '-161',
  '-162',
  '-163',
  '-164',
  '-165',
  '-2215',
  '-539',
  '-221',
  '-592',
  '-5749',
  '-44',
  '-1698',
  '-133',
  '-92',
  '-299',
  '-7393',
  '-7394',
  '-4498',
  '-2595',
  'other',
  // Naming players by code (issue 9 item 8): part 2 §8's -193 (cannot book for this person) and -212 (already invited).
  '-193',
  '-212',
  // A change whose booking cannot be changed (spec part 1 §8 "you can't change this booking", docs/decisions.md).
  '-5750',
];
const LIMITS = ['-61', '-62', '-63', '-64', '-65', '-161', '-162', '-163', '-164', '-165'];

beforeAll(() => i18n.loadAndActivate({ locale: 'es-CL', messages: {} }));
const say = (call: 'quote' | 'booking', code: string, count: number) =>
  i18n._({ ...bookingErrorEntry(call, code).message, values: { count } });

describe('booking error tables', () => {
  it.each(['quote', 'booking'] as const)('the %s table lists every code of spec part 1 §8 (and nothing else but our own)', (call) => {
    // ownBooking is ours: the server's -99 naming the player's own booking.
    const own = call === 'booking' ? ['ownBooking'] : [];
    expect(Object.keys(bookingErrorTables[call]).sort()).toEqual([...SPEC_CODES, ...own].sort());
  });

  it('one table per call', () => {
    expect(Object.keys(bookingErrorTables).sort()).toEqual([
      'booking',
      'club',
      'clubs',
      'hold',
      'quote',
      'schedule',
      'sport',
      'sports',
      'timeslots',
    ]);
    expect(Object.keys(scheduleErrors)).toEqual(['-184', 'other']);
    expect(holdErrors.other.next).toBe('reloadSearch');
  });

  it('-375 and -99 mean different things on the quote and on the booking', () => {
    expect(quoteErrors['-375']).toMatchObject({ show: 'inline', next: 'stay' });
    expect(quoteErrors['-99']).toMatchObject({ show: 'inline', next: 'stay' });
    expect(bookingErrors['-375']).toMatchObject({ show: 'modal', next: 'reloadSearch' });
    expect(bookingErrors['-99']).toMatchObject({ show: 'modal', next: 'reloadSearch' });
    expect(i18n._(bookingErrors['-99'].message)).toBe('Esta cancha ya no está disponible a esta hora.');
    expect(i18n._(quoteErrors['-99'].message)).toBe('Esta cancha no está disponible para esta persona.');
  });

  it('the rows about one player name them (issue 9 item 8): -375 with the name, -193 with the code, -212 with the name', () => {
    const values = { name: 'Luis Soto', userId: 99999 };
    expect(i18n._({ ...quoteErrors['-375'].message, values })).toBe('Esta cancha no está disponible para Luis Soto.');
    expect(i18n._({ ...bookingErrors['-375'].message, values })).toBe('Esta cancha no está disponible para Luis Soto.');
    expect(i18n._({ ...quoteErrors['-193'].message, values })).toBe('No existe un jugador con el código 99999.');
    expect(i18n._({ ...quoteErrors['-212'].message, values })).toBe('Luis Soto ya está en esta reserva.');
  });

  it('the payment codes are the paymentResult rows, handed to that machine on the booking', () => {
    for (const code of ['-44', '-1698', '-133', '-92', '-4498']) {
      expect(bookingErrors[code as keyof typeof bookingErrors]).toBe(paymentErrors[code as keyof typeof paymentErrors]);
      expect(PAYMENT_RESULT_CODES.has(code)).toBe(true);
    }
    expect(PAYMENT_RESULT_CODES.size).toBe(5);
  });

  it.each(LIMITS)('%s: singular with count 1, plural with count 3', (code) => {
    expect(say('quote', code, 1)).toMatch(/ 1 reserva( activa)? /);
    expect(say('quote', code, 3)).toMatch(/ 3 reservas( activas)? /);
  });

  it('-592 carries the minimum of players', () => {
    expect(say('booking', '-592', 1)).toBe('El club exige reservar para un mínimo de 1 jugador.');
    expect(say('booking', '-592', 4)).toBe('El club exige reservar para un mínimo de 4 jugadores.');
  });

  it('an unlisted code reads the generic row', () => {
    expect(bookingErrorEntry('booking', '-12345')).toBe(bookingErrors.other);
    expect(i18n._(bookingErrors.other.message)).toBe('Ha ocurrido un error. Por favor, inténtalo más tarde.');
  });

  it('every row says where it shows and what happens next', () => {
    for (const table of Object.values(bookingErrorTables)) {
      for (const row of Object.values(table)) {
        expect(['modal', 'inline', 'toast', 'none']).toContain(row.show);
        expect(row.next).toMatch(/^[a-zA-Z]+$/);
        expect(row.message.id).toBeTruthy();
      }
    }
  });

  it('a failure reads the code (a string) and the count from the error details', () => {
    expect(failureOf('quote', { code: '-61', details: { count: 2 } })).toEqual({ call: 'quote', code: '-61', values: { count: 2 } });
    expect(failureOf('quote', { code: -61 })).toEqual({ call: 'quote', code: '-61', values: {} });
    expect(failureOf('booking', { code: '-592' }, 4)).toEqual({ call: 'booking', code: '-592', values: { count: 4 } });
    expect(failureOf('hold', new Error('offline'))).toEqual({ call: 'hold', code: 'other', values: {} });
  });

  it('a hold refused on the player’s own booking is a reminder, any other refusal someone faster', () => {
    const own = failureOf('hold', { code: '-99', details: { reason: 'ownBooking', bookingId: 7 } });
    expect(own).toEqual({ call: 'hold', code: 'ownBooking', values: {} });
    expect(holdErrors.ownBooking).toMatchObject({ show: 'toast', next: 'reloadSearch' });
    expect(failureOf('hold', { code: '-99', details: { reason: 'taken' } }).code).toBe('-99');
    expect(failureOf('quote', { code: '-99', details: { reason: 'ownBooking' } }).code).toBe('-99');
    expect(failureOf('booking', { code: '-99', details: { reason: 'ownBooking', bookingId: 7 } }).code).toBe('ownBooking');
    expect(bookingErrors.ownBooking).toMatchObject({ show: 'toast', next: 'reloadSearch' });
  });
});
