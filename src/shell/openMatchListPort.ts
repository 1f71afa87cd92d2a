import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OpenMatchListMachine } from '#machines/openMatchList';

/**
 * The open-match list modal (spec part 2 §2 "Modals: open-match list"): the open-match area renders a
 * running openMatchList machine. Features do not import each other: src/app fills this where it routes
 * to the club page; without it the club page offers no list.
 */
export interface OpenMatchListPort {
  render(actor: ActorRefFrom<OpenMatchListMachine>): ReactNode;
}

export const OpenMatchListContext = createContext<OpenMatchListPort | null>(null);

export function useOpenMatchListPort(): OpenMatchListPort | null {
  return useContext(OpenMatchListContext);
}
