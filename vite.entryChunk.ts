import type { Plugin } from 'vite';

/**
 * The modules the app's entry imports, directly or through other static imports, in one chunk: the bundler by
 * itself cut them into some twenty-five files by which lazy screens share them, and each file is one more request
 * and one more preload for the page to add (about 1 ms of a phone's main thread each, 4–6 ms at Lighthouse's 4×
 * CPU). The lazy screens import what they share with the entry from this chunk, which the page has already loaded.
 *
 * The set is read from the module graph once it is built (`buildEnd`) and named to the bundler's chunk groups
 * through {@link EntryChunk.test}, which the groups call while they cut the chunks, after that.
 */
export interface EntryChunk {
  plugin: Plugin;
  /** Whether a module is one the entry needs before it runs. */
  test: (id: string) => boolean;
  /** The entry's modules, once the module graph is built (empty before). */
  modules: () => ReadonlySet<string>;
}

export function entryChunk(entry: RegExp): EntryChunk {
  const needed = new Set<string>();
  return {
    test: (id) => needed.has(id),
    modules: () => needed,
    plugin: {
      name: 'forecourt:entry-chunk',
      apply: 'build',
      buildEnd() {
        needed.clear();
        const start = [...this.getModuleIds()].find((id) => entry.test(id));
        if (!start) return;
        const queue = [start];
        while (queue.length) {
          const id = queue.pop() as string;
          if (needed.has(id)) continue;
          needed.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
        }
      },
    },
  };
}
