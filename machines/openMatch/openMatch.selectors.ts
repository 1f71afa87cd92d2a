// View flags of the open-match page. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { joinErrors, leaveErrors, leaveWarnings, leftMessages, loadErrors, openMatchNotices } from './openMatch.errors';
import { freePositions, type OpenMatchMachine } from './openMatch.machine';
import type { OpenMatch } from './openMatch.types';

export type OpenMatchSnapshot = SnapshotFrom<OpenMatchMachine>;

export interface Texts {
  title: MessageDescriptor;
  message: MessageDescriptor;
}

/** Waiting for the server (loading, joining or leaving). */
export const isBusy = (s: OpenMatchSnapshot): boolean =>
  s.matches('routing') || s.matches('loading') || s.matches('deciding') || s.matches('joining') || s.matches('leaving');

/** Joining or leaving right now (the buttons wait). */
export const isSending = (s: OpenMatchSnapshot): boolean => s.matches('joining') || s.matches('leaving');

/** The match as loaded (or as join and leave answered), or null before it loads. */
export const match = (s: OpenMatchSnapshot): OpenMatch | null => s.context.match;

/** One of the four notices of spec §4, which one, and its texts. */
export function notice(s: OpenMatchSnapshot): ({ kind: keyof typeof openMatchNotices } & Texts) | null {
  for (const kind of ['cancelled', 'notJoinable', 'full', 'notFound'] as const) {
    if (s.matches(kind)) return { kind, ...openMatchNotices[kind] };
  }
  return null;
}

/** Positions the player may pick (only while choosing). */
export const choosablePositions = (s: OpenMatchSnapshot): number[] =>
  s.matches('choosing') && s.context.match ? freePositions(s.context.match) : [];

export const chosenPosition = (s: OpenMatchSnapshot): number | null => s.context.position;

export const canJoin = (s: OpenMatchSnapshot): boolean => s.can({ type: 'match.join' });

/** The player plays in it and may ask to leave. */
export const canLeave = (s: OpenMatchSnapshot): boolean => s.can({ type: 'match.leave' });

/** The player is position 1. */
export const isHost = (s: OpenMatchSnapshot): boolean => s.context.match?.userPosition === 1;

/** The leave confirmation, with the host's own warning (spec §6). */
export const leaveWarning = (s: OpenMatchSnapshot): Texts | null =>
  s.matches('confirmingLeave') ? leaveWarnings[isHost(s) ? 'host' : 'player'] : null;

/** Joined just now (or already in it when the page opened). */
export const isJoined = (s: OpenMatchSnapshot): boolean => s.matches('joined') || s.matches('confirmingLeave');

/** After leaving: a host's leave cancelled the match. */
export const leftMessage = (s: OpenMatchSnapshot): Texts | null =>
  s.matches('left') ? leftMessages[s.context.match?.status === 'CANCELLED' ? 'host' : 'player'] : null;

/** A failed call (load, join, leave) with its code and texts, the lost race included. */
export function failure(s: OpenMatchSnapshot): ({ code: string } & Texts) | null {
  const table = s.matches('joinFailed') ? joinErrors : s.matches('leaveFailed') ? leaveErrors : s.matches('loadFailed') ? loadErrors : null;
  if (!table) return null;
  const row = errorEntry(table, s.context.error?.code);
  return { code: s.context.error?.code ?? 'other', title: row.title ?? table.other.title, message: row.message };
}

/** The flow has handed over to the search. */
export const hasLeft = (s: OpenMatchSnapshot): boolean => s.status === 'done';
