import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getUser, updateUser } from '#kernel/contract/account';
import { getCountries } from '#kernel/contract/config';
import { updateFoid } from '#kernel/contract/payments/cards';
import type { DocumentSet, PersonalDataInput, PersonalDataLoaded, SaveUserInput, SetDocumentInput } from '#machines/personalData';
import type { User } from '#kernel/contract/account';

/** The personal-data form's calls: the user with the settings of the account's country, the save, the document. */
export function personalDataActors(api: Pick<ApiClient, 'call'>) {
  return {
    loadPersonalData: fromPromise<PersonalDataLoaded, PersonalDataInput>(async ({ input, signal }) => {
      const [{ user }, { countries }] = await Promise.all([
        api.call(getUser, { params: { userId: input.userId }, signal }),
        api.call(getCountries, { signal }),
      ]);
      const rules = countries.find((c) => c.isoCode === user.country_code)?.fields ?? {};
      return { user, rules };
    }),
    saveUser: fromPromise<User, SaveUserInput>(async ({ input, signal }) => {
      const { user } = await api.call(updateUser, { params: { userId: input.userId }, body: input.changes, signal });
      return user;
    }),
    setDocument: fromPromise<DocumentSet, SetDocumentInput>(async ({ input, signal }) => {
      const { foidCountry, foidType, foidNumber } = await api.call(updateFoid, {
        params: { userId: input.userId },
        body: input.document,
        signal,
      });
      return { foidCountry, foidType, foidNumber };
    }),
  };
}
