// Which state nodes are active and which transitions a microstep took, read with xstate's public
// API only: the active nodes from `getStateNodes(machine.root, snapshot.value)`; a microstep's
// transitions from the event xstate reports for it (the `event` of an `@xstate.microstep`
// inspection event) and the snapshot before it. xstate chooses them in this order, and so does
// `Microsteps` below:
//   - the first microstep of a macrostep takes the transitions the event selects
//     (`machine.getTransitionData`, what `snapshot.can` uses);
//   - each later one takes the eventless (`always`) transitions enabled with the last event, if
//     any (guards evaluated with `evaluateGuard` from 'xstate/guards'), else the transitions of
//     the next internal event (raised, or `xstate.done.state.*`), which is the one reported.
// A report that does not fit (an eventless microstep reported with another event, a target that
// is not active afterwards) throws: xstate has changed how it steps, and this file must follow.
// tests/machines/support/xstateContract.test.ts pins these behaviours.
import { getStateNodes, type AnyEventObject, type AnyMachineSnapshot, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { evaluateGuard } from 'xstate/guards';

/** The active state nodes of a snapshot, root included, in document order. */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [...new Set(getStateNodes(snapshot.machine.root, snapshot.value))].sort((a, b) => a.order - b.order);
}

const isAtomic = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  for (let at = node.parent; at; at = at.parent) out.push(at);
  return out;
}

/** The eventless transitions enabled in a snapshot: per atomic node, the first enabled `always` of it or an ancestor. */
export function eventlessTransitions(snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyTransitionDefinition[] {
  const enabled = new Set<AnyTransitionDefinition>();
  for (const atomic of activeNodes(snapshot).filter(isAtomic)) {
    search: for (const node of [atomic, ...ancestorsOf(atomic)]) {
      for (const t of node.always ?? []) {
        if (t.guard === undefined || evaluateGuard(t.guard as never, snapshot.context, event, snapshot)) {
          enabled.add(t);
          break search;
        }
      }
    }
  }
  return [...enabled];
}

/** The transitions one event selects in a snapshot (eventful: `on`, onDone/onError, `after`). */
export function eventTransitions(snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyTransitionDefinition[] {
  return snapshot.machine.getTransitionData(snapshot, event);
}

function checkTargets(transitions: AnyTransitionDefinition[], after: AnyMachineSnapshot, event: AnyEventObject): void {
  if (after.status !== 'active') return;
  const active = new Set(activeNodes(after));
  for (const t of transitions) {
    for (const target of t.target ?? []) {
      if (target.type !== 'history' && !active.has(target)) {
        throw new Error(
          `xstate stepped differently than the model harness reads it: '${t.source.id}' on '${event.type}' ` +
            `targets '${target.id}', which is not active afterwards (tests/machines/support/model/steps.ts)`,
        );
      }
    }
  }
}

/**
 * Follows the microsteps of macrosteps as xstate reports them, one `microstep(event, snapshot)` call
 * each, and answers the transitions each took. `begin(snapshot, first)` starts a macrostep from the
 * snapshot before it; `first` is false when its first microstep is already done (the initial one).
 */
export class Microsteps {
  private before: AnyMachineSnapshot | null = null;
  private lastEvent: AnyEventObject | null = null;
  private eventlessAllowed = true;
  private first = true;

  begin(snapshot: AnyMachineSnapshot, first = true, event: AnyEventObject | null = null): void {
    this.before = snapshot;
    this.first = first;
    this.lastEvent = event;
    this.eventlessAllowed = true;
  }

  /** The transitions of the next reported microstep (`event`, resulting `snapshot`). */
  microstep(event: AnyEventObject, snapshot: AnyMachineSnapshot): AnyTransitionDefinition[] {
    const before = this.before;
    if (!before) throw new Error('Microsteps: a microstep before begin()');
    let transitions: AnyTransitionDefinition[];
    let eventless = false;
    if (event.type === 'xstate.stop') {
      transitions = [];
    } else if (this.first) {
      transitions = eventTransitions(before, event);
    } else {
      // The initial macrostep's first reported microstep: its event is the init event.
      const last = this.lastEvent ?? event;
      const candidates = this.eventlessAllowed ? eventlessTransitions(before, last) : [];
      if (candidates.length > 0) {
        if (event !== last) {
          throw new Error(
            `xstate stepped differently than the model harness reads it: eventless transitions of '${candidates[0].source.id}' ` +
              `were enabled, but the microstep was reported for '${event.type}' (tests/machines/support/model/steps.ts)`,
          );
        }
        transitions = candidates;
        eventless = true;
      } else {
        transitions = eventTransitions(before, event);
      }
    }
    checkTargets(transitions, snapshot, event);
    // As xstate: after an eventless microstep that changed nothing, eventless transitions wait for the next event.
    this.eventlessAllowed = !(eventless && snapshot === before);
    this.before = snapshot;
    this.lastEvent = event;
    this.first = false;
    return transitions;
  }
}
