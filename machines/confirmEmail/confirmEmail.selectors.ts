// View flags from a confirm-e-mail snapshot. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { confirmEmailErrors, confirmEmailMessages, humanCheckErrors, INVALID_LINK_CODE } from './confirmEmail.errors';
import type { ConfirmEmailMachine } from './confirmEmail.machine';
import type { ConfirmNotice } from './confirmEmail.types';

export type ConfirmEmailSnapshot = SnapshotFrom<ConfirmEmailMachine>;

/** Still confirming (spec's "unknown"): a spinner, nothing to press. */
export const isConfirming = (s: ConfirmEmailSnapshot): boolean => s.matches('confirming');

/** The human check and the confirm button show (the link is there, not yet confirmed). */
export const asksHumanCheck = (s: ConfirmEmailSnapshot): boolean =>
  s.matches('awaitingHumanCheck') || s.matches('solvingHumanCheck') || s.matches('humanChecked') || s.matches('confirming');

export const isSolvingHumanCheck = (s: ConfirmEmailSnapshot): boolean => s.matches('solvingHumanCheck');

/** The check is complete: the box shows ticked and confirming is possible. */
export const isHumanChecked = (s: ConfirmEmailSnapshot): boolean => s.matches('humanChecked') || s.matches('confirming');

/** Why the box must be ticked again (the check could not be done, or the server refused it: -1399). */
export const humanCheckNotice = (s: ConfirmEmailSnapshot): { message: ConfirmNotice['message'] } | null => {
  if (!s.matches('awaitingHumanCheck') || !s.context.error) return null;
  const { code } = s.context.error;
  return code === '-1399' ? confirmEmailErrors['-1399'] : errorEntry(humanCheckErrors, code);
};

const SUCCESS: ConfirmNotice = { outcome: 'success', ...confirmEmailMessages.success };
const ALREADY_CONFIRMED: ConfirmNotice = { outcome: 'alreadyConfirmed', ...pick(confirmEmailErrors['-36']) };
/** One notice per row, so that a selector answers the same object for the same outcome. */
const failedNotices = new Map<object, ConfirmNotice>();

function pick(row: { title?: ConfirmNotice['title']; message: ConfirmNotice['message'] }) {
  return { title: row.title ?? confirmEmailErrors.other.title, message: row.message };
}

function failedNotice(code: string): ConfirmNotice {
  const row = errorEntry(confirmEmailErrors, code);
  let notice = failedNotices.get(row);
  if (!notice) failedNotices.set(row, (notice = { outcome: 'failed', ...pick(row) }));
  return notice;
}

/** What the page shows once settled: success, already confirmed or failed, with its texts. */
export const notice = (s: ConfirmEmailSnapshot): ConfirmNotice | null => {
  if (s.matches('success')) return SUCCESS;
  if (s.matches('alreadyConfirmed')) return ALREADY_CONFIRMED;
  if (s.matches('failed')) return failedNotice(s.context.error?.code ?? INVALID_LINK_CODE);
  return null;
};
