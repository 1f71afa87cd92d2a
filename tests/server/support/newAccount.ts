import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '#server/db/schema';
import { registration } from './registration';
import type { TestServer } from './testServer';

export const NEW_ACCOUNT_PASSWORD = 's3cret-pass';

/** A new confirmed account of its own (registered through the API), logged in once. */
export async function newAccount(server: TestServer, password = NEW_ACCOUNT_PASSWORD) {
  const body = registration({ password, repeat_password: password });
  const created = await server.call('register', {
    body,
    remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.userId as number;
  await server.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, id));
  const email = (body.email as string).toLowerCase();
  return { id, email, token: await server.login(email, password) };
}
export type NewAccount = Awaited<ReturnType<typeof newAccount>>;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(file: Buffer, { field = 'file', filename = 'picture.png', type = 'image/png' } = {}) {
  const boundary = `----courtflow${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
