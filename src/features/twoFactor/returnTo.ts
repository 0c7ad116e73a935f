/**
 * Where a set-up screen may lead back to (`?returnTo=`): only a path of this app (one leading `/`), never a full
 * URL or a protocol-relative `//host` address.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
