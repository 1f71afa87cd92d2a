/** The SQLSTATE and constraint name of a database error (PGlite or postgres.js, maybe wrapped by drizzle). */
export function violation(error: unknown): { code: string; constraint: string } | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const c = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^23/.test(c.code)) {
      const name = c.constraint ?? c.constraint_name;
      const fromMessage = typeof c.message === 'string' ? (/"([a-z_]+)"\s*$/.exec(c.message)?.[1] ?? c.message) : '';
      return { code: c.code, constraint: typeof name === 'string' ? name : fromMessage };
    }
    current = c.cause;
  }
  return null;
}
