// View flags of the matches tab. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { errorEntry } from '#kernel/lib/errors';
import { leaveWarnings, leftMessages } from '#machines/openMatch/openMatch.errors';
import type { Texts } from '#machines/openMatch/openMatch.selectors';
import { leaveErrors, listErrors } from './myOpenMatches.errors';
import { isLeavable, type MyOpenMatchesMachine } from './myOpenMatches.machine';

export type MyOpenMatchesSnapshot = SnapshotFrom<MyOpenMatchesMachine>;

export const isLoading = (s: MyOpenMatchesSnapshot): boolean => s.matches('loading') && s.context.matches.length === 0;

export const matches = (s: MyOpenMatchesSnapshot): OpenMatchDto[] => s.context.matches;

/** Whether a row shows its leave button (only while the list is idle). */
export const canLeave = (s: MyOpenMatchesSnapshot, match: OpenMatchDto): boolean => s.matches('listed') && isLeavable(match);

/** The leave confirmation for the asked match, with the host's own warning (spec §6). */
export function leaveWarning(s: MyOpenMatchesSnapshot): Texts | null {
  if (!s.matches('confirmingLeave')) return null;
  const match = s.context.matches.find((m) => m.id === s.context.leavingId);
  return leaveWarnings[match?.userPosition === 1 ? 'host' : 'player'];
}

export const isLeaving = (s: MyOpenMatchesSnapshot): boolean => s.matches('leaving');

/** After a leave: a host's leave cancelled the match. */
export const leftMessage = (s: MyOpenMatchesSnapshot): Texts | null =>
  s.context.left ? leftMessages[s.context.left.status === 'CANCELLED' ? 'host' : 'player'] : null;

/** A failed load or leave, with its texts. */
export function failure(s: MyOpenMatchesSnapshot): ({ code: string } & Texts) | null {
  if (s.matches('loadFailed'))
    return { code: s.context.error?.code ?? 'other', title: listErrors.other.title, message: listErrors.other.message };
  if (!s.matches('leaveFailed')) return null;
  const row = errorEntry(leaveErrors, s.context.error?.code);
  return { code: s.context.error?.code ?? 'other', title: row.title ?? leaveErrors.other.title, message: row.message };
}
