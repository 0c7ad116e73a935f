/**
 * A form's draft in sessionStorage: what was typed survives leaving the page (a consent text, the back button,
 * a reload) and a session that ran out, and comes back in the same tab. Only the text and yes/no fields the
 * caller names are kept, never a password or a file; a form of a user's data keys its draft by user. Drafts are
 * dropped at logout (the session's `clearDrafts` in services.ts) and when the form is sent.
 */
import { useCallback, useRef, useState } from 'react';
import { draftKey } from '../storageKeys';

/** What a draft keeps of a field: text as typed, or a yes/no (a checkbox). */
export type DraftValue = string | boolean;

/** The stored draft of `key`, field by field over `initial` (unknown fields and values of another kind are ignored). */
export function readDraft<F extends { [K in keyof F]: DraftValue }>(storage: Storage, key: string, initial: F): F {
  try {
    const stored: unknown = JSON.parse(storage.getItem(draftKey(key)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return initial;
    const draft = { ...initial };
    for (const field of Object.keys(initial) as (keyof F & string)[]) {
      const value: unknown = Reflect.get(stored, field);
      if (typeof value === typeof initial[field]) draft[field] = value as F[typeof field];
    }
    return draft;
  } catch {
    return initial;
  }
}

/** Stores `fields` as the draft of `key`; a full or disabled storage keeps the draft on this page only. */
export function saveDraft(storage: Storage, key: string, fields: Record<string, DraftValue>) {
  try {
    storage.setItem(draftKey(key), JSON.stringify(fields));
  } catch {
    // Nothing to keep it in: the page goes on without it.
  }
}

/** Drops the draft of `key` (the form was sent). */
export const discardDraft = (key: string, storage: Storage = sessionStorage) => storage.removeItem(draftKey(key));

export function clearDrafts(storage: Storage) {
  for (const key of Object.keys(storage)) if (key.startsWith(draftKey(''))) storage.removeItem(key);
}

/**
 * The fields of a form, kept as a draft under `key` (scope it by user where the form holds a user's data).
 * Returns the fields, a setter for some of them, `discard` for when the form has been sent, and whether the form
 * opened with a draft (what the driver typed before a reload or a new login is back, and not yet sent).
 */
export function useDraft<F extends { [K in keyof F]: DraftValue }>(key: string, initial: F) {
  const [opened] = useState(() => {
    const fields = readDraft(sessionStorage, key, initial);
    return {
      fields,
      restored: (Object.keys(initial) as (keyof F)[]).some((field) => fields[field] !== initial[field]),
    };
  });
  const [fields, setFields] = useState(opened.fields);
  // Only the fields the user changed are kept: the others follow the data, which may change meanwhile.
  const loaded = useRef(initial);
  loaded.current = initial;
  const update = useCallback(
    (changes: Partial<F>) =>
      setFields((current) => {
        const next = { ...current, ...changes };
        const typed = Object.fromEntries(
          Object.entries<DraftValue>(next).filter(([field, value]) => Reflect.get(loaded.current, field) !== value),
        );
        saveDraft(sessionStorage, key, typed);
        return next;
      }),
    [key],
  );
  const discard = useCallback(() => discardDraft(key), [key]);
  return [fields, update, discard, opened.restored] as const;
}
