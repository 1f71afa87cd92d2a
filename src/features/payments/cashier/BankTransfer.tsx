import { Trans, useLingui } from '@lingui/react/macro';
import { cashierSelectors as cashier } from '#machines/cashier';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { SelectField } from '#ui/SelectField';
import { Spinner } from '#ui/Spinner';
import { TextField } from '#ui/TextField';
import { useMessage } from '#shell/i18n/useMessage';
import { sameJson, useCashier, useCashierActor } from './CashierContext';

/** The bank-transfer flow: a pending transfer's notice, the bank list (and a test ID in a test environment). */
export function BankTransfer() {
  const actor = useCashierActor();
  const { t } = useLingui();
  const text = useMessage();
  const screen = useCashier(cashier.screen);
  const notice = useCashier(cashier.notice);
  const failure = useCashier(cashier.failure);
  const banks = useCashier(cashier.banks, sameJson);
  const bankCode = useCashier(cashier.bankCode);
  const asksTestId = useCashier(cashier.asksForTestId);
  const testId = useCashier(cashier.testId);

  if (screen === 'pendingTransfer') {
    return <Notice kind="warning">{notice ? text(notice) : null}</Notice>;
  }
  if (screen === 'banksFailed') {
    return (
      <div className="cashier__section">
        <Notice kind="error">{failure ? text(failure.message) : null}</Notice>
        <Button variant="secondary" block onClick={() => actor.send({ type: 'banks.retry' })}>
          <Trans>Reintentar</Trans>
        </Button>
      </div>
    );
  }
  if (screen !== 'bankForm') {
    return (
      <p className="cashier__busy" role="status">
        <Spinner size="small" decorative />
        <Trans>Cargando los bancos…</Trans>
      </p>
    );
  }
  return (
    <section className="cashier__section" aria-labelledby="cashier-bank">
      <h3 className="cashier__heading" id="cashier-bank">
        <Trans>Transferencia desde tu banco</Trans>
      </h3>
      <SelectField
        label={<Trans>Banco</Trans>}
        options={[{ value: '', label: t`Elige tu banco` }, ...banks.map((b) => ({ value: b.code, label: b.name }))]}
        value={bankCode ?? ''}
        onChange={(e) => actor.send({ type: 'bank.select', bankCode: e.target.value })}
      />
      {asksTestId ? (
        <TextField
          label={<Trans>Número de identificación de prueba</Trans>}
          hint={<Trans>Entorno de prueba: el proveedor pide un número de identificación de prueba.</Trans>}
          inputMode="numeric"
          value={testId}
          onChange={(e) => actor.send({ type: 'bank.setTestId', testId: e.target.value })}
        />
      ) : null}
      <p className="muted cashier__note">
        <Trans>Te llevaremos a tu banco para autorizar la transferencia.</Trans>
      </p>
    </section>
  );
}
