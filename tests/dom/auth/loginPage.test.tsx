import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import LoginPage from '#features/auth/login/LoginPage';
import { login } from '#kernel/contract/accountEntry';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { renderScreen } from '../support/renderScreen';

afterEach(cleanup);

/** A JWT-shaped token with the claims the session decodes (signature not checked client-side). */
const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
}

describe('LoginPage', () => {
  it('shows the session-expired note with ?refresh=1', async () => {
    await renderScreen(LoginPage, { routeId: 'login', url: '/login?refresh=1' });
    expect(screen.getByText(/Tu sesión expiró/)).toBeTruthy();
  });

  it('checks the form before calling', async () => {
    const call = vi.fn();
    await renderScreen(LoginPage, { routeId: 'login', url: '/login', api: { call } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Ingresa tu correo.')).toBeTruthy();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it.each([
    ['-47', 'Debes confirmar tu correo'],
    ['-48', 'Demasiados intentos'],
    ['-2', 'Correo o contraseña incorrectos.'],
    ['-77', 'Correo o contraseña incorrectos.'],
  ])('code %s shows “%s”', async (code, text) => {
    const call = vi.fn(async () => {
      throw new ApiError('login', 400, { code, message: 'x' });
    }) as unknown as ApiClient['call'];
    await renderScreen(LoginPage, { routeId: 'login', url: '/login', api: { call } });
    fill('player@courtflow.test', 'wrong');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
  });

  it('logs in and goes back to returnTo with its params', async () => {
    const call = vi.fn(async (endpoint: EndpointDef) => {
      if (endpoint === login) return { error: false, code: '0', token: token({ id: 1, role: 'user', corp: null }) };
      return new Promise(() => undefined); // the profile never arrives: not needed here
    }) as unknown as ApiClient['call'];
    const { router, session } = await renderScreen(LoginPage, {
      routeId: 'login',
      url: '/login?returnTo=%2Fbook%2Fslots&returnParams=sportId%3D1',
      api: { call },
    });
    fill(' player@courtflow.test ', 'courtflow');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/slots'));
    expect(router.state.location.search).toBe('?sportId=1');
    expect(call).toHaveBeenCalledWith(login, expect.objectContaining({ body: { email: 'player@courtflow.test', password: 'courtflow' } }));
    expect(session.getSnapshot().context.userId).toBe(1);
  });
});
