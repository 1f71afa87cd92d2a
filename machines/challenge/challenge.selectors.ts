// View flags of the challenge pages. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { loadErrors, moveErrors, sendErrorRow } from './challenge.errors';
import type { ChallengeMachine } from './challenge.machine';
import type { Challenge, ChallengeOptions } from './challenge.types';

export type ChallengeSnapshot = SnapshotFrom<ChallengeMachine>;

export const isBusy = (s: ChallengeSnapshot): boolean =>
  ['routing', 'loadingOptions', 'readingOptions', 'sending', 'loadingChallenge', 'deciding', 'moving'].some((state) =>
    s.matches(state as never),
  );

export const options = (s: ChallengeSnapshot): ChallengeOptions | null => s.context.options;
export const challenge = (s: ChallengeSnapshot): Challenge | null => s.context.challenge;

/** The countdown as hours, minutes and seconds, while the challenge is pending. */
export function countdown(s: ChallengeSnapshot): { hours: number; minutes: number; seconds: number } | null {
  if (!s.matches('waiting') && !s.matches('answering')) return null;
  const left = s.context.secondsLeft;
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/** Which page section shows. */
export type Phase =
  | 'loading'
  | 'pickingCourt'
  | 'ready'
  | 'blocked'
  | 'sendFailed'
  | 'waiting'
  | 'answering'
  | 'accepted'
  | 'confirmingNogo'
  | 'declined'
  | 'cancelled'
  | 'dismissed'
  | 'expired'
  | 'calledOff'
  | 'notParticipant'
  | 'moveFailed'
  | 'loadFailed'
  | 'leaving';

export function phase(s: ChallengeSnapshot): Phase {
  if (isBusy(s)) return 'loading';
  if (s.status === 'done') return 'leaving';
  const states: Phase[] = [
    'pickingCourt',
    'ready',
    'blocked',
    'sendFailed',
    'waiting',
    'answering',
    'accepted',
    'confirmingNogo',
    'declined',
    'cancelled',
    'dismissed',
    'expired',
    'calledOff',
    'notParticipant',
    'moveFailed',
    'loadFailed',
  ];
  return states.find((state) => s.matches(state as never)) ?? 'loading';
}

/** The message of the last failure (or of the options' blockedBy), from its call's table. */
export function failureMessage(s: ChallengeSnapshot): MessageDescriptor | null {
  const code = s.context.error?.code;
  if (!s.context.error) return null;
  if (s.matches('blocked') || s.matches('sendFailed') || s.matches('pickingCourt')) {
    // A booking limit names its count (details.count) in the message.
    const count = s.context.error.details?.count;
    const { message } = sendErrorRow(s.context.error);
    return typeof count === 'number' ? { ...message, values: { ...message.values, count } } : message;
  }
  if (s.matches('moveFailed') || (s.context.action && !s.matches('loadFailed') && !s.matches('notParticipant')))
    return errorEntry(moveErrors, code).message;
  return errorEntry(loadErrors, code).message;
}

export const canSend = (s: ChallengeSnapshot) => s.can({ type: 'challenge.send' });
export const canAccept = (s: ChallengeSnapshot) => s.can({ type: 'challenge.accept' });
export const canDecline = (s: ChallengeSnapshot) => s.can({ type: 'challenge.decline' });
export const canDismiss = (s: ChallengeSnapshot) => s.can({ type: 'challenge.dismiss' });
export const canCancel = (s: ChallengeSnapshot) => s.can({ type: 'challenge.cancel' });
export const canNogo = (s: ChallengeSnapshot) => s.can({ type: 'challenge.nogo' });
export const canOpenChat = (s: ChallengeSnapshot) => s.can({ type: 'chat.open' });
export const canRate = (s: ChallengeSnapshot) => s.can({ type: 'match.rate' });
export const canReload = (s: ChallengeSnapshot) => s.can({ type: 'challenge.reload' });
export const nogoReason = (s: ChallengeSnapshot) => s.context.nogoReason;

/** The court the prime subscriber picked (shown before sending; the send holds it 120 minutes). */
export const court = (s: ChallengeSnapshot) => s.context.court;
export const canChangeCourt = (s: ChallengeSnapshot) => s.can({ type: 'court.change' });
/** The running court pick (the challengeCourt child) while picking; the view renders it. */
export const courtPick = (s: ChallengeSnapshot) => (s.matches('pickingCourt') ? (s.children.pickCourt ?? null) : null);
