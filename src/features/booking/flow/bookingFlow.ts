// The one booking actor of a visit. It lives outside React, so it survives the navigation between
// the booking screens (each is its own route), and it keeps the address bar in step with itself
// through the machine and the pure functions of machines/booking (booking.url.ts, booking.address.ts):
//
// - flow → URL: whenever the flow settles on a screen, the app writes the URL of that screen
//   (`urlOf(placeOfFlow(s))`), replacing the current entry while the machine's urlMode says the
//   flow follows the address (or when only the params of the same screen changed), else pushing.
// - URL → flow: when the address changes (back, forward, a link, a reload), `addressDecision` says
//   what the flow does: nothing (it is there), `url.follow` with the one event that takes it there,
//   or a new flow from the address, the old one sent `flow.abandon` (it gives its held slot back).
//
// Nothing here calls the API or decides a step: it sends events and writes URLs.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createActor, type ActorRefFrom, type Subscription } from 'xstate';
import {
  addressDecision,
  baseOf,
  inputForPlace,
  payIntentOf,
  placeOfFlow,
  placeOfUrl,
  provideBookingFlow,
  bookingSelectors,
  samePlace,
  sameScreen,
  urlOf,
  type BookingFlowActors,
  type BookingUser,
  type Brand,
  type Place,
  type Platform,
} from '#machines/booking';
import type { ApiClient } from '#api/client';
import { flowsInspect } from '#shell/flowsInspect';
import type { ToastStore } from '#ui/toastStore';
import type { ShellBridge } from '#shell/bridge/bridge';
import { createBookingActors } from '../api';
import { createBookingFlowActions } from './actions';
import type { Analytics } from './analytics';
import { confirmationOf } from './confirmation';
import type { DraftStore } from './drafts';
import type { FlowMemory } from './memory';

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
  /** The payment modal's cashier, wired to the app, or how to load it (without it the modal cannot load methods). */
  cashier?: BookingFlowActors['cashier'];
  /** Where a booking address that cannot be read sends the player (the brand's start screen). */
  startPath?: string;
  /** The device's position for the sport-first search (the shell bridge); none: the country's centre. */
  shell?: Pick<ShellBridge, 'kind' | 'currentPosition'> | null;
  /** Where the summary's choices are kept between reloads (default: the tab's session storage). */
  drafts?: DraftStore;
  /** Resolves when the whole catalog is loaded: the flow's toasts wait for it (actions.ts). */
  textsReady?(): Promise<void>;
}

/** A booking address that names nothing the flow can show (an id missing): the search, with this notice. */
export const UNREADABLE_LINK = msg`Ese enlace de reserva está incompleto. Empieza una búsqueda nueva.`;

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
  /** The URL last written: the router may report it a moment later, and it is not written twice. */
  let written: string | null = null;
  const listeners = new Set<() => void>();
  // What the flow remembers across page loads (memory.ts, drafts.ts) loads when a reservation comes
  // near, not with the search screen: a summary address waits for it, a reservation started here
  // keeps its draft once it is in.
  let memory: FlowMemory | null = null;
  let memoryLoading: Promise<FlowMemory> | null = null;
  const loadMemory = () => (memoryLoading ??= import('./memory').then((m) => (memory = m.flowMemory(env.drafts, env.now))));
  /** Counts the flows asked for: a start that waited for the memory is dropped if another came after it. */
  let starts = 0;

  const machine = provideBookingFlow(
    { ...createBookingActors(env.api, env.shell ?? null), cashier: env.cashier },
    createBookingFlowActions({
      ...env,
      stateFor: (to) => (to.startsWith('/summary/') ? { booking: confirmationOf(actor?.getSnapshot()) } : undefined),
      errorPageQuery: () => memory?.wayBackOf(actor?.getSnapshot()) ?? {},
    }),
  );

  const emit = () => listeners.forEach((l) => l());

  /** Lets go of the flow: it gives a held slot back and ends by itself (`flow.abandon`). */
  function release(): void {
    if (!actor) return;
    subscription?.unsubscribe();
    subscription = null;
    child?.subscription.unsubscribe();
    child = null;
    actor.send({ type: 'flow.abandon' });
    actor = null;
  }

  function start(place: Place, search: string): void {
    const token = ++starts;
    if (place.kind === 'reservation' && !memory) {
      void loadMemory().then(() => token === starts && start(place, search));
      return;
    }
    release();
    const { user, country } = env.viewer();
    const viewer = { now: env.now(), user, brand: env.brand, platform: env.platform, country };
    const next = createActor(machine, {
      input: inputForPlace(place, viewer, memory?.resumeOf(place, search, user) ?? null),
      inspect: flowsInspect,
    });
    actor = next;
    subscription = next.subscribe({ next: () => follow(next), error: () => undefined });
    next.start();
    emit();
    follow(next);
  }

  function write(url: string, replace: boolean): void {
    if (url === written) return;
    written = url;
    env.navigate(url, { replace });
  }

  /** flow → URL. */
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
    if (memory) memory.keepDraftOf(s);
    else if (reservation) void loadMemory().then(() => follow(which));
    const place = placeOfFlow(s);
    if (!place) return;
    const location = env.location();
    const here = placeOfUrl(location.pathname, location.search);
    // Left the booking screens (login, the booking's summary...): the address is not ours to change.
    if (!here) return;
    const url = urlOf(place, baseOf(location.pathname));
    if (samePlace(here, place)) {
      // The address shows where the flow is (other params, e.g. ?source=fg, stay).
      if (s.context.urlMode === 'replace') which.send({ type: 'url.synced' });
      // A payment asked for on the address (`pay`) is taken once: a later reload does not ask again.
      if (payIntentOf(location.search)) write(url, true);
      return;
    }
    write(url, s.context.urlMode === 'replace' || sameScreen(here, place));
  }

  return {
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** URL → flow. */
    visit(location) {
      if (`${location.pathname}${location.search}` === written) written = null;
      const place = placeOfUrl(location.pathname, location.search);
      if (!place) {
        // A booking address missing what it needs (no club or sport): the search, with a notice — never a spinner.
        env.toasts.show({ message: UNREADABLE_LINK, kind: 'info' });
        env.navigate(env.startPath ?? '/book/search', { replace: true });
        return;
      }
      const s = actor?.getSnapshot();
      const sameViewer = (s?.context.user?.id ?? null) === (env.viewer().user?.id ?? null);
      const decision = s && sameViewer ? addressDecision(s, place) : { kind: 'restart' as const };
      if (decision.kind === 'restart') return start(place, location.search);
      if (decision.kind === 'here') {
        if (s?.context.urlMode === 'replace') actor?.send({ type: 'url.synced' });
        return;
      }
      actor?.send({ type: 'url.follow', event: decision.event });
    },
    stop() {
      starts++;
      release();
      emit();
    },
  };
}
