import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, newAccount, type NewAccount } from '../support/newAccount';
import { startTestServer, type TestServer } from '../support/testServer';

// POST /api/users/{id}/profile-picture (spec part 3 §7, §9 "Files at most 10 MB, JPG/PNG"): the type
// is judged by the content, the picture stored resized, only the owner may change it.

let server: TestServer;
let me: NewAccount;
let other: NewAccount;

beforeAll(async () => {
  server = await startTestServer();
  me = await newAccount(server);
  other = await newAccount(server);
});
afterAll(() => server?.close());

const image = (format: 'png' | 'jpeg' | 'gif', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .toFormat(format)
    .toBuffer();

function upload(file: Buffer, options: Parameters<typeof multipartBody>[1] = {}, who: NewAccount = me, userId = me.id) {
  const { payload, headers } = multipartBody(file, options);
  return server.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/profile-picture`,
    payload,
    headers: { ...headers, authorization: `Bearer ${who.token}` },
  });
}

describe('POST /api/users/:userId/profile-picture', () => {
  it('stores a PNG resized to a 256 px square WebP, and the profile and the menu show its URL', async () => {
    const response = await upload(await image('png'));
    expect(response.statusCode, response.body).toBe(200);
    const { profilePicture } = response.json() as { profilePicture: string };
    expect(profilePicture).toMatch(/^\/api\/profile-pictures\/\d+-[\w-]{16}\.webp$/);

    const served = await server.app.inject({ method: 'GET', url: profilePicture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const profile = await server.call('getUser', { token: me.token, params: { userId: me.id } });
    expect(profile.body.user).toMatchObject({ profilePicture });
  });

  it('takes a JPG too; a new upload replaces the picture and its old URL stops working', async () => {
    const first = (await upload(await image('png'))).json() as { profilePicture: string };
    const second = await upload(await image('jpeg', 400, 1200), { filename: 'me.jpg', type: 'image/jpeg' });
    expect(second.statusCode, second.body).toBe(200);
    const { profilePicture } = second.json() as { profilePicture: string };
    expect(profilePicture).not.toBe(first.profilePicture);
    expect((await server.app.inject({ method: 'GET', url: first.profilePicture })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: profilePicture })).statusCode).toBe(200);
  });

  it('refuses a forged image: a PNG name and type on a file that is not one (-1424), and keeps the old picture', async () => {
    const before = (await server.call('getUser', { token: me.token, params: { userId: me.id } })).body.user as { profilePicture: string };
    const forged = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(forged, { filename: 'picture.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: '-1424' });
    const pdf = await upload(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), { filename: 'scan.png', type: 'image/png' });
    expect(pdf.json()).toMatchObject({ code: '-1424' });
    const after = (await server.call('getUser', { token: me.token, params: { userId: me.id } })).body.user as { profilePicture: string };
    expect(after.profilePicture).toBe(before.profilePicture);
  });

  it('refuses other image types (GIF) and a PNG that only starts like one', async () => {
    expect((await upload(await image('gif'), { filename: 'a.gif', type: 'image/gif' })).json()).toMatchObject({ code: '-1424' });
    const png = await image('png');
    expect((await upload(png.subarray(0, 40))).json()).toMatchObject({ code: '-1424' });
  });

  it('refuses a file over 10 MB (-1425, 413) and a body without the file (-1424)', async () => {
    const huge = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: '-1425' });
    expect((await upload(await image('png'), { field: 'photo' })).json()).toMatchObject({ code: '-1424' });
    const json = await server.app.inject({
      method: 'POST',
      url: `/api/users/${me.id}/profile-picture`,
      payload: { picture: 'x' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(json.statusCode).toBe(400);
  });

  it("only the owner changes their picture: another user's id is no-access (404), no token is 401", async () => {
    const response = await upload(await image('png'), {}, other, me.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '-404' });
    const { payload, headers } = multipartBody(await image('png'));
    const anonymous = await server.app.inject({ method: 'POST', url: `/api/users/${me.id}/profile-picture`, payload, headers });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an unknown picture URL is 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/profile-pictures/1-AAAAAAAAAAAAAAAA.webp' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/profile-pictures/..%2Fetc.webp' })).statusCode).toBe(404);
  });
});
