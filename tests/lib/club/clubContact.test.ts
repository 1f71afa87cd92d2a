import { describe, expect, it } from 'vitest';
import { canContactClub, CONTACT_PHONE_MIN_DIGITS, directionsUrl, splitPhones, telHref } from '#kernel/lib/club/clubContact';

describe('splitPhones', () => {
  it("splits on ';', trims and drops empty parts", () => {
    expect(splitPhones('+56 2 2345 6789;+56 9 8765 4321')).toEqual(['+56 2 2345 6789', '+56 9 8765 4321']);
    expect(splitPhones(' 123 ; ;456;')).toEqual(['123', '456']);
    expect(splitPhones(null)).toEqual([]);
    expect(splitPhones('')).toEqual([]);
  });
});

describe('telHref', () => {
  it('keeps a leading + and the digits only', () => {
    expect(telHref('+56 2 2345-6789')).toBe('tel:+56223456789');
    expect(telHref('(02) 234 5678')).toBe('tel:022345678');
    expect(telHref('ext.')).toBeNull();
  });
});

describe('canContactClub (spec part 2 §5, §9)', () => {
  it('needs a phone or messaging number of at least 8 digits', () => {
    expect(CONTACT_PHONE_MIN_DIGITS).toBe(8);
    expect(canContactClub({ phone: '1234-5678' })).toBe(true);
    expect(canContactClub({ phone: '123-4567' })).toBe(false);
    expect(canContactClub({ phone: null, whatsapp: '+56 9 1234 5678' })).toBe(true);
    expect(canContactClub({ phone: null, whatsapp: '1234567' })).toBe(false);
  });
  it("judges each ';'-separated phone on its own (two short ones are not one long one)", () => {
    expect(canContactClub({ phone: '1234;5678' })).toBe(false);
    expect(canContactClub({ phone: '1234;+56 2 2345 6789' })).toBe(true);
  });
  it('or a valid-looking bookings e-mail', () => {
    expect(canContactClub({ phone: null, bookingEmail: 'reservas@club.test' })).toBe(true);
    expect(canContactClub({ phone: '12', bookingEmail: 'reservas@club' })).toBe(false);
    expect(canContactClub({ phone: null, bookingEmail: 'not an e-mail' })).toBe(false);
    expect(canContactClub({ phone: null, whatsapp: null, bookingEmail: null })).toBe(false);
  });
});

describe('directionsUrl', () => {
  it('is a routing link to the coordinates', () => {
    expect(directionsUrl({ latitude: -33.3932, longitude: -70.5945 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.3932%2C-70.5945',
    );
  });
});
