import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readSettings } from '#server/settings';

describe('readSettings', () => {
  it('has safe defaults: e-mail confirmation required, proxies not trusted, 5 failures in 15 minutes', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      emailConfirmation: 'required',
      trustProxy: false,
      loginMaxFailures: 5,
      loginWindowMinutes: 15,
      registerMaxAttempts: 10,
      registerWindowMinutes: 60,
      passwordHashCost: 15,
      production: false,
    });
  });

  it('falls back to the default for numbers that are not positive whole numbers', () => {
    const settings = readSettings({
      LOGIN_MAX_FAILURES: 'abc',
      LOGIN_WINDOW_MINUTES: '-3',
      REGISTER_MAX_ATTEMPTS: '2.5',
      PASSWORD_HASH_COST: '99',
    });
    expect(settings).toMatchObject({ loginMaxFailures: 5, loginWindowMinutes: 15, registerMaxAttempts: 10, passwordHashCost: 20 });
  });

  it('reads NODE_ENV=production and EMAIL_CONFIRMATION=optional', () => {
    expect(readSettings({ NODE_ENV: 'production', EMAIL_CONFIRMATION: 'optional' })).toMatchObject({
      production: true,
      emailConfirmation: 'optional',
    });
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('%s → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});
