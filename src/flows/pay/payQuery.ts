/** The pay flow's URL: the current query with some keys set or removed (undefined removes). */
export function withQuery(search: string, changes: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(key);
    else query.set(key, String(value));
  }
  return query.toString();
}

export const payPath = (path: string, search: string, changes: Record<string, string | number | undefined> = {}) => {
  const query = withQuery(search, changes);
  return query ? `${path}?${query}` : path;
};
