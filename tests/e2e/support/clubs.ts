import assert from 'node:assert/strict';
import { apiCall } from './payments';

type Listed = { id: number; name: string }[];

/** The id of a seeded sub-club (e.g. 'Sportlife Ñuñoa' under 'Sportlife Santiago'), read from the club list as the app reads it. */
export async function subClubId(baseUrl: string, parentName: string, name: string): Promise<number> {
  const parents = (await apiCall(baseUrl, null, 'GET', `/api/club/?q=${encodeURIComponent(parentName.split(' ')[0])}`)).body.result
    .data as Listed;
  const parent = parents.find((c) => c.name === parentName);
  assert.ok(parent, `${parentName} is listed`);
  const clubs = (await apiCall(baseUrl, null, 'GET', `/api/club/?parentClubId=${parent.id}`)).body.result.data as Listed;
  const club = clubs.find((c) => c.name === name);
  assert.ok(club, `${name} is listed`);
  return club.id;
}
