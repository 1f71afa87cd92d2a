import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useActorRef } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { getMultipleProduct } from '#kernel/contract/booking/bookingSummary';
import { multipleProductSummaryMachine } from '#machines/multipleProductSummary';
import { Screen } from '#shell/layout/Screen';
import { useApi } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';

/**
 * /multiple_product_summary/{id} (spec part 2 §2): where a group payment comes back. It only redirects,
 * to the main product's summary or, on any error, to the bookings.
 */
export default function MultipleProductSummaryPage() {
  const { multipleProductId } = useParams();
  return <Redirecting key={multipleProductId ?? ''} multipleProductId={multipleProductId} />;
}

function Redirecting({ multipleProductId }: { multipleProductId: string | undefined }) {
  const api = useApi();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      multipleProductSummaryMachine.provide({
        actors: {
          loadItems: fromPromise(({ input, signal }) => api.call(getMultipleProduct, { params: input, signal })),
        },
        actions: { navigate: (_, { to }) => void navigate(to, { replace: true }) },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes identity; one machine per visit (keyed)
    [api],
  );
  useActorRef(machine, { input: { multipleProductId } });
  return (
    <Screen narrow>
      <div role="status">
        <Spinner size="small" decorative />
        <span className="muted">
          <Trans>Abriendo tu compra…</Trans>
        </span>
      </div>
    </Screen>
  );
}
