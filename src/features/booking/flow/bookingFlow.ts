// The one booking actor of a visit. It lives outside React, so it survives the navigation between
// the booking screens (each is its own route), and it keeps the address bar in step with itself:
//
// - flow → URL: when the flow settles on a screen whose address differs from the current one, the
//   app navigates there (a new history entry for a new screen; a replacement when only the params
//   of the same screen changed, or while correcting an address the flow could not follow).
// - URL → flow: when the address changes (back, forward, a link, a reload), `reconcile` decides:
//   keep the flow, send it the events that take it there (a back step it knows: out of the
//   reservation, to the club's sports, to the club list; or other search criteria), or start a new
//   flow from the address (its params preselect club, sport, date, time, duration and court; a
//   deep link to the summary holds that court again).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createActor, type ActorRefFrom, type Subscription } from 'xstate';
import {
  bookingSelectors,
  provideBookingFlow,
  type BookingInput,
  type BookingUser,
  type Brand,
  type Platform,
  type Resume,
} from '#machines/booking';
import type { CashierMachine } from '#machines/cashier';
import type { ApiClient } from '#api/client';
import type { ToastStore } from '#ui/toastStore';
import { createBookingActors, releaseHeldSlot } from '../api';
import { createBookingFlowActions } from './actions';
import type { Analytics } from './analytics';
import { confirmationOf } from './confirmation';
import { browserSessionStorage, sessionDraftStore, type DraftStore } from './drafts';
import { keepDraftOf, resumeOf, wayBackOf } from './memory';
import { baseOf, payIntentOf, placeOfFlow, placeOfUrl, samePlace, sameScreen, urlOf, type Place } from './place';
import { rankOfFlow, rankOfPlace, reconcile, type Decision } from './reconcile';

export type BookingFlowMachine = ReturnType<typeof provideBookingFlow>;
export type BookingActor = ActorRefFrom<BookingFlowMachine>;

export interface FlowLocation {
  pathname: string;
  search: string;
}

export interface BookingFlowEnv {
  api: ApiClient;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  location(): FlowLocation;
  /** Who is booking, now (null: anonymous) and their country. */
  viewer(): { user: BookingUser | null; country: string };
  brand: Brand;
  platform: Platform;
  now(): number;
  toasts: Pick<ToastStore, 'show'>;
  i18n: Pick<I18n, '_'>;
  webOrigin(): string;
  openWindow(url: string): void;
  redirectExternal(url: string): void;
  analytics: Analytics;
  /** The payment modal's cashier, wired to the app (without it the modal cannot load methods). */
  cashier?: CashierMachine;
  /** Where a booking address that cannot be read sends the player (the brand's start screen). */
  startPath?: string;
  /** Where the summary's choices are kept between reloads (default: the tab's session storage). */
  drafts?: DraftStore;
}

/** A booking address that names nothing the flow can show (an id missing): the search, with this notice. */
export const UNREADABLE_LINK = msg`Ese enlace de reserva está incompleto. Empieza una búsqueda nueva.`;
/** A booking address the flow could only follow part of the way (a date, time or duration missing or not offered). */
export const PARTLY_READ_LINK = msg`No pudimos abrir ese enlace tal como venía: revisa la búsqueda y vuelve a buscar.`;

/** The machine's input for a flow started from an address (a summary's resumed reservation with it). */
export function inputFor(
  place: Place,
  env: Pick<BookingFlowEnv, 'viewer' | 'brand' | 'platform' | 'now'>,
  resume: Resume | null = null,
): BookingInput {
  const { user, country } = env.viewer();
  const base = { now: env.now(), user, brand: env.brand, platform: env.platform, country, ...(resume ? { resume } : {}) };
  switch (place.kind) {
    case 'clubs':
      return { ...base, parentClubId: place.parentClubId };
    case 'club':
      return { ...base, preselect: { clubId: place.clubId, sportId: place.sportId ?? null, date: place.date ?? null } };
    case 'search':
      // No time: a date with a time searches at once; the time is set once the form is there.
      return {
        ...base,
        preselect: { clubId: place.clubId, sportId: place.sportId, date: place.criteria.date, timespan: place.criteria.timespan },
      };
    case 'results':
      return {
        ...base,
        preselect: {
          clubId: place.clubId,
          sportId: place.sportId,
          date: place.criteria.date,
          time: place.route === 'schedule' ? null : place.criteria.time,
          timespan: place.criteria.timespan,
        },
      };
    case 'reservation':
      return { ...base, preselect: { clubId: place.clubId, sportId: place.sportId, ...place.criteria, courtId: place.courtId } };
  }
}

export interface BookingFlow {
  current(): BookingActor | null;
  /** Notified when the actor itself changes (a new flow), not on its snapshots. */
  subscribe(listener: () => void): () => void;
  /** The address changed (or a booking screen opened): follow it. */
  visit(location: FlowLocation): void;
  stop(): void;
}

