/**
 * The photo of a receipt, checked before anything is sent: under 6 MB, and an image by its content. The name
 * and the browser's type only repeat the file's extension (a text file named `.jpg` says `image/jpeg`), so the
 * first bytes are read and recognised by `file-type`.
 */
import { fileTypeFromBuffer } from 'file-type';
import { type ImageProblem, maxImageBytes } from './costPayload';

/** The image formats a phone's camera or gallery gives, which the platform stores and browsers show. */
const photoTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
]);

/** What file-type reads of a file: its signatures lie in the first few kilobytes. */
const sniffBytes = 4100;

export async function photoProblem(file: Blob): Promise<ImageProblem | undefined> {
  if (file.size >= maxImageBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const type = await fileTypeFromBuffer(head);
  return type && photoTypes.has(type.mime) ? undefined : 'notImage';
}
