// Text no field of the contract holds (issue 10, item 3). PostgreSQL refuses the 0x00 byte in text
// (a NUL reaching a query answered 500), and the other control characters are never data a person
// types: they are refused in every string of a request, at the contract, before any handler runs
// (contractValidator.ts calls this for params, query and body alike).

/**
 * Refused everywhere: C0 controls except TAB, LF and CR; DEL; the C1 controls; a surrogate without
 * its pair (not a character: it cannot be written as UTF-8).
 */
const NEVER =
  // eslint-disable-next-line no-control-regex -- matching control characters is this module's whole purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Paths, query strings and object keys are one line: TAB, LF and CR are refused there too. */
// eslint-disable-next-line no-control-regex -- as above: these are the characters refused
const NEVER_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request the contract accepts; deeper input is left to the schema (which refuses it). */
const MAX_DEPTH = 32;

/**
 * The path of the first string (value or key) holding a character it cannot hold, or null.
 * `oneLine`: the whole value is a path or query part (TAB, LF and CR refused too).
 */
export function controlCharacterAt(value: unknown, oneLine: boolean, path = '', depth = 0): string | null {
  if (typeof value === 'string') return (oneLine ? NEVER_IN_A_LINE : NEVER).test(value) ? path || '(value)' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterAt(value[i], oneLine, `${path}/${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (NEVER_IN_A_LINE.test(key)) return `${path}/(key)`;
    const found = controlCharacterAt(item, oneLine, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The validation error Fastify turns into a 400 (the error handler answers the -400 envelope). */
export class ControlCharacterError extends Error {
  readonly statusCode = 400;
  constructor(where: string) {
    super(`${where} holds a control character (or a NUL) that no text field accepts`);
    this.name = 'ControlCharacterError';
  }
}
