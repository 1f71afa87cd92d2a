// Where the /payment page returns (spec part 2 §4: "After payment, the user returns to the state
// named in redirectTo"): a route of the table by its id, its :params filled from the page's `state`
// param (JSON), or an internal path; the choice travels in the navigation's state.
import type { FopChoice, ReturnToCallerParams } from '#machines/cashier';
import type { AppRuntime } from '#shell/appRuntime';
import { returnPath } from '#shell/routes/guards';

/** What the caller's screen finds in `location.state.payment`. */
export interface PaymentReturnState {
  choice: FopChoice | null;
  fopAction: string | null;
  state: string | null;
}

function stateValues(state: string | null): Record<string, unknown> {
  if (!state) return {};
  try {
    const parsed: unknown = JSON.parse(state);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The path of redirectTo, or null when it names nothing the app can open (`routeById`: the runtime's route table). */
export function returnTarget(redirectTo: string | null, state: string | null, routeById: AppRuntime['routeById']): string | null {
  if (!redirectTo) return null;
  const entry = routeById(redirectTo);
  if (entry && entry.kind === 'screen') {
    const values = stateValues(state);
    let missing = false;
    const path = entry.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined || value === null || value === '') missing = true;
      return encodeURIComponent(String(value ?? ''));
    });
    return missing ? null : path;
  }
  const [pathname, ...query] = redirectTo.split('?');
  const path = returnPath(pathname, query.join('?') || null, '');
  return path === '' ? null : path;
}

export function returnState(params: ReturnToCallerParams): { payment: PaymentReturnState } {
  return { payment: { choice: params.choice, fopAction: params.fopAction, state: params.state } };
}
