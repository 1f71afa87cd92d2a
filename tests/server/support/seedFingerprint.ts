export { seedFingerprint } from '#server/db/seed/fingerprint';
