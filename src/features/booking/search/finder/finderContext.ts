import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ClubFinderMachine } from '#machines/clubFinder';

/** The club list's finder, for the favourite stars inside it (a changed favourite re-sorts its list). */
export const FinderContext = createContext<ActorRefFrom<ClubFinderMachine> | null>(null);

export const useFinder = () => useContext(FinderContext);
