import { afterAll } from 'vitest';
import { closeIdleTestDatabases } from './testDatabase';

// The server project's setup file: after each test file, the PostgreSQL test databases it gave back
// are dropped (each file leaves the server as it found it); PGlite's stay for the worker's next file.
afterAll(() => closeIdleTestDatabases({ keepPglite: true }));
