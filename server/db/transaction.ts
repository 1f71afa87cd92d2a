import type { Db } from './client';
import { SQLSTATE, sqlState } from './rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction, again (up to 3 times) when PostgreSQL resolved a deadlock or a
 * serialization conflict against it. On PGlite transactions run one at a time and never conflict.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= 3 || (state !== SQLSTATE.deadlock && state !== SQLSTATE.serializationFailure)) throw error;
    }
  }
}

/** A timestamptz parameter for raw SQL (the same text on both drivers). */
export const instant = (date: Date) => date.toISOString();
