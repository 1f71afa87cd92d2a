import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  bookingsListSelectors as sel,
  type BookingsListMachine,
  type BookingSubfilter,
  type EnrolmentSubfilter,
  type MainFilter,
} from '#machines/bookingsList';
import { Screen } from '#shell/layout/Screen';
import { useMatchesTab } from '#shell/matchesTabPort';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Paginator } from '#ui/Paginator';
import { SegmentedControl } from '#ui/SegmentedControl';
import { Spinner } from '#ui/Spinner';
import { BookingRow } from './BookingRow';
import { CreditModal } from './CreditModal';
import { ExtrasModal } from './ExtrasModal';
import { money } from './format';
import { MonthPicker } from './MonthPicker';
import { CashierModal, PaymentErrorModal } from './PaymentModals';
import { QrModal } from './QrModal';
import { useBookingsList, useListInput, useUserId } from './useBookingsList';
import './BookingsPage.css';

type Actor = ActorRefFrom<BookingsListMachine>;

/**
 * /bookings (spec part 2 §2 "Bookings list"): the signed-in player's bookings (active, to pay, past by
 * month), enrolments and matches. The bookings-list machine loads, pages, cancels, shows the access QR
 * and pays (one booking, or several due ones together); this view renders it and sends its events.
 */
export default function BookingsPage() {
  const userId = useUserId();
  if (userId === null) return null;
  return <Bookings userId={userId} />;
}

/** The list of one signed-in player (the page passes the session's user). */
export function Bookings({ userId }: { userId: number }) {
  const actor = useBookingsList(useListInput(userId));
  const { t } = useT();
  const screen = useSelector(actor, sel.screen);
  const main = useSelector(actor, sel.mainFilter);
  const mains = [
    { value: 1 as const, label: t`Reservas` },
    { value: 2 as const, label: t`Inscripciones` },
    { value: 3 as const, label: t`Partidos` },
  ];
  return (
    <Screen>
      <div className="bookings" data-testid="bookings-page">
        <SegmentedControl<MainFilter>
          label={t`Qué ver`}
          hideLabel
          options={mains}
          value={main}
          onChange={(filter) => actor.send({ type: 'filter.main', filter })}
        />
        {screen === 'enrolments' ? <Enrolments actor={actor} /> : screen === 'matches' ? <Matches /> : <BookingsTab actor={actor} />}
      </div>
    </Screen>
  );
}

function BookingsTab({ actor }: { actor: Actor }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const sub = useSelector(actor, sel.subfilter);
  const rows = useSelector(actor, sel.rows);
  const loading = useSelector(actor, sel.isLoading);
  const busy = useSelector(actor, sel.isBusy);
  const asksMonth = useSelector(actor, sel.asksForMonth);
  const failed = useSelector(actor, sel.listFailed);
  const message = useSelector(actor, sel.message);
  const credit = useSelector(actor, sel.credit);
  const { page, pageCount } = useSelector(actor, sel.pageInfo);
  const years = useSelector(actor, sel.years);
  const yearMonth = useSelector(actor, sel.yearMonth);
  const selected = useSelector(actor, sel.selectedIds);
  const selection = useSelector(actor, sel.selectionTotal);
  const snapshot = useSelector(actor, (s) => s);
  const subs = [
    { value: 'active' as const, label: t`Activas` },
    { value: 'toPay' as const, label: t`Por pagar` },
    { value: 'past' as const, label: t`Pasadas` },
  ];
  return (
    <section className="stack" aria-label={t`Reservas`}>
      <SegmentedControl<BookingSubfilter>
        label={t`Lista de reservas`}
        hideLabel
        options={subs}
        value={sub}
        onChange={(value) => actor.send({ type: 'filter.sub', sub: value })}
      />
      {sub === 'past' ? (
        <MonthPicker
          years={years}
          value={yearMonth}
          busy={busy}
          onChoose={(year, month) => actor.send({ type: 'filter.month', year, month })}
        />
      ) : null}
      {message ? (
        <Notice kind={message.kind === 'error' ? 'error' : 'success'} title={message.title ? i18n._(message.title) : undefined}>
          <p data-testid="bookings-message">{i18n._(message.text)}</p>
          {credit ? (
            <p data-testid="credit-balance">
              <Trans>
                Se sumaron {money(credit.creditAmount, credit.currencyCode, i18n.locale)} a tu crédito en el club. Tu crédito allí:{' '}
                {money(credit.creditBalance, credit.currencyCode, i18n.locale)}.
              </Trans>
            </p>
          ) : null}
          {failed ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
              <Trans>Reintentar</Trans>
            </Button>
          ) : null}
        </Notice>
      ) : null}
      {loading ? (
        <div role="status" className="bookings__loading">
          <Spinner decorative />
          <Trans>Cargando tus reservas…</Trans>
        </div>
      ) : asksMonth || failed ? null : rows.length === 0 ? (
        <EmptyState title={<Trans>No tienes reservas aquí</Trans>}>
          {sub === 'past' ? <Trans>No hay reservas en ese mes.</Trans> : <Trans>Cuando reserves una cancha, la verás aquí.</Trans>}
        </EmptyState>
      ) : (
        <ul className="bookings__list">
          {rows.map((b) => (
            <BookingRow
              key={b.id}
              booking={b}
              selectable={sub === 'toPay'}
              selected={selected.includes(b.id)}
              canSelect={sel.canSelect(snapshot, b.id)}
              busy={busy}
              onCancel={() => actor.send({ type: 'booking.cancel', bookingId: b.id })}
              onCredit={() => actor.send({ type: 'booking.credit', bookingId: b.id })}
              onExtras={() => actor.send({ type: 'booking.extras', bookingId: b.id })}
              onQr={() => actor.send({ type: 'booking.qr', bookingId: b.id })}
              onPay={() => actor.send({ type: 'booking.pay', bookingId: b.id })}
              onToggle={() => actor.send({ type: 'select.toggle', bookingId: b.id })}
            />
          ))}
        </ul>
      )}
      {sub === 'toPay' && selection.count > 0 && selection.currencyCode ? (
        <div className="bookings__selection">
          <Button block onClick={() => actor.send({ type: 'select.pay' })} disabled={busy}>
            <Trans>
              Pagar {selection.count} reservas juntas ({money(selection.amount, selection.currencyCode, i18n.locale)})
            </Trans>
          </Button>
        </div>
      ) : null}
      <Paginator
        page={page}
        pageCount={pageCount}
        busy={busy}
        onPage={(n) => actor.send({ type: 'page.go', page: n })}
        label={t`Páginas de reservas`}
        previousLabel={<Trans>Anterior</Trans>}
        nextLabel={<Trans>Siguiente</Trans>}
        status={
          <Trans>
            Página {page} de {pageCount}
          </Trans>
        }
        pageLabel={(n) => t`Página ${n}`}
        manyNote={<Trans>Tienes muchas reservas: usa los filtros o las páginas para encontrarlas.</Trans>}
      />
      <CancelModal actor={actor} />
      <CreditModal actor={actor} />
      <Extras actor={actor} />
      <Qr actor={actor} />
      <Payment actor={actor} />
    </section>
  );
}

