import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import CheckInPage from '#features/checkIn/CheckInPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { ShellBridge } from '#shell/bridge';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import { renderScreen } from './support/renderScreen';

// /check_in/:checkInId over the check-in machine: the device's position (faked geolocation), the
// server's result as a title and message, back and, in a browser, retry.

const AT_CLUB = { latitude: -33.3932, longitude: -70.5945 };

function fakeGeolocation(...answers: ('ok' | 'denied')[]) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
      asked.push(options);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      if (answer === 'ok') ok({ coords: AT_CLUB } as GeolocationPosition);
      else fail({ code: 1, message: 'denied' } as GeolocationPositionError);
    },
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  return asked;
}

function checkInApi(...answers: (string | Error)[]) {
  const calls: { id: string; params: unknown; body: unknown }[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef, input?: { params?: unknown; body?: unknown }) => {
      calls.push({ id, params: input?.params, body: input?.body });
      const next = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (next instanceof Error) throw next;
      return { error: false, code: '0', result: next };
    }) as ApiClient['call'],
  };
  return { api, calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/check_in/:checkInId', () => {
  it('asks for the position (15 s, high accuracy, no cache), checks in to the booking and says so', async () => {
    const asked = fakeGeolocation('ok');
    const { api, calls } = checkInApi('CHECK_IN_SUCCESS');
    await renderScreen(CheckInPage, { routeId: 'check_in', url: '/check_in/42', api });
    expect(await screen.findByText('¡Check-in listo!')).toBeTruthy();
    expect(screen.getByText('Registramos tu llegada al club. ¡Buen partido!')).toBeTruthy();
    expect(asked).toEqual([{ timeout: 15_000, enableHighAccuracy: true, maximumAge: 0 }]);
    expect(calls).toEqual([{ id: 'checkIn', params: { checkInId: 42 }, body: { id: 42, ...AT_CLUB } }]);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver atrás' })).toBeTruthy();
  });

  it('a refused location is NO_LOCATION_PROVIDED without calling the server; retry asks again', async () => {
    fakeGeolocation('denied', 'ok');
    const { api, calls } = checkInApi('LOCATION_OUT_OF_RANGE');
    await renderScreen(CheckInPage, { routeId: 'check_in', url: '/check_in/42', api });
    expect(await screen.findByText('No tenemos tu ubicación')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Estás lejos del club')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('another user’s booking (404) shows the generic error, and inside the native shell there is no retry', async () => {
    fakeGeolocation('ok');
    const { api } = checkInApi(new ApiError('checkIn', 404, { code: '-404', message: 'Not found' }));
    const shell: ShellBridge = { ...createBrowserBridge({ history: window.history, open: () => null }), kind: 'native', os: 'android' };
    await renderScreen(CheckInPage, { routeId: 'check_in', url: '/check_in/42', api, runtime: { shell } });
    expect(await screen.findByText('No pudimos hacer tu check-in')).toBeTruthy();
    expect(screen.getByText('Ha ocurrido un error. Por favor, inténtalo más tarde.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('an id that is not one goes to the booking search', async () => {
    fakeGeolocation('ok');
    const { api, calls } = checkInApi('CHECK_IN_SUCCESS');
    const { router } = await renderScreen(CheckInPage, { routeId: 'check_in', url: '/check_in/abc', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/search'));
    expect(calls).toEqual([]);
  });
});
