// The session's pure rules: App-Front-Id ordering, token decoding, the
// token/valid error table and the selectors' role check.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { classifyTokenValidError, tokenValidErrors } from '#machines/session/session.errors';
import { isNewerFrontId } from '#machines/session/session.frontId';
import { decodeTokenClaims } from '#machines/session/session.token';
import { COOKIE_MAX_AGE_DAYS, EMAIL_LOGOUT_MS, EMAIL_TOAST_MS } from '#machines/session/session.constants';
import { sessionMachine } from '#machines/session/session.machine';
import * as select from '#machines/session/session.selectors';
import { inputs, jwt, playerToken } from './session.fixtures';

describe('isNewerFrontId', () => {
  it.each([
    [null, '5', false],
    ['100', '101', true],
    ['100', '100', false],
    ['100', '99', false],
    ['9', '10', true],
    ['1.2', '1.10', false],
    ['abc', 'abd', true],
    ['abc', 'abc', false],
    ['100', '', false],
  ])('first %s, then %s -> %s', (first, next, expected) => expect(isNewerFrontId(first, next)).toBe(expected));
});

describe('decodeTokenClaims', () => {
  it('reads id, role and corp from the payload', () => {
    expect(decodeTokenClaims(playerToken)).toEqual({ id: 7, role: 'user', corp: null });
    expect(decodeTokenClaims(jwt({ id: '12', role: 'teacher', corp: 'ñandú' }))).toEqual({ id: 12, role: 'teacher', corp: 'ñandú' });
  });
  it.each(['', 'not-a-jwt', 'a.b.c', jwt({ role: 'user' }), jwt({ id: 1 }), jwt({ id: 1.5, role: 'user' })])('rejects %s', (token) =>
    expect(decodeTokenClaims(token)).toBeNull(),
  );
});

describe('token/valid error table', () => {
  it('sorts failures into its rows', () => {
    expect(classifyTokenValidError({ status: 503 })).toBe('serviceUnavailable');
    expect(classifyTokenValidError({ status: 0, code: 'NETWORK' })).toBe('unreachable');
    expect(classifyTokenValidError(new Error('boom'))).toBe('unreachable');
    expect(classifyTokenValidError({ status: 401 })).toBe('expired');
    expect(classifyTokenValidError({ status: 403 })).toBe('expired');
    expect(classifyTokenValidError({ status: 500, code: '-1' })).toBe('rejected');
    expect(classifyTokenValidError('x')).toBe('unreachable');
  });
  it('sends only non-503 failures to the 404 page', () => {
    expect(tokenValidErrors.rejected.navigateTo).toBe('/book/error?status=404');
    expect(tokenValidErrors.serviceUnavailable.navigateTo).toBeNull();
    expect(tokenValidErrors.serviceUnavailable.clearsCookie).toBe(false);
  });
});

describe('constants and machine wiring', () => {
  it('has the spec values', () => {
    expect(COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(EMAIL_TOAST_MS).toBe(9000);
    expect(EMAIL_LOGOUT_MS).toBe(10000);
    expect(sessionMachine.implementations.delays).toMatchObject({ emailToast: 9000, emailLogout: 10000 });
  });
  it('names every invoke after its actor', () => {
    const ids = [...sessionMachine.root.transitions.keys()];
    expect(ids).toEqual(['api.frontId', 'network.online', 'network.offline']);
    const invokes = JSON.stringify(sessionMachine.definition);
    for (const actor of Object.keys(sessionMachine.implementations.actors)) expect(invokes).toContain(`"id":"${actor}"`);
  });
  it('starts booting with the context read from its input', () => {
    const actor = createActor(sessionMachine, { input: inputs.anonymous }).start();
    expect(select.isBooting(actor.getSnapshot())).toBe(true);
    expect(select.language(actor.getSnapshot())).toBe('es-CL');
    expect(select.country(actor.getSnapshot())).toBe('CL');
    expect(select.hasRole(actor.getSnapshot(), 'user')).toBe(false);
    actor.stop();
  });
});
