import * as config from './config';
import * as account from './account';
import * as accountEntry from './accountEntry';
import * as passwordRecovery from './passwordRecovery';
import * as humanCheck from './humanCheck';
import * as socialLogin from './socialLogin';
import * as booking from './booking';
import * as payments from './payments';
import * as notifications from './notifications';
import * as geo from './geo';
import * as profileAccount from './profileAccount';
import * as profileItems from './profileItems';
import * as matchProfile from './matchProfile';
import * as matchChallenge from './matchChallenge';
import * as matchChat from './matchChat';
import * as matchRating from './matchRating';
import type { EndpointDef } from './endpoint';

export * from './endpoint';
export * from './envelope';
export * from './commonErrors';
export * from './headers';
export * from './brands';
export * as configContract from './config';
/** The account area, for the server and the tests (the app imports each endpoint from its file). */
export const accountContract = { ...account, ...accountEntry, ...passwordRecovery, ...humanCheck, ...profileAccount, ...socialLogin };
export * as bookingContract from './booking';
export * as paymentsContract from './payments';
export * as notificationsContract from './notifications';
export * as geoContract from './geo';
export * as profileItemsContract from './profileItems';
export * as matchProfileContract from './matchProfile';
export * as matchChallengeContract from './matchChallenge';
export * as matchChatContract from './matchChat';
export * as matchRatingContract from './matchRating';

function endpointsOf(mod: Record<string, unknown>): EndpointDef[] {
  return Object.values(mod).filter(
    (v): v is EndpointDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
  );
}

