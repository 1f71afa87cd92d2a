import type { Meta } from '@storybook/react-vite';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { CouponsView } from '#features/profile/coupons/CouponsView';
import { CustomerCodesView } from '#features/profile/customerCodes/CustomerCodesView';
import { FriendsView } from '#features/profile/friends/FriendsView';
import type { ClubCustomerCodeDto, RelationshipDto, UserCouponDto } from '#kernel/contract/profileItems';
import { couponsMachine } from '#machines/coupons';
import { customerCodesMachine, type RetrievedCodes } from '#machines/customerCodes';
import { friendsMachine, type RemoveFriendInput } from '#machines/friends';
import { machineStory, type StoryStep } from '../support/machineStory';

export default { title: 'Profile lists' } satisfies Meta;

const never = <T,>() => new Promise<T>(() => undefined);
const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code, status: 422 }));

// ── Friends ──
const rodrigo: RelationshipDto = {
  userId: 4,
  firstName: 'Rodrigo',
  lastName: 'Vidal',
  bookingsTogether: 3,
  lastPlayedAt: '2026-10-03T22:00:00.000Z',
};
const tomas: RelationshipDto = {
  userId: 2,
  firstName: 'Tomás',
  lastName: 'Rojas',
  bookingsTogether: 1,
  lastPlayedAt: '2026-09-12T22:00:00.000Z',
};
const friends = (load: () => Promise<RelationshipDto[]>, remove: () => Promise<RelationshipDto[]> = never) =>
  friendsMachine.provide({
    actors: {
      loadFriends: fromPromise<RelationshipDto[], { userId: number }>(load),
      removeFriend: fromPromise<RelationshipDto[], RemoveFriendInput>(remove),
    },
  });
const friendsStory = (machine: ReturnType<typeof friends>, steps: StoryStep[] = []) =>
  machineStory(FriendsView, { routeId: 'profile.friends', url: '/profile/friends', machine, input: { userId: 7 }, steps });
const listed: StoryStep = { until: (s) => s.matches('listed') };

export const FriendsLoading = friendsStory(friends(never));
export const FriendsListed = friendsStory(
  friends(async () => [rodrigo, tomas]),
  [listed],
);
export const FriendsEmpty = friendsStory(
  friends(async () => []),
  [listed],
);
export const FriendsLoadFailed = friendsStory(
  friends(() => fail('-1')),
  [{ until: (s) => s.matches('loadFailed') }],
);
export const FriendsConfirmRemoval = friendsStory(
  friends(async () => [rodrigo, tomas]),
  [listed, { type: 'friend.remove', friendId: 4 }],
);
export const FriendsRemoving = friendsStory(
  friends(async () => [rodrigo, tomas]),
  [listed, { type: 'friend.remove', friendId: 4 }, { type: 'removal.confirm' }],
);
export const FriendsRemovalFailed = friendsStory(
  friends(
    async () => [rodrigo, tomas],
    () => fail('-1'),
  ),
  [
    listed,
    { type: 'friend.remove', friendId: 4 },
    { type: 'removal.confirm' },
    { until: (s) => s.matches('listed') && s.context.error !== null },
  ],
);

// ── Coupons ──
const coupon = (clubCouponId: number, clubName: string, quantityLeft: number, deleted: 'Y' | 'N'): UserCouponDto => ({
  clubCouponId,
  couponName: 'Cupón pádel',
  couponsName: 'Cupones pádel',
  couponGender: 'M',
  quantityLeft,
  deleted,
  clubId: clubCouponId,
  clubName,
  sportId: 1,
});
const coupons = (load: () => Promise<UserCouponDto[]>) =>
  couponsMachine.provide({ actors: { loadCoupons: fromPromise<UserCouponDto[], { userId: number }>(load) } });
const couponsStory = (machine: ReturnType<typeof coupons>, until?: (s: AnyMachineSnapshot) => boolean) =>
  machineStory(CouponsView, {
    routeId: 'profile.coupons',
    url: '/profile/coupons',
    machine,
    input: { userId: 7 },
    steps: until ? [{ until }] : [],
  });

export const CouponsLoading = couponsStory(coupons(never));
export const CouponsListed = couponsStory(
  coupons(async () => [
    coupon(1, 'Club Pádel Vitacura', 3, 'N'),
    coupon(2, 'Sportlife Santiago', 1, 'N'),
    coupon(3, 'Polanco Pádel', 2, 'Y'),
  ]),
  (s) => s.matches('listed'),
);
export const CouponsEmpty = couponsStory(
  coupons(async () => []),
  (s) => s.matches('listed'),
);
export const CouponsLoadFailed = couponsStory(
  coupons(() => fail('-1')),
  (s) => s.matches('loadFailed'),
);

// ── Customer codes ──
const code = (id: number, name: string, clubName: string): ClubCustomerCodeDto => ({
  id,
  name,
  clubId: id,
  clubName,
  maxActiveBookings: 2,
});
const polanco = [code(1, 'Socio Polanco', 'Polanco Pádel')];
const codes = (load: () => Promise<ClubCustomerCodeDto[]>, retrieve: () => Promise<RetrievedCodes> = never) =>
  customerCodesMachine.provide({
    actors: {
      loadCodes: fromPromise<ClubCustomerCodeDto[], { userId: number }>(load),
      retrieveCodes: fromPromise<RetrievedCodes, { userId: number }>(retrieve),
    },
  });
const codesStory = (machine: ReturnType<typeof codes>, steps: StoryStep[] = []) =>
  machineStory(CustomerCodesView, {
    routeId: 'profile.customercodes',
    url: '/profile/customercodes',
    machine,
    input: { userId: 7 },
    steps,
  });

export const CodesLoading = codesStory(codes(never));
export const CodesListed = codesStory(
  codes(async () => polanco),
  [listed],
);
export const CodesEmpty = codesStory(
  codes(async () => []),
  [listed],
);
export const CodesLoadFailed = codesStory(
  codes(() => fail('-1')),
  [{ until: (s) => s.matches('loadFailed') }],
);
export const CodesRetrieving = codesStory(
  codes(async () => polanco),
  [listed, { type: 'codes.retrieve' }],
);
export const CodesRetrieved = codesStory(
  codes(
    async () => polanco,
    async () => ({ codes: [code(2, 'Socio Vitacura', 'Club Pádel Vitacura'), ...polanco], added: 1 }),
  ),
  [listed, { type: 'codes.retrieve' }, { until: (s) => s.matches('listed') && s.context.added !== null }],
);
export const CodesNeedDocument = codesStory(
  codes(
    async () => [],
    () => fail('-12'),
  ),
  [listed, { type: 'codes.retrieve' }, { until: (s) => s.matches('listed') && s.context.error !== null }],
);
