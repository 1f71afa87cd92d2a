import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { formatDay, formatTime } from './format';
import type { BookingListItemDto } from '#kernel/contract/booking/bookingsList';

/** Spec part 2 §9: the QR is 300 px on mobile and 400 px on desktop. */
export const QR_SIZE_MOBILE = 300;
export const QR_SIZE_DESKTOP = 400;
const DESKTOP_QUERY = '(min-width: 769px)';

function qrSize(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return QR_SIZE_MOBILE;
  return window.matchMedia(DESKTOP_QUERY).matches ? QR_SIZE_DESKTOP : QR_SIZE_MOBILE;
}

export interface QrModalProps {
  booking: BookingListItemDto;
  code: string;
  copied: boolean;
  onCopy(): void;
  onClose(): void;
}

/** The club gate's access code as a QR image (the `qrcode` package) and as text to copy. */
export function QrModal({ booking, code, copied, onCopy, onClose }: QrModalProps) {
  const { t, i18n } = useLingui();
  const [size] = useState(qrSize);
  const [image, setImage] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(code, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => live && setImage({ code, url }),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [code, size]);
  return (
    <Modal
      open
      title={<Trans>Código de acceso</Trans>}
      onClose={onClose}
      footer={
        <Button block variant="secondary" onClick={onClose}>
          <Trans>Cerrar</Trans>
        </Button>
      }
    >
      <div className="bookings-qr" data-testid="access-qr">
        <p className="muted">
          {booking.club_name} · {booking.courtName} · {formatDay(booking.local_date, i18n.locale)} {formatTime(booking.local_start_time)}
        </p>
        {image?.code === code ? (
          <img src={image.url} width={size} height={size} alt={t`Código QR de acceso ${code}`} className="bookings-qr__image" />
        ) : (
          <div style={{ width: size, height: size }} className="bookings-qr__image" aria-hidden="true" />
        )}
        <p className="bookings-qr__code" data-testid="access-code">
          {code}
        </p>
        <Button variant="secondary" onClick={onCopy}>
          <Trans>Copiar código</Trans>
        </Button>
        <p role="status" aria-live="polite" className="bookings-qr__copied">
          {copied ? <Trans>¡Copiado!</Trans> : null}
        </p>
      </div>
    </Modal>
  );
}
