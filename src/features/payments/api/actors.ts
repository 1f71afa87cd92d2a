// The payments area's machine actors as real calls: the API client for our server, the provider's
// script (loaded on demand) for what only the provider may see.
import type { CardEnrolmentActors, CashierActors } from '#machines/cashier';
import type { ApiClient } from '#api/client';
import { cardActors } from './cards';
import { fopActors } from './fops';
import { loadKushkiScript, type KushkiLoader } from './kushkiScript';
import { oneClickActors } from './oneClick';
import { transferActors } from './transfer';

export function createCardEnrolmentActors(api: ApiClient, load: KushkiLoader = loadKushkiScript): CardEnrolmentActors {
  return cardActors(api, load);
}

export function createCashierActors(
  api: ApiClient,
  load: KushkiLoader = loadKushkiScript,
  enrolmentReturnTo?: () => string | null,
): CashierActors {
  return { ...fopActors(api), ...transferActors(load), ...oneClickActors(api, enrolmentReturnTo), ...cardActors(api, load) };
}
