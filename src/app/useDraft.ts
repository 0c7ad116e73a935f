/**
 * A form's draft in sessionStorage: what was typed survives leaving the page (a consent text, the back button,
 * a reload) and coming back in the same tab. Only text fields the caller names are kept, never a password;
 * drafts are dropped with the user's other stores (logout, a refused session: the session's `clearStores` in
 * services.ts) and when the form is sent.
 */
import { useCallback, useRef, useState } from 'react';

const draftPrefix = 'forecourt.draft.';

/** The stored draft of `key`, field by field over `initial` (unknown or non-text values are ignored). */
export function readDraft<K extends string>(storage: Storage, key: string, initial: Record<K, string>) {
  try {
    const stored: unknown = JSON.parse(storage.getItem(draftPrefix + key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return initial;
    const draft = { ...initial };
    for (const field of Object.keys(initial).filter((name): name is K => name in initial)) {
      const value: unknown = Reflect.get(stored, field);
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return initial;
  }
}

/** Stores `fields` as the draft of `key`; a full or disabled storage keeps the draft on this page only. */
export function saveDraft(storage: Storage, key: string, fields: Record<string, string>) {
  try {
    storage.setItem(draftPrefix + key, JSON.stringify(fields));
  } catch {
    // Nothing to keep it in: the page goes on without it.
  }
}

/** Drops the draft of `key` (the form was sent). */
export const discardDraft = (key: string, storage: Storage = sessionStorage) => storage.removeItem(draftPrefix + key);

export function clearDrafts(storage: Storage) {
  for (const key of Object.keys(storage)) if (key.startsWith(draftPrefix)) storage.removeItem(key);
}

/**
 * The fields of a form, kept as a draft under `key` (scope it by user where the form holds a user's data).
 * Returns the fields, a setter for some of them, and `discard` for when the form has been sent.
 */
export function useDraft<K extends string>(key: string, initial: Record<K, string>) {
  const [fields, setFields] = useState(() => readDraft(sessionStorage, key, initial));
  // Only the fields the user changed are kept: the others follow the data, which may change meanwhile.
  const loaded = useRef(initial);
  loaded.current = initial;
  const update = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setFields((current) => {
        const next = { ...current, ...changes };
        const typed = Object.fromEntries(
          Object.entries<string>(next).filter(([field, value]) => Reflect.get(loaded.current, field) !== value),
        );
        saveDraft(sessionStorage, key, typed);
        return next;
      }),
    [key],
  );
  const discard = useCallback(() => discardDraft(key), [key]);
  return [fields, update, discard] as const;
}
