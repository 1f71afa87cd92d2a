// The role rule (spec part 1 §6): one pure function decides for the session's `hasRole` selector and
// for the router's guards, so a teacher or admin who may open a 'user' route is also a 'user' to any
// view that asks the session.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '#machines/session/session.machine';
import { BASE_ROLE, roleSatisfies } from '#machines/session/session.roles';
import * as select from '#machines/session/session.selectors';
import { guardRoute } from '#shell/routes/guards';
import { inputs } from './session.fixtures';

const ROLES = ['user', 'teacher', 'admin', 'superadmin'] as const;
const REQUIREMENTS: ReadonlyArray<string | readonly string[]> = [
  'user',
  'teacher',
  'admin',
  ['user'],
  ['teacher', 'admin'],
  ['admin', 'user'],
  [],
];

/** A session snapshot logged in with this role (profile loaded), without running the boot. */
function loggedInAs(role: string) {
  const boot = createActor(sessionMachine, { input: inputs.anonymous }).getSnapshot();
  return sessionMachine.resolveState({
    value: {
      ready: { auth: { loggedIn: 'profileLoaded' }, connectivity: 'online', update: 'none', emailChange: 'idle', language: 'idle' },
    },
    context: { ...boot.context, token: 'h.p.s', userId: 7, role },
  });
}

describe('roleSatisfies', () => {
  it.each([
    ['user', 'user', true],
    ['teacher', 'user', true],
    ['admin', ['user'], true],
    ['user', 'teacher', false],
    ['teacher', ['admin', 'teacher'], true],
    ['admin', 'teacher', false],
    ['user', [], false],
    ['teacher', [], false],
  ] as const)('%s against %j -> %s', (role, requirement, expected) => {
    expect(roleSatisfies(role, requirement)).toBe(expected);
  });

  it("names 'user' as the base role", () => expect(BASE_ROLE).toBe('user'));
});

describe('the session and the router agree', () => {
  const cases = ROLES.flatMap((role) => REQUIREMENTS.map((requirement) => [role, requirement] as const));
  it.each(cases)('%s against %j', (role, requirement) => {
    const snapshot = loggedInAs(role);
    const allowed =
      guardRoute({
        route: { id: 'some.route', auth: requirement },
        viewer: { loggedIn: true, role },
        target: { pathname: '/somewhere', search: '' },
        firstLoad: false,
      }).kind === 'allow';
    expect(select.isLoggedIn(snapshot)).toBe(true);
    expect(select.hasRole(snapshot, requirement)).toBe(allowed);
    expect(roleSatisfies(role, requirement)).toBe(allowed);
  });

  it('nobody has a role while logged out', () => {
    const snapshot = createActor(sessionMachine, { input: inputs.anonymous }).getSnapshot();
    for (const requirement of REQUIREMENTS) expect(select.hasRole(snapshot, requirement)).toBe(false);
  });
});
