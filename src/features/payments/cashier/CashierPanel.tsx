import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cashierRules, cashierSelectors as cashier } from '#machines/cashier';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { SegmentedControl } from '#ui/SegmentedControl';
import { Spinner } from '#ui/Spinner';
import { CardForm } from '../cards/CardForm';
import { CardIcon, WalletIcon } from '../cards/icons';
import { useMessage } from '#shell/i18n/useMessage';
import { BankTransfer } from './BankTransfer';
import { CardChoice } from './CardChoice';
import { CashierActorContext, sameJson, useCashier, useCashierActor, type CashierActor } from './CashierContext';
import { FopList, useFopDescription } from './FopList';
import { PayFooter } from './PayFooter';
import './Cashier.css';

/**
 * The cashier, rendering the cashier machine: its forms of payment (card first), the card flow
 * (saved cards: choose, add, change, delete), the bank-transfer flow, the tokenized payment consent,
 * the club without methods, the failures, and the pay button with the amount. Used inside the
 * booking summary's payment modal and on the /payment page.
 */
export function CashierPanel({ actor, amountText }: { actor: CashierActor; amountText: string | null }) {
  return (
    <CashierActorContext.Provider value={actor}>
      <KeepsFocus>
        <CashierScreen amountText={amountText} />
      </KeepsFocus>
    </CashierActorContext.Provider>
  );
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A step replaces the control that was used (a method, a card): focus would fall to the page, out
 * of the modal. It moves to the new step's first control instead.
 */
function KeepsFocus({ children }: { children: ReactNode }) {
  const actor = useCashierActor();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      if (!box.current || (active && active !== document.body && document.contains(active))) return;
      box.current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    const subscription = actor.subscribe(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    });
    return () => {
      cancelAnimationFrame(frame);
      subscription.unsubscribe();
    };
  }, [actor]);
  return (
    <div className="cashier" ref={box}>
      {children}
    </div>
  );
}

function Busy({ children }: { children: ReactNode }) {
  return (
    <div className="cashier__busy-block" role="status">
      <Spinner decorative />
      <p className="muted">{children}</p>
    </div>
  );
}

function CashierScreen({ amountText }: { amountText: string | null }) {
  const actor = useCashierActor();
  const text = useMessage();
  const screen = useCashier(cashier.screen);
  const notice = useCashier(cashier.notice);
  const failure = useCashier(cashier.failure);
  switch (screen) {
    case 'loading':
      return (
        <Busy>
          <Trans>Cargando los medios de pago…</Trans>
        </Busy>
      );
    case 'loadFailed':
      return (
        <div className="cashier__section">
          <Notice kind="error">{failure ? text(failure.message) : null}</Notice>
          <Button variant="secondary" block onClick={() => actor.send({ type: 'cashier.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </div>
      );
    case 'noMethods':
      return (
        <EmptyState icon={<WalletIcon />} title={<Trans>Sin medios de pago</Trans>}>
          <p>{notice ? text(notice) : null}</p>
        </EmptyState>
      );
    case 'fopList':
      return <FopList />;
    case 'working':
      return (
        <Busy>
          <Trans>Conectando con el proveedor de pago…</Trans>
        </Busy>
      );
    case 'done':
      return (
        <Busy>
          <Trans>Un momento…</Trans>
        </Busy>
      );
    default:
      return <ChosenMethod amountText={amountText} />;
  }
}

/** A chosen form of payment: its flows, then the consent and the pay button. */
function ChosenMethod({ amountText }: { amountText: string | null }) {
  const actor = useCashierActor();
  const { t } = useLingui();
  const text = useMessage();
  const screen = useCashier(cashier.screen);
  const fop = useCashier(cashier.chosenFop, sameJson);
  const canChangeFop = useCashier(cashier.canChangeFop);
  const offersTransfer = useCashier(cashier.offersBankTransfer);
  const flow = useCashier(cashier.flow);
  const failure = useCashier(cashier.failure);
  const enrolment = useCashier(cashier.cardEnrolmentActor);
  const describe = useFopDescription();
  const payable = screen === 'cards' || screen === 'newCard' || screen === 'bankForm' || screen === 'direct';
  return (
    <>
      {fop ? (
        <div className="cashier__method">
          <span className="pay-option__icon">{cashierRules.isCardFop(fop) ? <CardIcon /> : <WalletIcon />}</span>
          <span className="pay-option__text">
            <span className="pay-option__title">{fop.fopName}</span>
            <span className="pay-option__detail">{describe(fop)}</span>
          </span>
          {canChangeFop && screen !== 'addingCard' ? (
            <Button variant="ghost" onClick={() => actor.send({ type: 'fop.change' })} aria-label={t`Cambiar medio de pago`}>
              <Trans>Cambiar</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {offersTransfer && screen !== 'addingCard' ? (
        <SegmentedControl
          label={<Trans>Pagar con</Trans>}
          hideLabel
          options={[
            { value: 'card', label: <Trans>Tarjeta</Trans> },
            { value: 'bankTransfer', label: <Trans>Transferencia</Trans> },
          ]}
          value={flow}
          onChange={(value) => actor.send({ type: 'flow.select', flow: value })}
        />
      ) : null}
      {screen === 'addingCard' && enrolment ? (
        <section className="cashier__section" aria-labelledby="cashier-new-card">
          <h3 className="cashier__heading" id="cashier-new-card">
            <Trans>Nueva tarjeta</Trans>
          </h3>
          <CardForm actor={enrolment} />
        </section>
      ) : screen === 'cards' ? (
        <CardChoice />
      ) : screen === 'newCard' ? (
        <div className="cashier__section">
          <p>
            <Trans>Ingresarás tu tarjeta en la página de {fop?.fopName}; quedará guardada para la próxima vez.</Trans>
          </p>
          <Button variant="ghost" onClick={() => actor.send({ type: 'card.change' })}>
            <Trans>Usar una tarjeta guardada</Trans>
          </Button>
        </div>
      ) : screen === 'direct' ? (
        <p className="cashier__section">
          <Trans>Te llevaremos a la página de {fop?.fopName} para completar el pago de forma segura.</Trans>
        </p>
      ) : (
        <BankTransfer />
      )}
      {failure && failure.show === 'modal' ? (
        <div className="cashier__section">
          <Notice kind="error">{text(failure.message)}</Notice>
          <Button variant="secondary" onClick={() => actor.send({ type: 'error.dismiss' })}>
            <Trans>Entendido</Trans>
          </Button>
        </div>
      ) : null}
      {payable ? <PayFooter amountText={amountText} /> : null}
    </>
  );
}