export function createBookingFlow(env: BookingFlowEnv): BookingFlow {
  let actor: BookingActor | null = null;
  let subscription: Subscription | null = null;
  /** The reservation child's changes (insurance → summary) move the address too. */
  let child: { ref: unknown; subscription: Subscription } | null = null;
  let actorUserId: number | null = null;
  /** The address a new flow was started from, until the flow first settles. */
  let startedFrom: Place | null = null;
  /** The next address change corrects the address: replace, do not push. */
  let correcting = false;
  let pendingUrl: string | null = null;
  const listeners = new Set<() => void>();
  const drafts = env.drafts ?? sessionDraftStore(browserSessionStorage(), env.now);

  const machine = provideBookingFlow(
    { ...createBookingActors(env.api), cashier: env.cashier },
    createBookingFlowActions({
      ...env,
      stateFor: (to) => (to.startsWith('/summary/') ? { booking: confirmationOf(actor?.getSnapshot()) } : undefined),
      errorPageQuery: () => wayBack(),
    }),
  );

  const wayBack = () => wayBackOf(actor?.getSnapshot());
  const keepDraft = (which: BookingActor) => keepDraftOf(which.getSnapshot(), drafts, env.now());
  const resumeFor = (place: Place, search: string) => resumeOf(place, search, env.viewer().user, drafts);

  const emit = () => listeners.forEach((l) => l());

  function dispose(): void {
    if (!actor) return;
    const s = actor.getSnapshot();
    const slot = s.context.slot;
    // A flow replaced while it holds a slot gives it back (the machine's own release runs on its back step).
    if (s.status === 'active' && bookingSelectors.step(s) === 'reservation' && slot && s.context.user) {
      void releaseHeldSlot(env.api, {
        clubId: slot.clubId,
        sportId: s.context.sportId ?? slot.sportId,
        courtId: slot.courtId,
        userId: s.context.user.id,
        date: slot.local_date,
        startTime: slot.local_start_time,
        endTime: slot.local_end_time,
      });
    }
    subscription?.unsubscribe();
    subscription = null;
    child?.subscription.unsubscribe();
    child = null;
    actor.stop();
    actor = null;
  }

  function start(place: Place, search = ''): void {
    dispose();
    const next = createActor(machine, { input: inputFor(place, env, resumeFor(place, search)) });
    actor = next;
    actorUserId = env.viewer().user?.id ?? null;
    startedFrom = place;
    correcting = true;
    subscription = next.subscribe({ next: () => follow(next), error: () => undefined });
    next.start();
    emit();
    follow(next);
  }

  function apply(decision: Decision, place: Place, search = ''): void {
    if (!actor) return start(place, search);
    switch (decision.kind) {
      case 'keep':
        return;
      case 'send':
        correcting = true;
        for (const event of decision.events) actor.send(event);
        return;
      case 'leaveReservation':
        correcting = true;
        bookingSelectors.reservationRef(actor.getSnapshot())?.send({ type: 'reservation.back' });
        return;
      case 'recreate':
        return start(place, search);
    }
  }

  /** flow → URL (and, the first time a new flow settles, URL → flow for what its input could not say). */
  function follow(which: BookingActor): void {
    if (which !== actor) return;
    const s = which.getSnapshot();
    const reservation = bookingSelectors.reservationRef(s);
    if (reservation !== child?.ref) {
      child?.subscription.unsubscribe();
      child = reservation
        ? { ref: reservation, subscription: reservation.subscribe({ next: () => follow(which), error: () => undefined }) }
        : null;
    }
    keepDraft(which);
    const place = placeOfFlow(s);
    if (!place) return;
    if (startedFrom) {
      const from = startedFrom;
      startedFrom = null;
      const decision = reconcile(s, from, true);
      if (decision.kind === 'send' || decision.kind === 'leaveReservation') return apply(decision, from);
      // A results or summary address the flow could not follow that far, and it shows no notice of its own.
      if (rankOfPlace(from) >= 3 && rankOfFlow(s) < 3 && !bookingSelectors.searchNotice(s) && !bookingSelectors.failure(s)) {
        env.toasts.show({ message: PARTLY_READ_LINK, kind: 'info' });
      }
    }
    const location = env.location();
    const here = placeOfUrl(location.pathname, location.search);
    // Left the booking screens (login, the booking's summary...): the address is not ours to change.
    if (!here) return;
    const url = urlOf(place, baseOf(location.pathname));
    // The address already says it (other params, e.g. ?source=fg, stay), or we are on the way there.
    if (samePlace(here, place) || url === pendingUrl) {
      correcting = false;
      // A payment asked for on the address (`pay`) is taken once: a later reload does not ask again.
      if (payIntentOf(location.search) && url !== pendingUrl) {
        pendingUrl = url;
        env.navigate(url, { replace: true });
      }
      return;
    }
    const replace = correcting || sameScreen(here, place);
    correcting = false;
    pendingUrl = url;
    env.navigate(url, { replace });
  }

  return {
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    visit(location) {
      if (`${location.pathname}${location.search}` === pendingUrl) pendingUrl = null;
      const place = placeOfUrl(location.pathname, location.search);
      if (!place) {
        // A booking address missing what it needs (no club or sport): the search, with a notice — never a spinner.
        env.toasts.show({ message: UNREADABLE_LINK, kind: 'info' });
        env.navigate(env.startPath ?? '/book/search', { replace: true });
        return;
      }
      const userId = env.viewer().user?.id ?? null;
      if (!actor || userId !== actorUserId) return start(place, location.search);
      apply(reconcile(actor.getSnapshot(), place), place, location.search);
    },
    stop() {
      dispose();
      emit();
    },
  };
}
