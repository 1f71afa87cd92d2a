// Social login ("facebook" in the spec) checks a provider's token on the server, never trusting what
// the browser says about the person. Each provider is a verifier behind this interface; the built-in
// one is the sandbox (sandboxVerifier.ts), which needs no third party.

/** Who a verified token belongs to, as the provider says. */
export interface SocialIdentity {
  /** The provider's id of the person (the spec's facebookUserId). */
  providerUserId: string;
  /** The e-mail the provider vouches for, when it gives one. */
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface SocialTokenVerifier {
  readonly name: string;
  /** The token's person, or null when the token is not genuine, expired or unreadable. */
  verify(token: string, now: Date): Promise<SocialIdentity | null>;
}

/** The sandbox verifier also signs tokens, for its sign-in page (the real providers do this themselves). */
export interface SandboxSocialProvider extends SocialTokenVerifier {
  issue(person: { email: string | null; firstName: string; lastName: string }, now: Date): SocialIdentity & { token: string };
}

export const isSandboxProvider = (v: SocialTokenVerifier | null): v is SandboxSocialProvider =>
  v !== null && typeof (v as Partial<SandboxSocialProvider>).issue === 'function';