function CancelModal({ actor }: { actor: Actor }) {
  const target = useSelector(actor, sel.cancelTarget);
  const cancelling = useSelector(actor, sel.isCancelling);
  if (!target) return null;
  return (
    <Modal
      open
      title={<Trans>¿Anular la reserva?</Trans>}
      onClose={() => !cancelling && actor.send({ type: 'cancel.dismiss' })}
      footer={
        <div className="bookings__modal-actions">
          <Button variant="secondary" disabled={cancelling} onClick={() => actor.send({ type: 'cancel.dismiss' })}>
            <Trans>Volver</Trans>
          </Button>
          <Button variant="danger" busy={cancelling} disabled={cancelling} onClick={() => actor.send({ type: 'cancel.confirm' })}>
            <Trans>Sí, anular</Trans>
          </Button>
        </div>
      }
    >
      <p>
        <Trans>
          Tu reserva en {target.club_name}, {target.courtName}, quedará anulada y la cancha quedará libre para otros.
        </Trans>
      </p>
    </Modal>
  );
}

function Extras({ actor }: { actor: Actor }) {
  const extras = useSelector(actor, sel.extrasRef);
  const target = useSelector(actor, sel.extrasTarget);
  if (!extras || !target) return null;
  return <ExtrasModal actor={extras} booking={target} />;
}

function Qr({ actor }: { actor: Actor }) {
  const qr = useSelector(actor, sel.qr);
  if (!qr) return null;
  return (
    <QrModal
      booking={qr.booking}
      code={qr.code}
      copied={qr.copied}
      onCopy={() => actor.send({ type: 'qr.copy' })}
      onClose={() => actor.send({ type: 'qr.close' })}
    />
  );
}

function Payment({ actor }: { actor: Actor }) {
  const { i18n } = useLingui();
  const cashier = useSelector(actor, sel.cashierRef);
  const result = useSelector(actor, sel.paymentResultRef);
  const amount = useSelector(actor, sel.payAmount);
  return (
    <>
      <CashierModal cashier={cashier} amountText={amount ? money(amount.amount, amount.currencyCode, i18n.locale) : null} />
      {result ? <PaymentErrorModal result={result} /> : null}
    </>
  );
}

function Enrolments({ actor }: { actor: Actor }) {
  const { t } = useT();
  const sub = useSelector(actor, sel.enrolmentSubfilter);
  const asksMonth = useSelector(actor, sel.asksForMonth);
  const years = useSelector(actor, sel.years);
  const yearMonth = useSelector(actor, sel.yearMonth);
  const subs = [
    { value: 'active' as const, label: t`Activas` },
    { value: 'past' as const, label: t`Pasadas` },
  ];
  return (
    <section className="stack" aria-label={t`Inscripciones`}>
      <SegmentedControl<EnrolmentSubfilter>
        label={t`Lista de inscripciones`}
        hideLabel
        options={subs}
        value={sub}
        onChange={(value) => actor.send({ type: 'filter.enrolments', sub: value })}
      />
      {sub === 'past' ? (
        <MonthPicker years={years} value={yearMonth} onChoose={(year, month) => actor.send({ type: 'filter.month', year, month })} />
      ) : null}
      {asksMonth ? null : (
        <EmptyState title={<Trans>Aún no tienes inscripciones</Trans>}>
          <Trans>Las inscripciones a clases y actividades aparecerán aquí cuando estén disponibles.</Trans>
        </EmptyState>
      )}
    </section>
  );
}

function Matches() {
  const matchesTab = useMatchesTab();
  if (matchesTab) return <>{matchesTab.render()}</>;
  return (
    <EmptyState title={<Trans>Aún no tienes partidos</Trans>}>
      <Trans>Los partidos abiertos a los que te unas aparecerán aquí.</Trans>
    </EmptyState>
  );
}
