import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate (PEM), for a client to trust. */
  cert: string;
  /** Base64 SHA-256 of its public key: Chromium's --ignore-certificate-errors-spki-list trusts exactly this key. */
  spkiHash: string;
}

/** A throwaway self-signed certificate for 127.0.0.1 and localhost, made with Debian's openssl. */
export function selfSignedCertificate(): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'courtflow-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
