import { describe, expect, it } from 'vitest';
import { isValidEmail } from '#kernel/lib/validators';

describe('isValidEmail', () => {
  it.each([
    'player@example.com',
    'first.last@example.co',
    'user+tag@sub.example.cl',
    "o'brien@example.ie",
    'x_y-z@my-club.com.ar',
    'A@B.CO',
    '  player@example.com  ',
    '1234567890@example.museum',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'player.example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'player@'],
    ['no TLD', 'player@example'],
    ['one-letter TLD', 'player@example.c'],
    ['numeric TLD', 'player@example.123'],
    ['space inside', 'pla yer@example.com'],
    ['two at signs', 'a@b@example.com'],
    ['leading dot', '.player@example.com'],
    ['trailing dot in local part', 'player.@example.com'],
    ['double dot in local part', 'pla..yer@example.com'],
    ['double dot in domain', 'player@example..com'],
    ['label starting with a hyphen', 'player@-example.com'],
    ['label ending with a hyphen', 'player@example-.com'],
    ['quoted local part', '"player"@example.com'],
    ['IP literal', 'player@[127.0.0.1]'],
    ['non-ASCII domain', 'player@ñandú.cl'],
    ['local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    ['label of 64 characters', `player@${'a'.repeat(64)}.com`],
    ['empty', ''],
  ])('rejects %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts the longest local part and label', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.com`)).toBe(true);
  });

  it('rejects an address over 254 characters', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`; // 195 characters
    expect(isValidEmail(`${'x'.repeat(58)}@${domain}`)).toBe(true); // 254
    expect(isValidEmail(`${'x'.repeat(59)}@${domain}`)).toBe(false); // 255
  });

  it('rejects non-strings', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail({ toString: () => 'a@b.co' })).toBe(false);
  });
});
