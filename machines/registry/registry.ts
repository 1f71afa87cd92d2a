// Every statechart of the app, for the flow visualiser (/flows) and `npm run flows`. A test
// (tests/machines/registry.test.ts) fails when a machine exported by a `*.machine.ts` file under
// machines/ is not listed here, so a new flow appears in the visualiser from its first day.
// The list itself is ids and titles only: each entry imports its machine and error tables when it
// is opened (`load`), so /flows does not ship every machine of the app in its own chunk.
// Adding a flow is one entry: `flow('myFlow', msg\`Title\`, () => both(import(machine), import(errors), pick))`.
import { msg } from '@lingui/core/macro';
import { both, flow, type FlowEntry } from './flowEntry';

export type { ErrorTablesByActor, FlowEntry, LoadedFlow, OpenFlow } from './flowEntry';

export const flowRegistry: readonly FlowEntry[] = [
  flow('booking', msg`Reserva de cancha`, () =>
    both(import('#machines/booking/booking.machine'), import('#machines/booking/booking.errors'), (m, { bookingErrorTables: e }) => ({
      machine: m.bookingMachine,
      errors: {
        loadClubs: e.clubs,
        loadClub: e.club,
        loadClubSports: e.sports,
        loadClubSport: e.sport,
        fetchTimeslots: e.timeslots,
        fetchSchedule: e.schedule,
        createHold: e.hold,
      },
    })),
  ),
  flow('reservation', msg`Resumen y pago de la reserva`, () =>
    both(import('#machines/booking/reservation/reservation.machine'), import('#machines/booking/booking.errors'), (m, e) => ({
      machine: m.reservationMachine,
      errors: { requestQuote: e.bookingErrorTables.quote, createBooking: e.bookingErrorTables.booking },
    })),
  ),
  flow('holdCountdown', msg`Cuenta regresiva del bloqueo`, async () => ({
    machine: (await import('#machines/booking/hold/holdCountdown.machine')).holdCountdownMachine,
  })),
  flow('cashier', msg`Caja (medios de pago)`, () =>
    both(import('#machines/cashier/cashier.machine'), import('#machines/cashier/cashier.errors'), (m, e) => ({
      machine: m.cashierMachine,
      errors: e.cashierErrorTables,
    })),
  ),
  flow('cardEnrolment', msg`Inscripción de tarjeta`, () =>
    both(import('#machines/cardEnrolment/cardEnrolment.machine'), import('#machines/cardEnrolment/cardEnrolment.errors'), (m, e) => ({
      machine: m.cardEnrolmentMachine,
      errors: e.cardErrorTables,
    })),
  ),
  flow('savedCards', msg`Tarjetas guardadas`, async () => ({
    machine: (await import('#machines/cardEnrolment/savedCards.machine')).savedCardsMachine,
  })),
  flow('oneClickEnrolment', msg`Inscripción Oneclick`, () =>
    both(
      import('#machines/oneClickEnrolment/oneClickEnrolment.machine'),
      import('#machines/oneClickEnrolment/oneClickEnrolment.errors'),
      (m, e) => ({ machine: m.oneClickEnrolmentMachine, errors: e.oneClickErrorTables }),
    ),
  ),
  flow('paymentResult', msg`Resultado del pago`, () =>
    both(import('#machines/paymentResult/paymentResult.machine'), import('#machines/paymentResult/paymentResult.errors'), (m, e) => ({
      machine: m.paymentResultMachine,
      errors: { readOutcome: e.paymentErrors },
    })),
  ),
  flow('webpayStatus', msg`Estado del pago Webpay`, () =>
    both(import('#machines/webpayStatus/webpayStatus.machine'), import('#machines/webpayStatus/webpayStatus.errors'), (m, e) => ({
      machine: m.webpayStatusMachine,
      errors: { checkPaymentStatus: e.webpayStatusErrors },
    })),
  ),
  flow('session', msg`Sesión de la app`, async () => ({ machine: (await import('#machines/session/session.machine')).sessionMachine })),
  flow('login', msg`Iniciar sesión`, () =>
    both(import('#machines/login/login.machine'), import('#machines/login/login.errors'), (m, e) => ({
      machine: m.loginMachine,
      errors: { logIn: e.loginErrors, checkSocialUser: e.socialCheckErrors, biometricLogIn: e.biometricErrors },
    })),
  ),
  flow('register', msg`Crear cuenta`, () =>
    both(
      import('#machines/register/register.machine'),
      Promise.all([import('#machines/register/register.errors'), import('#machines/login/login.errors')]),
      (m, [e, login]) => ({ machine: m.registerMachine, errors: { register: e.registerErrors, logIn: login.loginErrors } }),
    ),
  ),
  flow('personalData', msg`Datos personales`, () =>
    both(import('#machines/personalData/personalData.machine'), import('#machines/personalData/personalData.errors'), (m, e) => ({
      machine: m.personalDataMachine,
      errors: { loadPersonalData: e.loadPersonalDataErrors, saveUser: e.saveUserErrors, setDocument: e.documentErrors },
    })),
  ),
  flow('confirmEmail', msg`Confirmar correo`, () =>
    both(import('#machines/confirmEmail/confirmEmail.machine'), import('#machines/confirmEmail/confirmEmail.errors'), (m, e) => ({
      machine: m.confirmEmailMachine,
      errors: { solveHumanCheck: e.humanCheckErrors, confirmEmail: e.confirmEmailErrors },
    })),
  ),
  flow('forgotPassword', msg`Recuperar contraseña`, () =>
    both(
      import('#machines/passwordRecovery/forgotPassword.machine'),
      import('#machines/passwordRecovery/passwordRecovery.errors'),
      (m, e) => ({
        machine: m.forgotPasswordMachine,
        errors: { requestReset: e.forgotErrors },
      }),
    ),
  ),
  flow('resetPassword', msg`Nueva contraseña`, () =>
    both(
      import('#machines/passwordRecovery/resetPassword.machine'),
      import('#machines/passwordRecovery/passwordRecovery.errors'),
      (m, e) => ({
        machine: m.resetPasswordMachine,
        errors: { resetPassword: e.resetErrors },
      }),
    ),
  ),
  flow('checkIn', msg`Check-in`, () =>
    both(import('#machines/checkIn/checkIn.machine'), import('#machines/checkIn/checkIn.errors'), (m, e) => ({
      machine: m.checkInMachine,
      errors: { checkIn: e.checkInErrors },
    })),
  ),
  flow('bookingSummary', msg`Resumen de una reserva`, () =>
    both(import('#machines/bookingSummary/bookingSummary.machine'), import('#machines/bookingSummary/bookingSummary.errors'), (m, e) => ({
      machine: m.bookingSummaryMachine,
      errors: { loadSummary: e.bookingSummaryErrors },
    })),
  ),
  flow('multipleProductSummary', msg`Resumen de un pago de varias reservas`, () =>
    both(
      import('#machines/multipleProductSummary/multipleProductSummary.machine'),
      import('#machines/multipleProductSummary/multipleProductSummary.errors'),
      (m, e) => ({ machine: m.multipleProductSummaryMachine, errors: { loadItems: e.multipleProductSummaryErrors } }),
    ),
  ),
  flow('openMatch', msg`Unirse a un partido abierto`, () =>
    both(import('#machines/openMatch/openMatch.machine'), import('#machines/openMatch/openMatch.errors'), (m, e) => ({
      machine: m.openMatchMachine,
      errors: { joinMatch: e.joinErrors, leaveMatch: e.leaveErrors },
    })),
  ),
  flow('myOpenMatches', msg`Mis partidos abiertos`, () =>
    both(
      import('#machines/myOpenMatches/myOpenMatches.machine'),
      Promise.all([import('#machines/myOpenMatches/myOpenMatches.errors'), import('#machines/openMatch/openMatch.errors')]),
      (m, [e, join]) => ({ machine: m.myOpenMatchesMachine, errors: { fetchMatches: e.listErrors, leaveMatch: join.leaveErrors } }),
    ),
  ),
  flow('bookingsList', msg`Mis reservas`, () =>
    both(import('#machines/bookingsList/bookingsList.machine'), import('#machines/bookingsList/bookingsList.errors'), (m, e) => ({
      machine: m.bookingsListMachine,
      errors: { loadPage: e.listErrors, cancelBooking: e.cancelErrors, convertToCredit: e.creditErrors },
    })),
  ),
  flow('announcements', msg`Anuncios`, async () => ({
    machine: (await import('#machines/announcements/announcements.machine')).announcementsMachine,
  })),
  flow('openMatchList', msg`Partidos abiertos de un club`, () =>
    both(import('#machines/openMatchList/openMatchList.machine'), import('#machines/openMatchList/openMatchList.errors'), (m, e) => ({
      machine: m.openMatchListMachine,
      errors: { fetchClubMatches: e.openMatchListErrors },
    })),
  ),
  flow('bookingAncillaries', msg`Comprar adicionales de una reserva`, () =>
    both(
      import('#machines/bookingAncillaries/bookingAncillaries.machine'),
      import('#machines/bookingAncillaries/bookingAncillaries.errors'),
      (m, e) => ({ machine: m.bookingAncillariesMachine, errors: { loadExtras: e.loadExtrasErrors, buyExtra: e.buyExtraErrors } }),
    ),
  ),
  flow('clubPage', msg`Página del club`, () =>
    both(import('#machines/clubPage/clubPage.machine'), import('#machines/clubPage/clubPage.errors'), (m, e) => ({
      machine: m.clubPageMachine,
      errors: { loadClub: e.loadClubErrors, generateLink: e.externalLinkErrors },
    })),
  ),
  flow('notifications', msg`Notificaciones`, () =>
    both(import('#machines/notifications/notifications.machine'), import('#machines/notifications/notifications.errors'), (m, e) => ({
      machine: m.notificationsMachine,
      errors: { fetchUnreadCount: e.unreadErrors, checkPushToken: e.pushTokenErrors },
    })),
  ),
  flow('notificationsList', msg`Mis notificaciones`, () =>
    both(
      import('#machines/notificationsList/notificationsList.machine'),
      import('#machines/notificationsList/notificationsList.errors'),
      (m, e) => ({
        machine: m.notificationsListMachine,
        errors: { loadPage: e.loadErrors, markRead: e.readErrors },
      }),
    ),
  ),
  flow('notificationPreferences', msg`Preferencias de notificación`, () =>
    both(
      import('#machines/notificationPreferences/notificationPreferences.machine'),
      import('#machines/notificationPreferences/notificationPreferences.errors'),
      (m, e) => ({
        machine: m.notificationPreferencesMachine,
        errors: { loadPreferences: e.loadPreferenceErrors, savePreference: e.savePreferenceErrors },
      }),
    ),
  ),
  flow('profilePicture', msg`Foto de perfil`, () =>
    both(import('#machines/profilePicture/profilePicture.machine'), import('#machines/profilePicture/profilePicture.errors'), (m, e) => ({
      machine: m.profilePictureMachine,
      errors: { uploadPicture: e.profilePictureErrors },
    })),
  ),
  flow('changePassword', msg`Cambiar contraseña`, () =>
    both(import('#machines/changePassword/changePassword.machine'), import('#machines/changePassword/changePassword.errors'), (m, e) => ({
      machine: m.changePasswordMachine,
      errors: { changePassword: e.changePasswordErrors },
    })),
  ),
  flow('changeEmail', msg`Cambiar correo`, () =>
    both(import('#machines/changeEmail/changeEmail.machine'), import('#machines/changeEmail/changeEmail.errors'), (m, e) => ({
      machine: m.changeEmailMachine,
      errors: { checkEmail: e.checkEmailErrors, requestEmailChange: e.requestEmailChangeErrors },
    })),
  ),
  flow('accountClosure', msg`Cerrar mi cuenta`, () =>
    both(import('#machines/accountClosure/accountClosure.machine'), import('#machines/accountClosure/accountClosure.errors'), (m, e) => ({
      machine: m.accountClosureMachine,
      errors: { fetchClosure: e.accountClosureErrors, requestClosure: e.accountClosureErrors },
    })),
  ),
  flow('terms', msg`Términos y condiciones`, () =>
    both(import('#machines/terms/terms.machine'), import('#machines/terms/terms.errors'), (m, e) => ({
      machine: m.termsMachine,
      errors: { loadTerms: e.termsErrors },
    })),
  ),
  flow('waitingList', msg`Lista de espera (horarios reservados)`, () =>
    both(
      import('#machines/booking/waitingList/waitingList.machine'),
      import('#machines/booking/waitingList/waitingList.errors'),
      (m, e) => ({
        machine: m.waitingListMachine,
        errors: { fetchWaitingListSlots: e.fetchWaitingListSlotsErrors, requestWaitingList: e.requestWaitingListErrors },
      }),
    ),
  ),
  flow('myWaitingLists', msg`Mis listas de espera`, () =>
    both(import('#machines/myWaitingLists/myWaitingLists.machine'), import('#machines/myWaitingLists/myWaitingLists.errors'), (m, e) => ({
      machine: m.myWaitingListsMachine,
      errors: { loadWaitingLists: e.loadWaitingListsErrors, revokeWaitingList: e.revokeWaitingListErrors },
    })),
  ),
  flow('friends', msg`Amigos`, () =>
    both(import('#machines/friends/friends.machine'), import('#machines/friends/friends.errors'), (m, e) => ({
      machine: m.friendsMachine,
      errors: { loadFriends: e.loadFriendsErrors, removeFriend: e.removeFriendErrors },
    })),
  ),
  flow('coupons', msg`Cupones`, () =>
    both(import('#machines/coupons/coupons.machine'), import('#machines/coupons/coupons.errors'), (m, e) => ({
      machine: m.couponsMachine,
      errors: { loadCoupons: e.loadCouponsErrors },
    })),
  ),
  flow('customerCodes', msg`Códigos de cliente`, () =>
    both(import('#machines/customerCodes/customerCodes.machine'), import('#machines/customerCodes/customerCodes.errors'), (m, e) => ({
      machine: m.customerCodesMachine,
      errors: { loadCodes: e.loadCodesErrors, retrieveCodes: e.retrieveCodesErrors },
    })),
  ),
  flow('sportProfile', msg`Perfil deportivo`, () =>
    both(import('#machines/sportProfile/sportProfile.machine'), import('#machines/sportProfile/sportProfile.errors'), (m, e) => ({
      machine: m.sportProfileMachine,
      errors: { checkAvailability: e.loadSportProfileErrors, loadProfile: e.loadSportProfileErrors, saveProfile: e.saveSportProfileErrors },
    })),
  ),
  flow('sportCategories', msg`Categorías deportivas`, () =>
    both(
      import('#machines/sportCategories/sportCategories.machine'),
      import('#machines/sportCategories/sportCategories.errors'),
      (m, e) => ({
        machine: m.sportCategoriesMachine,
        errors: { loadClubSports: e.loadClubSportsErrors, loadCategories: e.loadCategoriesErrors, saveCategory: e.saveCategoryErrors },
      }),
    ),
  ),
  flow('mobileSettings', msg`Ajustes del dispositivo`, () =>
    both(import('#machines/mobileSettings/mobileSettings.machine'), import('#machines/mobileSettings/mobileSettings.errors'), (m, e) => ({
      machine: m.mobileSettingsMachine,
      errors: { enableBiometric: e.biometricErrors, checkPush: e.checkPushErrors, savePush: e.savePushErrors },
    })),
  ),
  flow('clubFilter', msg`Filtro de clubes`, async () => ({
    machine: (await import('#machines/clubFilter/clubFilter.machine')).clubFilterMachine,
  })),
  flow('clubFinder', msg`Buscar clubes`, async () => ({
    machine: (await import('#machines/clubFinder/clubFinder.machine')).clubFinderMachine,
  })),
  flow('sportList', msg`Lista de deportes`, async () => ({
    machine: (await import('#machines/sportList/sportList.machine')).sportListMachine,
  })),
  flow('clubNews', msg`Noticias del club`, async () => ({
    machine: (await import('#machines/clubNews/clubNews.machine')).clubNewsMachine,
  })),
  flow('clubsMap', msg`Mapa de clubes`, async () => ({
    machine: (await import('#machines/clubsMap/clubsMap.machine')).clubsMapMachine,
  })),
  flow('clubRequest', msg`Sugerir un club`, async () => ({
    machine: (await import('#machines/clubRequest/clubRequest.machine')).clubRequestMachine,
  })),
  flow('dispenser', msg`Dispensador de pelotas de golf`, () =>
    both(import('#machines/dispenser/dispenser.machine'), import('#machines/dispenser/dispenser.errors'), (m, e) => ({
      machine: m.dispenserMachine,
      errors: { releaseDispenser: e.releaseDispenserErrors },
    })),
  ),
  flow('favouriteClub', msg`Club favorito`, async () => ({
    machine: (await import('#machines/favouriteClub/favouriteClub.machine')).favouriteClubMachine,
  })),
  flow('matchWizard', msg`Asistente de match`, () =>
    both(import('#machines/matchWizard/matchWizard.machine'), import('#machines/matchWizard/matchWizard.errors'), (m, e) => ({
      machine: m.matchWizardMachine,
      errors: {
        loadStart: e.loadWizardErrors,
        loadSportData: e.loadSportErrors,
        checkTeamName: e.teamCheckErrors,
        searchCities: e.citySearchErrors,
        saveMatchData: e.saveWizardErrors,
      },
    })),
  ),
  flow('matchSports', msg`Deportes de match`, () =>
    both(import('#machines/matchSports/matchSports.machine'), import('#machines/matchSports/matchSports.errors'), (m, e) => ({
      machine: m.matchSportsMachine,
      errors: { loadSports: e.loadSportsErrors },
    })),
  ),
  flow('matchHome', msg`Inicio de match de un deporte`, () =>
    both(import('#machines/matchHome/matchHome.machine'), import('#machines/matchHome/matchHome.errors'), (m, e) => ({
      machine: m.matchHomeMachine,
      errors: { loadHome: e.loadHomeErrors, switchMatch: e.switchMatchErrors },
    })),
  ),
  flow('matchPreferences', msg`Preferencias de match`, () =>
    both(
      import('#machines/matchPreferences/matchPreferences.machine'),
      import('#machines/matchPreferences/matchPreferences.errors'),
      (m, e) => ({
        machine: m.matchPreferencesMachine,
        errors: { loadMatchData: e.loadPreferencesErrors, savePreferences: e.savePreferencesErrors },
      }),
    ),
  ),
  flow('challenge', msg`Desafío de match`, () =>
    both(import('#machines/challenge/challenge.machine'), import('#machines/challenge/challenge.errors'), (m, e) => ({
      machine: m.challengeMachine,
      errors: { fetchOptions: e.loadErrors, sendChallenge: e.sendErrors, fetchChallenge: e.loadErrors, moveChallenge: e.moveErrors },
    })),
  ),
  flow('challengeCourt', msg`Cancha del desafío (prime)`, () =>
    both(import('#machines/challengeCourt/challengeCourt.machine'), import('#machines/challengeCourt/challengeCourt.errors'), (m, e) => ({
      machine: m.challengeCourtMachine,
      errors: { fetchClubs: e.courtClubsErrors, fetchSlots: e.courtSlotsErrors },
    })),
  ),
  flow('chat', msg`Chat de match`, () =>
    both(import('#machines/chat/chat.machine'), import('#machines/chat/chat.errors'), (m, e) => ({
      machine: m.chatMachine,
      errors: { fetchHistory: e.historyErrors, postMessage: e.sendErrors },
    })),
  ),
  flow('matchRating', msg`Calificar un partido de match`, () =>
    both(import('#machines/matchRating/matchRating.machine'), import('#machines/matchRating/matchRating.errors'), (m, e) => ({
      machine: m.matchRatingMachine,
      errors: { fetchRating: e.ratingErrors, saveRating: e.ratingErrors },
    })),
  ),
  flow('matchRanking', msg`Ranking de match`, () =>
    both(import('#machines/matchRanking/matchRanking.machine'), import('#machines/matchRanking/matchRanking.errors'), (m, e) => ({
      machine: m.matchRankingMachine,
      errors: { fetchRanking: e.rankingErrors, fetchClubs: e.clubListErrors },
    })),
  ),
];

export function flowById(id: string): FlowEntry | undefined {
  return flowRegistry.find((entry) => entry.id === id);
}
