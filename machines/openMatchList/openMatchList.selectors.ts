// View flags of the open-match list modal. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { openMatchListErrors } from './openMatchList.errors';
import { canJoin, type OpenMatchListMachine } from './openMatchList.machine';

export type OpenMatchListSnapshot = SnapshotFrom<OpenMatchListMachine>;

export const isLoading = (s: OpenMatchListSnapshot): boolean => s.matches('loading');
export const isClosed = (s: OpenMatchListSnapshot): boolean => s.matches('closed');
export const failure = (s: OpenMatchListSnapshot): MessageDescriptor | null =>
  s.matches('failed') ? errorEntry(openMatchListErrors, s.context.error?.code).message : null;

/** Each match with how the row reads: join, in it already, full, or not for the player. */
export function rows(s: OpenMatchListSnapshot) {
  if (!s.matches('listed')) return [];
  return s.context.matches.map((m) => ({
    match: m,
    state: canJoin(m)
      ? ('joinable' as const)
      : m.userPosition !== null
        ? ('joined' as const)
        : m.players.length >= m.players_quantity
          ? ('full' as const)
          : ('notForYou' as const),
    free: Math.max(0, m.players_quantity - m.players.length),
    /** Position 1 (spec §3). */
    host: m.players.find((p) => p.position === 1) ?? null,
  }));
}
export const isEmpty = (s: OpenMatchListSnapshot): boolean => s.matches('listed') && s.context.matches.length === 0;
