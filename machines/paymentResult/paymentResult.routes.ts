// Where a payment result leads (spec part 2 §2 routes, §4 payment result, part 1 §4.4, §9).
import { msg } from '@lingui/core/macro';
import type { PaymentAnswer, ProductKind, ShowErrorPageParams } from './paymentResult.types';

/** Product ids of the purchase analytics and multi-product payments (spec part 1 §9, part 2 §3). */
export const PRODUCT_IDS: Partial<Record<ProductKind, number>> = { booking: 1, activity: 2, multiple: 4 };

/** The order number of the purchase event: '{productId}-{id}'; the kind's name where the spec gives no id. */
export function orderIdFor(product: ProductKind, id: number | string): string {
  return `${PRODUCT_IDS[product] ?? product}-${id}`;
}

/**
 * The product's summary page. The spec names booking, activity, coupon pack and multiple-product
 * summaries; a prime subscription has no summary page, its equivalent is the subscription page.
 */
export function summaryPath(product: ProductKind, id: number | string): string {
  const ref = encodeURIComponent(String(id));
  switch (product) {
    case 'booking':
      return `/summary/${ref}`;
    case 'activity':
      return `/activity_summary/${ref}`;
    case 'couponPack':
      return `/coupon_pack_summary/${ref}`;
    case 'multiple':
      return `/multiple_product_summary/${ref}`;
    case 'prime':
      return '/profile/prime';
  }
}

export const BOOKINGS_PATH = '/bookings';
export const BOOKINGS_TO_PAY_PATH = '/bookings?toPay=1';

/** -92: the card provider's page, which shows the status of that payment and polls it. */
export function providerPagePath(webpayId: string | number): string {
  return `/webpay?webpay_id=${encodeURIComponent(String(webpayId))}`;
}

export const PAYMENT_NOT_VALIDATED_STATUS = 400;

const speedPage = {
  status: PAYMENT_NOT_VALIDATED_STATUS,
  title: msg`Demasiados intentos de pago`,
  message: msg`Hiciste varios intentos de pago en poco tiempo. Espera unos minutos e inténtalo de nuevo.`,
} satisfies ShowErrorPageParams;

const genericPage = {
  status: PAYMENT_NOT_VALIDATED_STATUS,
  title: msg`No pudimos procesar tu pago`,
  message: msg`El pago no pudo ser procesado o validado. No se realizó ningún cargo.`,
} satisfies ShowErrorPageParams;

/** The error page of a payment that was not validated: 'speed' texts for FOP_SPEED. */
export function errorPageFor(answer: PaymentAnswer | null): ShowErrorPageParams {
  return answer?.paymentData?.errCategory === 'FOP_SPEED' ? speedPage : genericPage;
}

export const paymentErrorPages = { speed: speedPage, generic: genericPage } as const;
