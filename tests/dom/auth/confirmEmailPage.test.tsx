import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, NETWORK_ERROR_CODE } from '#api/apiError';
import type { ApiClient } from '#api/client';
import ConfirmEmailPage from '#features/auth/confirmEmail/ConfirmEmailPage';
import { confirmEmail } from '#kernel/contract/accountEntry';
import { renderScreen } from '../support/renderScreen';

// The proof of work itself is solved against the real server in tests/server/account/humanCheck.test.ts
// and in the browser suite; here the solver answers a fixed proof so the page's states can be walked.
vi.mock('#features/auth/confirmEmail/solveHumanCheck', () => ({ solveHumanCheck: vi.fn(async () => 'proof-1') }));

afterEach(cleanup);

const answering = (outcome: () => Promise<unknown>) => vi.fn(outcome) as unknown as ApiClient['call'];
const failing = (code: string, status: number) =>
  answering(async () => {
    throw new ApiError('confirmEmail', status, { code, message: code });
  });

async function tickAndConfirm() {
  fireEvent.click(screen.getByLabelText('No soy un robot'));
  await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar mi correo' }));
}

describe('ConfirmEmailPage (spec part 3 §4: success, already confirmed, failed; §5 human check)', () => {
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
    await tickAndConfirm();
    await waitFor(() => expect(screen.getByText(title)).toBeTruthy());
    expect(screen.getByText(new RegExp(message))).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      confirmEmail,
      expect.objectContaining({ body: { userId: 3, token: 'abc', recaptchaValue: 'proof-1' } }),
    );
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/login?returnTo=%2Fbook%2Fsearch');
  });

  it('confirming before the check is complete calls nothing', async () => {
    const call = vi.fn() as unknown as ApiClient['call'];
    await renderScreen(ConfirmEmailPage, { routeId: 'confirm_email', url: '/confirm_email?userid=3&token=abc', api: { call } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar mi correo' }));
    expect(call).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('-1399: the check is asked for again', async () => {
    const call = failing('-1399', 400);
    await renderScreen(ConfirmEmailPage, { routeId: 'confirm_email', url: '/confirm_email?userid=3&token=abc', api: { call } });
    await tickAndConfirm();
    await waitFor(() => expect(screen.getByText(/No pudimos comprobar que eres una persona/)).toBeTruthy());
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('a link without token fails at once without calling', async () => {
    const call = vi.fn() as unknown as ApiClient['call'];
    await renderScreen(ConfirmEmailPage, { routeId: 'confirm_email', url: '/confirm_email?userid=3', api: { call } });
    expect(screen.getByText('No pudimos confirmar tu correo')).toBeTruthy();
    expect(screen.getByText(/El enlace no es válido o expiró/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
