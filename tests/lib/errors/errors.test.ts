// The generic error-table code every flow's table uses (kernel/lib/errors).
import { describe, expect, it } from 'vitest';
import { errorEntry, listsCode, readActorError, type ErrorTable } from '#kernel/lib/errors';

const message = (id: string) => ({ id });
const table = {
  '-61': { message: message('limit'), show: 'modal', next: 'stay' },
  other: { message: message('generic'), show: 'toast', next: 'stay' },
} as const satisfies ErrorTable<'stay'>;

describe('readActorError', () => {
  it('reads code, status and details of an ApiError-like value; a numeric code becomes a string', () => {
    expect(readActorError({ code: '-61', status: 400, details: { count: 3 } })).toEqual({
      code: '-61',
      status: 400,
      details: { count: 3 },
    });
    expect(readActorError({ code: -61 })).toEqual({ code: '-61', status: undefined, details: undefined });
  });
  it("reads anything else as code 'other'", () => {
    for (const value of [undefined, null, 'boom', 42, new Error('x'), { code: null, status: '500', details: 'no' }]) {
      const read = readActorError(value);
      expect(read.code).toBe('other');
      expect(read.status).toBeUndefined();
      expect(read.details).toBeUndefined();
    }
  });
});

describe('errorEntry and listsCode', () => {
  it("gives the code's row, or 'other' for an unlisted or missing code", () => {
    expect(errorEntry(table, '-61')).toBe(table['-61']);
    expect(errorEntry(table, '-1')).toBe(table.other);
    expect(errorEntry(table, null)).toBe(table.other);
    expect(errorEntry(table, 'toString')).toBe(table.other);
  });
  it("lists only the table's own codes, never 'other'", () => {
    expect(listsCode(table, '-61')).toBe(true);
    expect(listsCode(table, 'other')).toBe(false);
    expect(listsCode(table, '-1')).toBe(false);
    expect(listsCode(table, 'constructor')).toBe(false);
    expect(listsCode(table, undefined)).toBe(false);
  });
});
