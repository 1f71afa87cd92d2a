// Types of /profile/customercodes (spec part 3 §2 profile area, §7 clubcustomercodes and retrieve-customer-codes).
import type { ClubCustomerCodeDto } from '#kernel/contract/profileItems';
import type { ActorError } from '#kernel/lib/errors';

export interface CustomerCodesInput {
  userId: number;
}

export interface CustomerCodesContext {
  userId: number;
  codes: ClubCustomerCodeDto[];
  /** How many codes the last retrieval added (null before any). */
  added: number | null;
  error: ActorError | null;
}

export type CustomerCodesEvent = { type: 'codes.retrieve' } | { type: 'codes.reload' };

export interface RetrievedCodes {
  codes: ClubCustomerCodeDto[];
  added: number;
}
