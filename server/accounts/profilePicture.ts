import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { accountContract } from '#kernel/contract';
import { PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '#kernel/contract/profileAccount';
import { profilePictures, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';

// The profile picture (spec part 3 §7 POST /api/users/{id}/profile-picture, §9 "Files at most 10 MB,
// JPG/PNG"): the type is read from the file's first bytes with `file-type` (the name and the declared
// type are not trusted), then sharp decodes it (a file that only starts like an image fails there),
// turns it upright, crops it square and writes a 256 px WebP without metadata (no GPS from the phone).

const endpoint = accountContract.uploadProfilePicture;
/** Shown at most at 96 px in the app; 256 px is sharp on 2.5x screens and about 10 KB. */
export const PROFILE_PICTURE_SIZE = 256;
const STORED_TYPE = 'image/webp';

/** Where the app finds a stored picture (public: an <img> sends no token; the key is unguessable). */
export const profilePictureUrl = (key: string) => `/api/profile-pictures/${key}.webp`;

/** Reads the one file of the multipart body, at most 10 MB (-1425 beyond, -1424 when absent). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw callFailure(endpoint, '-1424');
  const file = await request.file({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== PROFILE_PICTURE_FIELD) throw callFailure(endpoint, '-1424');
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw callFailure(endpoint, '-1425');
    throw error;
  });
  if (file.file.truncated) throw callFailure(endpoint, '-1425');
  return bytes;
}

/** The picture, resized; -1424 unless its content is a JPG or PNG that decodes. */
export async function resizePicture(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_PICTURE_TYPES as readonly string[]).includes(type.mime)) throw callFailure(endpoint, '-1424');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw callFailure(endpoint, '-1424');
  }
}

/** Stores the caller's new picture (replacing the old one) and answers its URL. */
export async function saveProfilePicture(deps: ServerDeps, userId: number, request: FastifyRequest): Promise<{ profilePicture: string }> {
  const image = await resizePicture(await readUpload(request));
  const key = `${userId}-${randomBytes(12).toString('base64url')}`;
  const url = profilePictureUrl(key);
  const row = { key, contentType: STORED_TYPE, image, uploadedAt: deps.now() };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(profilePictures)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: profilePictures.userId, set: row });
    await tx.update(users).set({ profilePicture: url }).where(eq(users.id, userId));
  });
  return { profilePicture: url };
}

/** A stored picture by its key, or null. */
export async function findProfilePicture(deps: ServerDeps, key: string): Promise<{ contentType: string; image: Buffer } | null> {
  const [row] = await deps.db
    .select({ contentType: profilePictures.contentType, image: profilePictures.image })
    .from(profilePictures)
    .where(eq(profilePictures.key, key))
    .limit(1);
  return row ?? null;
}
