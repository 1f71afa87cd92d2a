import ClubPage from '#features/club/ClubPage';
import { OpenMatchListModal } from '#features/openMatch';
import { OpenMatchListContext } from '#shell/openMatchListPort';

/** The open-match area's list modal, as the club page shows it. */
const openMatchList = { render: (actor: Parameters<typeof OpenMatchListModal>[0]['actor']) => <OpenMatchListModal actor={actor} /> };

/** /club/:clubId: the club page with the open-match list modal injected. */
export default function ClubWithOpenMatches() {
  return (
    <OpenMatchListContext.Provider value={openMatchList}>
      <ClubPage />
    </OpenMatchListContext.Provider>
  );
}
