// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandFeatures, resolveBrand } from '#shell/brand';
import { ONE_YEAR_SECONDS, parseCookie, serializeCookie } from '#shell/cookies';

describe('resolveBrand (spec part 1 §1)', () => {
  it('takes ?source= when it names main, fg, aramark or mlp', () => {
    for (const brand of ['main', 'fg', 'aramark', 'mlp']) expect(resolveBrand(`?source=${brand}`, 'fg')).toBe(brand);
  });

  it('does not take rock-and-soccer or unknown values from source; falls back to the cookie, then main', () => {
    expect(resolveBrand('?source=rock-and-soccer', null)).toBe('main');
    expect(resolveBrand('?source=rock-and-soccer', 'aramark')).toBe('aramark');
    expect(resolveBrand('?source=evil', 'rock-and-soccer')).toBe('rock-and-soccer');
    expect(resolveBrand('', 'nonsense')).toBe('main');
    expect(resolveBrand('', null)).toBe('main');
  });
});

describe('brandFeatures', () => {
  it('keeps announcements, prime and insurance for the main brand and starts it at the search', () => {
    expect(brandFeatures('main')).toMatchObject({
      announcements: true,
      primeToggle: true,
      bookingInsurance: true,
      startPath: '/book/search',
      clubListHidesBack: false,
    });
  });

  it('starts the other brands at the club list, without announcements or prime', () => {
    for (const brand of ['fg', 'aramark', 'mlp', 'rock-and-soccer'] as const) {
      expect(brandFeatures(brand)).toMatchObject({
        announcements: false,
        primeToggle: false,
        bookingInsurance: false,
        startPath: '/book/clubs',
        startRouteId: 'book.clubs',
        clubListHidesBack: true,
      });
    }
  });
});

describe('cookies (one year)', () => {
  it('serializes with a one-year max-age, path and SameSite', () => {
    expect(serializeCookie('cf_language', 'pt-BR')).toBe(`cf_language=pt-BR; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`);
    expect(serializeCookie('cf_token', 'a b', { secure: true, maxAgeSeconds: 0 })).toBe(
      'cf_token=a%20b; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
    expect(ONE_YEAR_SECONDS).toBe(31_536_000);
  });

  it('parses one cookie out of a header', () => {
    expect(parseCookie('a=1; cf_country=CL; cf_token=x%3Dy', 'cf_token')).toBe('x=y');
    expect(parseCookie('a=1; cf_country=CL', 'cf_country')).toBe('CL');
    expect(parseCookie('a=1', 'cf_country')).toBeNull();
    expect(parseCookie('cf_token=%E0%A4%A', 'cf_token')).toBeNull();
  });
});
