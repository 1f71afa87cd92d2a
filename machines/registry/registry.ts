// Every statechart of the app, for the flow visualiser (/flows) and `npm run flows`. A test
// (tests/machines/registry.test.ts) fails when a machine exported by a `*.machine.ts` file under
// machines/ is not listed here, so a new flow appears in the visualiser from its first day.
// Adding a flow is one line: `entry(myMachine, msg\`Title\`, { actorSrc: itsErrorTable })`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyStateMachine } from 'xstate';
import type { ErrorTable } from '#kernel/lib/errors';
import { bookingMachine } from '#machines/booking/booking.machine';
import { bookingErrorTables as booking } from '#machines/booking/booking.errors';
import { holdCountdownMachine } from '#machines/booking/hold/holdCountdown.machine';
import { reservationMachine } from '#machines/booking/reservation/reservation.machine';
import { cardEnrolmentMachine } from '#machines/cardEnrolment/cardEnrolment.machine';
import { cardErrorTables } from '#machines/cardEnrolment/cardEnrolment.errors';
import { savedCardsMachine } from '#machines/cardEnrolment/savedCards.machine';
import { cashierMachine } from '#machines/cashier/cashier.machine';
import { cashierErrorTables } from '#machines/cashier/cashier.errors';
import { checkInMachine } from '#machines/checkIn/checkIn.machine';
import { checkInErrors } from '#machines/checkIn/checkIn.errors';
import { confirmEmailMachine } from '#machines/confirmEmail/confirmEmail.machine';
import { confirmEmailErrors, humanCheckErrors } from '#machines/confirmEmail/confirmEmail.errors';
import { loginMachine } from '#machines/login/login.machine';
import { forgotPasswordMachine } from '#machines/passwordRecovery/forgotPassword.machine';
import { resetPasswordMachine } from '#machines/passwordRecovery/resetPassword.machine';
import { forgotErrors, resetErrors } from '#machines/passwordRecovery/passwordRecovery.errors';
import { biometricErrors, loginErrors, socialCheckErrors } from '#machines/login/login.errors';
import { personalDataMachine } from '#machines/personalData/personalData.machine';
import { documentErrors, loadPersonalDataErrors, saveUserErrors } from '#machines/personalData/personalData.errors';
import { oneClickEnrolmentMachine } from '#machines/oneClickEnrolment/oneClickEnrolment.machine';
import { oneClickErrorTables } from '#machines/oneClickEnrolment/oneClickEnrolment.errors';
import { paymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import { paymentErrors } from '#machines/paymentResult/paymentResult.errors';
import { registerMachine } from '#machines/register/register.machine';
import { registerErrors } from '#machines/register/register.errors';
import { sessionMachine } from '#machines/session/session.machine';
import { bookingSummaryMachine } from '#machines/bookingSummary/bookingSummary.machine';
import { bookingSummaryErrors } from '#machines/bookingSummary/bookingSummary.errors';
import { multipleProductSummaryMachine } from '#machines/multipleProductSummary/multipleProductSummary.machine';
import { multipleProductSummaryErrors } from '#machines/multipleProductSummary/multipleProductSummary.errors';
import { openMatchMachine } from '#machines/openMatch/openMatch.machine';
import { challengeMachine } from '#machines/challenge/challenge.machine';
import { chatMachine } from '#machines/chat/chat.machine';
import { matchRatingMachine } from '#machines/matchRating/matchRating.machine';
import { ratingErrors as matchRatingErrors } from '#machines/matchRating/matchRating.errors';
import { historyErrors as chatHistoryErrors, sendErrors as chatSendErrors } from '#machines/chat/chat.errors';
import {
  loadErrors as challengeLoadErrors,
  moveErrors as challengeMoveErrors,
  sendErrors as challengeSendErrors,
} from '#machines/challenge/challenge.errors';
import { joinErrors, leaveErrors } from '#machines/openMatch/openMatch.errors';
import { myOpenMatchesMachine } from '#machines/myOpenMatches/myOpenMatches.machine';
import { listErrors } from '#machines/myOpenMatches/myOpenMatches.errors';
import { bookingsListMachine } from '#machines/bookingsList/bookingsList.machine';
import { bookingAncillariesMachine } from '#machines/bookingAncillaries/bookingAncillaries.machine';
import { openMatchListMachine } from '#machines/openMatchList/openMatchList.machine';
import { announcementsMachine } from '#machines/announcements/announcements.machine';
import { openMatchListErrors } from '#machines/openMatchList/openMatchList.errors';
import { buyExtraErrors, loadExtrasErrors } from '#machines/bookingAncillaries/bookingAncillaries.errors';
import { cancelErrors, creditErrors, listErrors as bookingsListErrors } from '#machines/bookingsList/bookingsList.errors';
import { clubPageMachine } from '#machines/clubPage/clubPage.machine';
import { externalLinkErrors, loadClubErrors } from '#machines/clubPage/clubPage.errors';
import { webpayStatusMachine } from '#machines/webpayStatus/webpayStatus.machine';
import { webpayStatusErrors } from '#machines/webpayStatus/webpayStatus.errors';
import { couponsMachine } from '#machines/coupons/coupons.machine';
import { loadCouponsErrors } from '#machines/coupons/coupons.errors';
import { customerCodesMachine } from '#machines/customerCodes/customerCodes.machine';
import { loadCodesErrors, retrieveCodesErrors } from '#machines/customerCodes/customerCodes.errors';
import { sportProfileMachine } from '#machines/sportProfile/sportProfile.machine';
import { loadSportProfileErrors, saveSportProfileErrors } from '#machines/sportProfile/sportProfile.errors';
import { sportCategoriesMachine } from '#machines/sportCategories/sportCategories.machine';
import { loadCategoriesErrors, loadClubSportsErrors, saveCategoryErrors } from '#machines/sportCategories/sportCategories.errors';
import { mobileSettingsMachine } from '#machines/mobileSettings/mobileSettings.machine';
import {
  biometricErrors as biometricEnrolmentErrors,
  checkPushErrors,
  savePushErrors,
} from '#machines/mobileSettings/mobileSettings.errors';
import { friendsMachine } from '#machines/friends/friends.machine';
import { loadFriendsErrors, removeFriendErrors } from '#machines/friends/friends.errors';
import { notificationsMachine } from '#machines/notifications/notifications.machine';
import { pushTokenErrors, unreadErrors } from '#machines/notifications/notifications.errors';
import { notificationsListMachine } from '#machines/notificationsList/notificationsList.machine';
import { notificationPreferencesMachine } from '#machines/notificationPreferences/notificationPreferences.machine';
import { loadPreferenceErrors, savePreferenceErrors } from '#machines/notificationPreferences/notificationPreferences.errors';
import {
  loadErrors as notificationsLoadErrors,
  readErrors as notificationsReadErrors,
} from '#machines/notificationsList/notificationsList.errors';

import { changePasswordMachine } from '#machines/changePassword/changePassword.machine';
import { changePasswordErrors } from '#machines/changePassword/changePassword.errors';
import { changeEmailMachine } from '#machines/changeEmail/changeEmail.machine';
import { checkEmailErrors, requestEmailChangeErrors } from '#machines/changeEmail/changeEmail.errors';
import { accountClosureMachine } from '#machines/accountClosure/accountClosure.machine';
import { accountClosureErrors } from '#machines/accountClosure/accountClosure.errors';
import { profilePictureMachine } from '#machines/profilePicture/profilePicture.machine';
import { profilePictureErrors } from '#machines/profilePicture/profilePicture.errors';
import { termsMachine } from '#machines/terms/terms.machine';
import { termsErrors } from '#machines/terms/terms.errors';

/** An actor's error table, by the actor's name in `setup({ actors })`. */
export type ErrorTablesByActor = Readonly<Record<string, ErrorTable>>;

export interface FlowEntry {
  /** The machine's id (also the URL segment of /flows). */
  id: string;
  title: MessageDescriptor;
  machine: AnyStateMachine;
  /** The error table of each actor that has one: what each code shows. */
  errors: ErrorTablesByActor;
}

function entry(machine: AnyStateMachine, title: MessageDescriptor, errors: ErrorTablesByActor = {}): FlowEntry {
  return { id: machine.id, title, machine, errors };
}

export const flowRegistry: readonly FlowEntry[] = [
  entry(bookingMachine, msg`Reserva de cancha`, {
    loadClubs: booking.clubs,
    loadClub: booking.club,
    loadClubSports: booking.sports,
    loadClubSport: booking.sport,
    fetchTimeslots: booking.timeslots,
    fetchSchedule: booking.schedule,
    createHold: booking.hold,
  }),
  entry(reservationMachine, msg`Resumen y pago de la reserva`, { requestQuote: booking.quote, createBooking: booking.booking }),
  entry(holdCountdownMachine, msg`Cuenta regresiva del bloqueo`),
  entry(cashierMachine, msg`Caja (medios de pago)`, cashierErrorTables),
  entry(cardEnrolmentMachine, msg`Inscripción de tarjeta`, cardErrorTables),
  entry(savedCardsMachine, msg`Tarjetas guardadas`),
  entry(oneClickEnrolmentMachine, msg`Inscripción Oneclick`, oneClickErrorTables),
  entry(paymentResultMachine, msg`Resultado del pago`, { readOutcome: paymentErrors }),
  entry(webpayStatusMachine, msg`Estado del pago Webpay`, { checkPaymentStatus: webpayStatusErrors }),
  entry(sessionMachine, msg`Sesión de la app`),
  entry(loginMachine, msg`Iniciar sesión`, { logIn: loginErrors, checkSocialUser: socialCheckErrors, biometricLogIn: biometricErrors }),
  entry(registerMachine, msg`Crear cuenta`, { register: registerErrors, logIn: loginErrors }),
  entry(personalDataMachine, msg`Datos personales`, {
    loadPersonalData: loadPersonalDataErrors,
    saveUser: saveUserErrors,
    setDocument: documentErrors,
  }),
  entry(confirmEmailMachine, msg`Confirmar correo`, { solveHumanCheck: humanCheckErrors, confirmEmail: confirmEmailErrors }),
  entry(forgotPasswordMachine, msg`Recuperar contraseña`, { requestReset: forgotErrors }),
  entry(resetPasswordMachine, msg`Nueva contraseña`, { resetPassword: resetErrors }),
  entry(checkInMachine, msg`Check-in`, { checkIn: checkInErrors }),
  entry(bookingSummaryMachine, msg`Resumen de una reserva`, { loadSummary: bookingSummaryErrors }),
  entry(multipleProductSummaryMachine, msg`Resumen de un pago de varias reservas`, { loadItems: multipleProductSummaryErrors }),
  entry(openMatchMachine, msg`Unirse a un partido abierto`, { joinMatch: joinErrors, leaveMatch: leaveErrors }),
  entry(challengeMachine, msg`Desafío de match`, {
    fetchOptions: challengeLoadErrors,
    sendChallenge: challengeSendErrors,
    fetchChallenge: challengeLoadErrors,
    moveChallenge: challengeMoveErrors,
  }),
  entry(chatMachine, msg`Chat de match`, { fetchHistory: chatHistoryErrors, postMessage: chatSendErrors }),
  entry(matchRatingMachine, msg`Calificar un partido de match`, { fetchRating: matchRatingErrors, saveRating: matchRatingErrors }),
  entry(myOpenMatchesMachine, msg`Mis partidos abiertos`, { fetchMatches: listErrors, leaveMatch: leaveErrors }),
  entry(bookingsListMachine, msg`Mis reservas`, {
    loadPage: bookingsListErrors,
    cancelBooking: cancelErrors,
    convertToCredit: creditErrors,
  }),
  entry(announcementsMachine, msg`Anuncios`),
  entry(openMatchListMachine, msg`Partidos abiertos de un club`, { fetchClubMatches: openMatchListErrors }),
  entry(bookingAncillariesMachine, msg`Comprar adicionales de una reserva`, { loadExtras: loadExtrasErrors, buyExtra: buyExtraErrors }),
  entry(clubPageMachine, msg`Página del club`, { loadClub: loadClubErrors, generateLink: externalLinkErrors }),
  entry(notificationsMachine, msg`Notificaciones`, { fetchUnreadCount: unreadErrors, checkPushToken: pushTokenErrors }),
  entry(notificationsListMachine, msg`Mis notificaciones`, { loadPage: notificationsLoadErrors, markRead: notificationsReadErrors }),
  entry(notificationPreferencesMachine, msg`Preferencias de notificación`, {
    loadPreferences: loadPreferenceErrors,
    savePreference: savePreferenceErrors,
  }),
  entry(profilePictureMachine, msg`Foto de perfil`, { uploadPicture: profilePictureErrors }),
  entry(changePasswordMachine, msg`Cambiar contraseña`, { changePassword: changePasswordErrors }),
  entry(changeEmailMachine, msg`Cambiar correo`, { checkEmail: checkEmailErrors, requestEmailChange: requestEmailChangeErrors }),
  entry(accountClosureMachine, msg`Cerrar mi cuenta`, { requestClosure: accountClosureErrors }),
  entry(termsMachine, msg`Términos y condiciones`, { loadTerms: termsErrors }),
  entry(friendsMachine, msg`Amigos`, { loadFriends: loadFriendsErrors, removeFriend: removeFriendErrors }),
  entry(couponsMachine, msg`Cupones`, { loadCoupons: loadCouponsErrors }),
  entry(customerCodesMachine, msg`Códigos de cliente`, { loadCodes: loadCodesErrors, retrieveCodes: retrieveCodesErrors }),
  entry(sportProfileMachine, msg`Perfil deportivo`, {
    checkAvailability: loadSportProfileErrors,
    loadProfile: loadSportProfileErrors,
    saveProfile: saveSportProfileErrors,
  }),
  entry(sportCategoriesMachine, msg`Categorías deportivas`, {
    loadClubSports: loadClubSportsErrors,
    loadCategories: loadCategoriesErrors,
    saveCategory: saveCategoryErrors,
  }),
  entry(mobileSettingsMachine, msg`Ajustes del dispositivo`, {
    enableBiometric: biometricEnrolmentErrors,
    checkPush: checkPushErrors,
    savePush: savePushErrors,
  }),
];

export function flowById(id: string): FlowEntry | undefined {
  return flowRegistry.find((flow) => flow.id === id);
}
