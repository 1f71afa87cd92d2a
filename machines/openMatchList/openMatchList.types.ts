// Types of the open-match list modal (spec part 2 §2 "Modals: open-match list"): a club's upcoming open
// matches, each to join on its own page.
import type { OpenMatchDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

export type ListedMatch = OpenMatchDto;

export interface OpenMatchListInput {
  clubId: number;
}

export interface OpenMatchListContext {
  clubId: number;
  matches: ListedMatch[];
  /** The match chosen to join (its uuid), handed to the join page. */
  chosen: string | null;
  error: ActorError | null;
}

export type OpenMatchListEvent = { type: 'list.join'; uuid: string } | { type: 'list.retry' } | { type: 'list.close' };

/** Params of the view's navigation to the join page. */
export interface GoToMatchParams {
  uuid: string;
}
