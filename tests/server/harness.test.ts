import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { holdAndBook, paymentWorld } from './payments/support';
import { registration } from './support/registration';
import { queryRows, snapshotTables } from './support/tableSnapshot';
import { openFreshTestDatabase, openTestDatabase } from './support/testDatabase';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// The test harness other server tests build on: each server has a database of its own, seeded with
// the demo data; listening is optional; e-mails land in its own outbox; a database given back is reused
// by the next server only once it is put back to the seed.

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ listen: true });
  second = await startTestServer();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('startTestServer', () => {
  it('gives each server its own seeded database', async () => {
    const body = registration();
    expect((await first.call('register', { body })).body.error).toBe(false);
    expect((await second.call('register', { body })).body.error).toBe(false); // same e-mail: not there
    expect(await first.userId(DEMO.admin)).toBe(await second.userId(DEMO.admin));
  });

  it('listens on a free port when asked, and serves the API over HTTP there', async () => {
    expect(first.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(second.baseUrl).toBeUndefined();
    const response = await fetch(`${first.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.player, password: 'courtflow' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).token).toMatch(/^ey/);
  });

  it('keeps e-mails in a per-server outbox folder', async () => {
    expect(first.outboxDir).not.toBe(second.outboxDir);
    expect(existsSync(first.outboxDir)).toBe(true);
    expect(first.outbox().length).toBe(1);
    expect(second.outbox().length).toBe(1);
  });

  it('login throws on a wrong password instead of answering a token', async () => {
    await expect(first.login(DEMO.player, 'wrong-password')).rejects.toThrow(/login .* failed: 400/);
  });
});

describe('a database given back', () => {
  /** Every public table's rows and every public sequence's position. */
  const contents = async (db: Db) => ({
    tables: await snapshotTables(db),
    sequences: await queryRows(db, sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`),
  });

  it('is reused by the next server, put back to the seed: the same rows and sequences as a fresh database', async () => {
    const fresh = await openFreshTestDatabase();
    const seed = await contents(fresh.database.db);
    await fresh.destroy();

    const world = await paymentWorld();
    const slot = await world.padel('Cancha 1', '09:00:00', '10:00:00');
    const booked = await holdAndBook(world.server, world.player, slot, { action: 'book' });
    expect(booked.body).toMatchObject({ status: 'BOOKED' });
    expect((await world.server.call('register', { body: registration() })).body.error).toBe(false);
    const written = await contents(world.server.db);
    expect(written.tables).not.toEqual(seed.tables);
    expect(written.sequences).not.toEqual(seed.sequences);
    const used = world.server.database;
    await world.server.close();

    // (compared before a server starts on it: a server writes its own signing secret at start)
    const next = await openTestDatabase();
    try {
      expect(next.database).toBe(used);
      expect(await contents(next.database.db)).toEqual(seed);
    } finally {
      await next.drop();
    }
  });
});
