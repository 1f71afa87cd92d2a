/**
 * True when a database error (PGlite or postgres.js, possibly wrapped by drizzle in `cause`) is a
 * unique violation (SQLSTATE 23505), optionally of one named constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      const name = candidate.constraint ?? candidate.constraint_name;
      return name === constraint || (typeof candidate.message === 'string' && candidate.message.includes(constraint));
    }
    current = candidate.cause;
  }
  return false;
}
