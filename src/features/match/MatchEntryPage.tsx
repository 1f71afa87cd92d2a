import { MatchEntryPage } from './MatchSportsPage';

export default MatchEntryPage;