/** Every endpoint of the contract: the server registers these, the contract-wide tests walk them. */
export const endpoints = {
  getConfig: config.getConfig,
  getLanguages: config.getLanguages,
  getCountries: config.getCountries,
  listGeoCountries: geo.listGeoCountries,
  listGeoStates: geo.listGeoStates,
  listGeoCities: geo.listGeoCities,
  searchGeoCities: geo.searchGeoCities,
  login: accountEntry.login,
  register: accountEntry.register,
  confirmEmail: accountEntry.confirmEmail,
  checkFacebookUser: socialLogin.checkFacebookUser,
  issueSandboxFacebookToken: socialLogin.issueSandboxFacebookToken,
  forgotPassword: passwordRecovery.forgotPassword,
  forgotPasswordFoid: passwordRecovery.forgotPasswordFoid,
  resetPassword: passwordRecovery.resetPassword,
  getHumanChallenge: humanCheck.getHumanChallenge,
  validateToken: account.validateToken,
  logout: account.logout,
  getUser: account.getUser,
  updateUser: account.updateUser,
  setLanguage: account.setLanguage,
  checkEmailChange: account.checkEmailChange,
  requestEmailChange: account.requestEmailChange,
  confirmEmailChange: account.confirmEmailChange,
  uploadProfilePicture: profileAccount.uploadProfilePicture,
  changePassword: profileAccount.changePassword,
  requestAccountClosure: profileAccount.requestAccountClosure,
  getAccountClosure: profileAccount.getAccountClosure,
  getTerms: profileAccount.getTerms,
  listClubs: booking.listClubs,
  getClub: booking.getClub,
  generateExternalLink: booking.generateExternalLink,
  toggleFavouriteClub: booking.toggleFavouriteClub,
  listFavouriteClubsByLocation: booking.listFavouriteClubsByLocation,
  listUserFavouriteClubs: booking.listUserFavouriteClubs,
  requestClub: booking.requestClub,
  listClubNews: booking.listClubNews,
  listSports: booking.listSports,
  getSport: booking.getSport,
  listClubSports: booking.listClubSports,
  getClubSport: booking.getClubSport,
  getSchedule: booking.getSchedule,
  getClubTimeslots: booking.getClubTimeslots,
  searchTimeslots: booking.searchTimeslots,
  getCrossCourtBlocks: booking.getCrossCourtBlocks,
  releaseDispenser: booking.releaseDispenser,
  createHold: booking.createHold,
  releaseHold: booking.releaseHold,
  releaseSlotHold: booking.releaseSlotHold,
  requestQuote: booking.requestQuote,
  createBooking: booking.createBooking,
  listCourtBookings: booking.listCourtBookings,
  cancelBooking: booking.cancelBooking,
  confirmBookingPlayer: booking.confirmBookingPlayer,
  rejectBookingPlayer: booking.rejectBookingPlayer,
  leaveBooking: booking.leaveBooking,
  serviceFeeFeasibility: booking.serviceFeeFeasibility,
  couponsSummary: booking.couponsSummary,
  offersAvailability: booking.offersAvailability,
  getInsurancePlan: booking.getInsurancePlan,
  getBooking: booking.getBooking,
  listBookingVouchers: booking.listBookingVouchers,
  listBookingMultipleVouchers: booking.listBookingMultipleVouchers,
  listMultipleBookings: booking.listMultipleBookings,
  getCrossSell: booking.getCrossSell,
  getMultipleProduct: booking.getMultipleProduct,
  getCanReview: booking.getCanReview,
  checkIn: booking.checkIn,
  getOpenMatch: booking.getOpenMatch,
  joinOpenMatch: booking.joinOpenMatch,
  leaveOpenMatch: booking.leaveOpenMatch,
  listUserOpenMatches: booking.listUserOpenMatches,
  listClubOpenMatches: booking.listClubOpenMatches,
  listAnnouncements: booking.listAnnouncements,
  listActiveBookings: booking.listActiveBookings,
  listBookingsToPay: booking.listBookingsToPay,
  listPastBookings: booking.listPastBookings,
  convertBookingToCredit: booking.convertBookingToCredit,
  payBookingWithCredit: booking.payBookingWithCredit,
  teacherUpdateBooking: booking.teacherUpdateBooking,
  listBookingAncillaries: booking.listBookingAncillaries,
  buyAncillary: booking.buyAncillary,
  requestWaitingList: booking.requestWaitingList,
  getClubSportBlocks: booking.getClubSportBlocks,
  getLatamPassId: booking.getLatamPassId,
  saveLatamPassId: booking.saveLatamPassId,
  listWaitingLists: booking.listWaitingLists,
  revokeWaitingList: booking.revokeWaitingList,
  listClubFops: payments.listClubFops,
  listTokenizedFops: payments.listTokenizedFops,
  getCardCountryConfig: payments.getCardCountryConfig,
  precheckCardSubscription: payments.precheckCardSubscription,
  createCardSubscription: payments.createCardSubscription,
  createClubCardSubscription: payments.createClubCardSubscription,
  listKushkiTokenizedCards: payments.listKushkiTokenizedCards,
  deletePaymentMethod: payments.deletePaymentMethod,
  updateMissingData: payments.updateMissingData,
  startOneClickEnrolment: payments.startOneClickEnrolment,
  listOneClickCards: payments.listOneClickCards,
  getOneClickEnrolment: payments.getOneClickEnrolment,
  getOneClickPayment: payments.getOneClickPayment,
  getWebpayStatus: payments.getWebpayStatus,
  getWebpayStatusById: payments.getWebpayStatusById,
  payBooking: payments.payBooking,
  payBookingInsurance: payments.payBookingInsurance,
  createAndPayMultipleProducts: payments.createAndPayMultipleProducts,
  cancelMultipleProducts: payments.cancelMultipleProducts,
  saveSecureValidationDiscount: payments.saveSecureValidationDiscount,
  updateFoid: payments.updateFoid,
  getFirstBooking: payments.getFirstBooking,
  listNotifications: notifications.listNotifications,
  countUnreadNotifications: notifications.countUnreadNotifications,
  markAllNotificationsRead: notifications.markAllNotificationsRead,
  markNotificationRead: notifications.markNotificationRead,
  getNotificationPreferences: notifications.getNotificationPreferences,
  setNotificationPreferences: notifications.setNotificationPreferences,
  registerPushToken: notifications.registerPushToken,
  checkPushToken: notifications.checkPushToken,
  listRelationships: profileItems.listRelationships,
  deleteRelationship: profileItems.deleteRelationship,
  listUserCoupons: profileItems.listUserCoupons,
  listClubCustomerCodes: profileItems.listClubCustomerCodes,
  retrieveCustomerCodes: profileItems.retrieveCustomerCodes,
  checkSportProfileAvailability: profileItems.checkSportProfileAvailability,
  getSportProfile: profileItems.getSportProfile,
  saveSportProfile: profileItems.saveSportProfile,
  listClubSportCategories: profileItems.listClubSportCategories,
  listUserSportCategories: profileItems.listUserSportCategories,
  setUserClubSportCategory: profileItems.setUserClubSportCategory,
  getMatchUser: matchProfile.getMatchUser,
  listMatchSports: matchProfile.listMatchSports,
  getMatchData: matchProfile.getMatchData,
  saveMatchData: matchProfile.saveMatchData,
  saveMatchPreferences: matchProfile.saveMatchPreferences,
  getMatchUserData: matchProfile.getMatchUserData,
  activateMatchSport: matchProfile.activateMatchSport,
  deactivateMatchSport: matchProfile.deactivateMatchSport,
  checkTeamName: matchProfile.checkTeamName,
  listRecommendations: matchProfile.listRecommendations,
  listPendingMatches: matchProfile.listPendingMatches,
  listAcceptedMatches: matchProfile.listAcceptedMatches,
  listMatchesToDiscard: matchProfile.listMatchesToDiscard,
  sendChallenge: matchChallenge.sendChallenge,
  challengeOptions: matchChallenge.challengeOptions,
  getChallenge: matchChallenge.getChallenge,
  acceptChallenge: matchChallenge.acceptChallenge,
  declineChallenge: matchChallenge.declineChallenge,
  cancelChallenge: matchChallenge.cancelChallenge,
  dismissChallenge: matchChallenge.dismissChallenge,
  nogoChallenge: matchChallenge.nogoChallenge,
  getChatHistory: matchChat.getChatHistory,
  postChatMessage: matchChat.postChatMessage,
  markChatDelivered: matchChat.markChatDelivered,
  markChatDeliveredMultiple: matchChat.markChatDeliveredMultiple,
  getChallengeRating: matchRating.getChallengeRating,
  rateChallenge: matchRating.rateChallenge,
  getRatingByHash: matchRating.getRatingByHash,
  rateByHash: matchRating.rateByHash,
  getMatchRanking: matchRating.getMatchRanking,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export const allEndpoints: EndpointDef[] = Object.values(endpoints);

// Guard against an endpoint defined in an area module but forgotten in the registry.
const defined = [
  ...endpointsOf(config),
  ...endpointsOf(account),
  ...endpointsOf(accountEntry),
  ...endpointsOf(passwordRecovery),
  ...endpointsOf(humanCheck),
  ...endpointsOf(profileAccount),
  ...endpointsOf(socialLogin),
  ...endpointsOf(booking),
  ...endpointsOf(payments),
  ...endpointsOf(notifications),
  ...endpointsOf(geo),
  ...endpointsOf(profileItems),
  ...endpointsOf(matchProfile),
  ...endpointsOf(matchChallenge),
  ...endpointsOf(matchChat),
  ...endpointsOf(matchRating),
];
if (defined.length !== allEndpoints.length) {
  throw new Error('An endpoint of kernel/contract is missing from the registry in index.ts');
}
