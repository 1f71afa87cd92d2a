import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { checkEmailChange, requestEmailChange } from '#kernel/contract/account';
import {
  changePassword,
  getAccountClosure,
  PROFILE_PICTURE_FIELD,
  requestAccountClosure,
  uploadProfilePicture,
} from '#kernel/contract/profileAccount';
import type { ClosureRequested } from '#machines/accountClosure';
import type { ChangePasswordRequest } from '#machines/changePassword';
import type { CheckEmailInput, CheckEmailOutput, RequestEmailChangeInput } from '#machines/changeEmail';
import type { UploadPictureInput } from '#machines/profilePicture';

/** The real calls of the profile account pages (picture, password, e-mail, closure). */
export function profileAccountActors(api: ApiClient) {
  return {
    uploadPicture: fromPromise<string, UploadPictureInput>(async ({ input, signal }) => {
      const form = new FormData();
      // The view sends the browser's File (the machine sees its name, size and type).
      form.append(PROFILE_PICTURE_FIELD, input.file as unknown as Blob, input.file.name);
      const { profilePicture } = await api.call(uploadProfilePicture, { params: { userId: input.userId }, form, signal });
      return profilePicture;
    }),
    changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
      await api.call(changePassword, {
        params: { userId: input.userId },
        body: { current_password: input.currentPassword, password: input.password },
        signal,
      });
    }),
    checkEmail: fromPromise<CheckEmailOutput, CheckEmailInput>(async ({ input, signal }) => {
      const { available } = await api.call(checkEmailChange, { params: { userId: input.userId, email: input.email }, signal });
      return { available };
    }),
    requestEmailChange: fromPromise<void, RequestEmailChangeInput>(async ({ input, signal }) => {
      await api.call(requestEmailChange, {
        params: { userId: input.userId, email: input.email },
        body: { password: input.password },
        signal,
      });
    }),
    fetchClosure: fromPromise<ClosureRequested | null, { userId: number }>(async ({ input, signal }) => {
      const { request } = await api.call(getAccountClosure, { params: { userId: input.userId }, signal });
      return request ? { requestedAt: request.requestedAt, contactWithinHours: request.contactWithinHours } : null;
    }),
    requestClosure: fromPromise<ClosureRequested, { userId: number }>(async ({ input, signal }) => {
      const { requestedAt, contactWithinHours } = await api.call(requestAccountClosure, {
        params: { userId: input.userId },
        body: {},
        signal,
      });
      return { requestedAt, contactWithinHours };
    }),
  };
}
