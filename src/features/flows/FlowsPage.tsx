import { Screen } from '#shell/layout/Screen';
import { FlowsExplorer } from './FlowsExplorer';

/** /flows (issue 13): the statecharts of every flow, for product owners. Public and lazy-loaded. */
export default function FlowsPage() {
  return (
    <Screen>
      <FlowsExplorer />
    </Screen>
  );
}
