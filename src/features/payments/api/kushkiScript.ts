// The card provider's browser script (/sandbox/kushki.js, same origin), loaded on demand: the first
// tokenization, 3-D Secure check, bank list or transfer token adds the <script> tag once; nothing
// loads it at start. Its callbacks become promises; its error answers ({ code, message, error })
// become rejections with that code, which the machines' tables read.

/** Where the provider's script is served (the sandbox provider of our server). */
export const KUSHKI_SCRIPT_URL = '/sandbox/kushki.js';

export interface KushkiCard {
  name: string;
  number: string;
  cvc: string;
  expiryMonth: string;
  expiryYear: string;
}

type Callback<T> = (answer: T | KushkiError) => void;
export interface KushkiError {
  error: true;
  code: string;
  message: string;
}

/** The script's instance (window.Kushki), as far as the app uses it. */
export interface KushkiClient {
  requestToken(
    params: { card: KushkiCard; currency?: string; amount?: unknown },
    callback: Callback<{ token: string; secureId?: string | null; requires3ds?: boolean }>,
  ): void;
  requestValidate3DS(params: { secureId: string; security?: unknown }, callback: Callback<{ passed?: boolean; isValid?: boolean }>): void;
  requestBankList(callback: Callback<Array<{ code: string; name: string }>>): void;
  requestTransferToken(
    params: { bankId: string; documentNumber?: string | null; amount: { subtotalIva: number; subtotalIva0: number; iva: number } },
    callback: Callback<{ token: string }>,
  ): void;
}
export type KushkiConstructor = new (options: { merchantId: string; inTestEnvironment: boolean }) => KushkiClient;

declare global {
  interface Window {
    Kushki?: KushkiConstructor;
  }
}

let loading: Promise<KushkiConstructor> | null = null;

/** The script's constructor, adding the script to the page the first time it is needed. */
export function loadKushkiScript(src: string = KUSHKI_SCRIPT_URL): Promise<KushkiConstructor> {
  if (window.Kushki) return Promise.resolve(window.Kushki);
  loading ??= new Promise<KushkiConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Kushki ? resolve(window.Kushki) : reject(new Error('the card provider script did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(Object.assign(new Error('the card provider script did not load'), { code: 'SCRIPT' }));
    };
    document.head.append(script);
  });
  return loading;
}

const isError = (answer: unknown): answer is KushkiError =>
  typeof answer === 'object' && answer !== null && (answer as { error?: unknown }).error === true;

/** One call of the script as a promise: its error answer rejects with its code and message. */
export function ask<T>(call: (callback: Callback<T>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    call((answer) => {
      if (isError(answer))
        reject(Object.assign(new Error(answer.message), { code: answer.code || 'other', details: { msg: answer.message } }));
      else resolve(answer as T);
    });
  });
}

export type KushkiLoader = () => Promise<KushkiConstructor>;

/** An instance for a merchant, from a loader (the real script, or a fake in tests). */
export async function kushkiFor(load: KushkiLoader, merchantId: string | null, testEnvironment: boolean): Promise<KushkiClient> {
  const Kushki = await load();
  return new Kushki({ merchantId: merchantId ?? '', inTestEnvironment: testEnvironment });
}
