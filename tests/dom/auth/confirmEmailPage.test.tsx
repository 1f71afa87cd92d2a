import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ApiError, NETWORK_ERROR_CODE } from '#api/apiError';
import type { ApiClient } from '#api/client';
import ConfirmEmailPage from '#features/auth/confirmEmail/ConfirmEmailPage';
import { confirmEmail } from '#kernel/contract/accountEntry';
import { renderScreen } from '../support/renderScreen';

afterEach(cleanup);

const answering = (outcome: () => Promise<unknown>) => vi.fn(outcome) as unknown as ApiClient['call'];
const failing = (code: string, status: number) =>
  answering(async () => {
    throw new ApiError('confirmEmail', status, { code, message: code });
  });

describe('ConfirmEmailPage (spec part 3 §4: success, already confirmed, failed)', () => {
  it.each([
    ['success', answering(async () => ({ error: false, code: '0', status: 'success' })), '¡Correo confirmado!', 'Tu cuenta está activa'],
    [
      'already confirmed (answer)',
      answering(async () => ({ error: false, code: '0', status: 'already_confirmed' })),
      'Tu correo ya estaba confirmado',
      'No necesitas hacer nada más',
    ],
    ['-36', failing('-36', 409), 'Tu correo ya estaba confirmado', 'No necesitas hacer nada más'],
    ['-37', failing('-37', 400), 'No pudimos confirmar tu correo', 'El enlace no es válido o expiró'],
    ['no answer', failing(NETWORK_ERROR_CODE, 0), 'No pudimos confirmar tu correo', 'No pudimos conectar con el servidor'],
  ])('%s', async (_name, call, title, message) => {
    await renderScreen(ConfirmEmailPage, { routeId: 'confirm_email', url: '/confirm_email?userid=3&token=abc', api: { call } });
    await waitFor(() => expect(screen.getByText(title)).toBeTruthy());
    expect(screen.getByText(new RegExp(message))).toBeTruthy();
    expect(call).toHaveBeenCalledWith(confirmEmail, expect.objectContaining({ body: { userId: 3, token: 'abc' } }));
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/login?returnTo=%2Fbook%2Fsearch');
  });

  it('a link without token fails at once without calling', async () => {
    const call = vi.fn() as unknown as ApiClient['call'];
    await renderScreen(ConfirmEmailPage, { routeId: 'confirm_email', url: '/confirm_email?userid=3', api: { call } });
    expect(screen.getByText('No pudimos confirmar tu correo')).toBeTruthy();
    expect(screen.getByText(/El enlace no es válido o expiró/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
