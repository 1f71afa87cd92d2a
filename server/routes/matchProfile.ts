import type { FastifyInstance } from 'fastify';
import { matchProfileContract as contract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { acceptedMatches, matchesToDiscard, pendingMatches } from '#server/match/challengeLists';
import { readMatchData, saveMatchData, saveMatchPreferences, setMatchActive, teamNameAvailable } from '#server/match/matchData';
import { matchSports } from '#server/match/matchSettings';
import { matchUser, playerMatchData, statusBySport } from '#server/match/matchUser';
import { recommendations } from '#server/match/recommendations';

const problemCode = { incomplete: '-2701', teamTaken: '-2702', notMatchSport: '-2703' } as const;

/** Spec part 3 §7 "Match": the match profile per sport, the wizard's save and the recommendations. */
export function matchProfileRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, contract.getMatchUser, async ({ auth }) => ({ matchUser: await matchUser(db, auth.id) }));

  registerEndpoint(app, deps, contract.listMatchSports, async ({ auth }) => {
    const sports = await matchSports(db);
    const status = await statusBySport(
      db,
      auth.id,
      sports.map((s) => s.id),
    );
    return { sports: sports.map((s) => ({ ...s, status: status.get(s.id) ?? null })) };
  });

  registerEndpoint(app, deps, contract.getMatchData, async ({ auth, params }) => {
    const matchData = await readMatchData(db, auth.id, params.sportId);
    if (!matchData) throw callFailure(contract.getMatchData, '-2703');
    return { matchData };
  });

  registerEndpoint(app, deps, contract.saveMatchData, async ({ auth, params, body }) => {
    const saved = await saveMatchData(db, auth.id, params.sportId, body, deps.now());
    if ('problem' in saved) throw callFailure(contract.saveMatchData, problemCode[saved.problem]);
    return { matchData: saved.data };
  });

  registerEndpoint(app, deps, contract.saveMatchPreferences, async ({ auth, params, body }) => {
    const saved = await saveMatchPreferences(db, auth.id, params.sportId, body, deps.now());
    if ('problem' in saved) throw callFailure(contract.saveMatchPreferences, saved.problem === 'incomplete' ? '-2701' : '-2704');
    return { matchData: saved.data };
  });

  registerEndpoint(app, deps, contract.getMatchUserData, async ({ auth, params }) => {
    const user = await playerMatchData(db, auth.id, params.userId, params.sportId);
    if (!user) throw noAccess();
    return { user };
  });

  for (const [endpoint, active] of [
    [contract.activateMatchSport, true],
    [contract.deactivateMatchSport, false],
  ] as const) {
    registerEndpoint(app, deps, endpoint, async ({ auth, params }) => {
      const status = await setMatchActive(db, auth.id, params.sportId, active, deps.now());
      if (!status) throw callFailure(endpoint, '-2704');
      return { status };
    });
  }

  registerEndpoint(app, deps, contract.checkTeamName, async ({ auth, query }) => ({
    available: await teamNameAvailable(db, auth.id, query.sportId, query.teamName),
  }));

  registerEndpoint(app, deps, contract.listRecommendations, async ({ auth, params }) => {
    const rivals = await recommendations(db, auth.id, params.sportId, deps.now());
    if (!rivals) throw callFailure(contract.listRecommendations, '-2704');
    return { rivals };
  });

  registerEndpoint(app, deps, contract.listPendingMatches, async ({ auth, params }) =>
    pendingMatches(db, auth.id, params.sportId, deps.now()),
  );

  registerEndpoint(app, deps, contract.listAcceptedMatches, async ({ auth, params }) => acceptedMatches(db, auth.id, params.sportId));
  registerEndpoint(app, deps, contract.listMatchesToDiscard, async ({ auth, params }) => matchesToDiscard(db, auth.id, params.sportId));
}
