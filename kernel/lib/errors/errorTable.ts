// The shape of every error table of the product (DESIGN.md "Error codes are data"): per call, a
// spec code -> what the user reads, where it shows and what happens next, with 'other' for every
// code the table does not list. The tables themselves live beside each flow's machine.
import type { MessageDescriptor } from '@lingui/core';

/** Where a message shows. 'none': the code only redirects. */
export type ErrorShow = 'modal' | 'inline' | 'toast' | 'none';

export interface ErrorEntry<Next extends string = string> {
  message: MessageDescriptor;
  title?: MessageDescriptor;
  show: ErrorShow;
  next: Next;
}

/** A table: spec code -> outcome, with 'other' for every code it does not list. */
export type ErrorTable<Next extends string = string> = { readonly other: ErrorEntry<Next> } & Readonly<Record<string, ErrorEntry<Next>>>;

/** The row of a table for a code ('other' when the table does not list it). */
export function errorEntry<Next extends string>(table: ErrorTable<Next>, code: string | null | undefined): ErrorEntry<Next> {
  return (code && Object.hasOwn(table, code) ? table[code] : table.other) as ErrorEntry<Next>;
}

/** True when the table lists the code itself (not through 'other'). */
export function listsCode(table: ErrorTable, code: string | null | undefined): boolean {
  return Boolean(code && code !== 'other' && Object.hasOwn(table, code));
}
