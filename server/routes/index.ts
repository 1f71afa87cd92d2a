import { socialLoginRoutes } from './socialLogin';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '#server/deps';
import { accountRoutes } from './account';
import { afterBookingRoutes } from './afterBooking';
import { bookingExtraRoutes } from './bookingExtras';
import { bookingRoutes } from './bookings';
import { bookingsListRoutes } from './bookingsList';
import { bookingSummaryRoutes } from './bookingSummary';
import { checkInRoutes } from './checkIn';
import { clubRoutes } from './clubs';
import { configRoutes } from './config';
import { favouriteClubRoutes } from './favouriteClubs';
import { geoRoutes } from './geo';
import { golfRoutes } from './golf';
import { holdRoutes } from './holds';
import { notificationRoutes } from './notifications';
import { openMatchRoutes } from './openMatch';
import { matchChallengeRoutes } from './matchChallenges';
import { matchChatRoutes } from './matchChat';
import { matchRatingRoutes } from './matchRating';
import { profileItemRoutes } from './profileItems';
import { matchProfileRoutes } from './matchProfile';
import { paymentsAbandonedRoutes } from './paymentsAbandoned';
import { paymentsCardsRoutes } from './paymentsCards';
import { paymentsFopsRoutes } from './paymentsFops';
import { paymentsMultiProductRoutes } from './paymentsMultiProduct';
import { paymentsPayRoutes } from './paymentsPay';
import { paymentsSandboxRoutes } from './paymentsSandbox';
import { paymentsSecureRoutes } from './paymentsSecure';
import { paymentsStatusRoutes } from './paymentsStatus';
import { teacherBookingRoutes } from './teacherBookings';
import { profileAccountRoutes } from './profileAccount';
import { timeslotRoutes } from './timeslots';
import { waitingListRoutes } from './waitingList';
import { sportBlockRoutes } from './sportBlocks';
import { latamPassRoutes } from './latamPass';

/** Every area's routes; each registers its endpoints from kernel/contract. */
export const routeModules: ((app: FastifyInstance, deps: ServerDeps) => void)[] = [
  configRoutes,
  geoRoutes,
  accountRoutes,
  profileAccountRoutes,
  socialLoginRoutes,
  clubRoutes,
  favouriteClubRoutes,
  timeslotRoutes,
  holdRoutes,
  golfRoutes,
  bookingRoutes,
  bookingsListRoutes,
  bookingExtraRoutes,
  bookingSummaryRoutes,
  afterBookingRoutes,
  teacherBookingRoutes,
  checkInRoutes,
  openMatchRoutes,
  paymentsFopsRoutes,
  paymentsCardsRoutes,
  paymentsStatusRoutes,
  paymentsPayRoutes,
  paymentsMultiProductRoutes,
  paymentsSecureRoutes,
  paymentsSandboxRoutes,
  paymentsAbandonedRoutes,
  notificationRoutes,
  profileItemRoutes,
  matchProfileRoutes,
  matchChallengeRoutes,
  matchChatRoutes,
  matchRatingRoutes,
  waitingListRoutes,
  sportBlockRoutes,
  latamPassRoutes,
];
