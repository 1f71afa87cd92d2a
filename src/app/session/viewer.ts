import { waitFor } from 'xstate';
import { sessionSelectors, type SessionMachine } from '#machines/session';
import type { SnapshotFrom } from 'xstate';
import type { Viewer } from '#shell/routes/guards';
import type { SessionActor } from './createSession';

type Snapshot = SnapshotFrom<SessionMachine>;

/** The navigation view of a session snapshot. */
export function viewerOf(snapshot: Snapshot): Viewer {
  const role = sessionSelectors.role(snapshot);
  return sessionSelectors.isLoggedIn(snapshot) && role !== null ? { loggedIn: true, role } : { loggedIn: false };
}

/** Resolves once start-up (settings and token check) is over. */
export async function sessionReady(session: SessionActor): Promise<Snapshot> {
  return waitFor(session, (s) => !sessionSelectors.isBooting(s), { timeout: Infinity });
}

/** Resolves once no login or logout is half-way (profile loading counts as logged in). */
export async function sessionSettled(session: SessionActor): Promise<Snapshot> {
  return waitFor(session, (s) => !sessionSelectors.isBooting(s) && !sessionSelectors.isLoggingOut(s), { timeout: Infinity });
}
