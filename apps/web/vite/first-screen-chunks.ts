import path from 'node:path';
import type { Plugin } from 'vite';

/** A rolldown `codeSplitting` group (the fields used here). */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * The app's code that the first screens load, in a few chunks instead of one per shared module (issue 19).
 *
 * Why: rolldown gives every set of modules shared by a different set of entries and lazy pages a chunk of its
 * own, so a cold site home asked for 42 scripts, a project page 52 (api, paths, messages, antd's Card,
 * Skeleton, Typography, Tag, each icon...). The server asks for them in one script after the first paint
 * (apps/server plugins/scripts-after-paint.ts); in Lighthouse's trace each request cost the main thread
 * ~0.5-1 ms there, a 17-35 ms task (70-140 ms at 4x CPU) that counted to TBT, and each response a little more.
 *
 * How: once the build's module graph is known, each of the app's own modules (not node_modules: the `react`
 * and `shell` groups keep those) that an HTML entry imports statically is named after the set of entries
 * that do (`app-creator-site`, `app-site`), the entry's script itself excepted; each module that one of
 * `pages` (lazy pages' source paths) imports statically and no entry does is named after the set of those
 * pages (`first-project-site`, ...). A chunk per set: a page loads no code only another page needs. The
 * pages' own modules keep their chunks (rolldown may leave a page's chunk as a re-export of its set's).
 */
export function firstScreenChunks(
  entries: Record<string, string>,
  pages: Record<string, string>,
): { plugin: Plugin; groups: ChunkGroup[] } {
  const owner = new Map<string, string>();
  let root = '';
  const plugin: Plugin = {
    name: 'vsqx-first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      owner.clear();
      const ids = [...this.getModuleIds()];
      const find = (file: string) => {
        const id = ids.find((m) => m === path.join(root, file));
        if (!id) this.error(`first-screen-chunks: no module ${file}`);
        return id;
      };
      const walk = (id: string, seen: Set<string>, stop?: Set<string>) => {
        if (seen.has(id) || stop?.has(id)) return;
        seen.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) walk(dep, seen, stop);
      };
      const name = (prefix: string, roots: Record<string, string>, stop: Set<string>, libraries: boolean) => {
        const reachedBy = new Map<string, string[]>();
        for (const [root, file] of Object.entries(roots)) {
          const start = find(file);
          const seen = new Set<string>();
          walk(start, seen, stop);
          // An entry's HTML and its script (not Vite's polyfill), a page's own module: those keep their chunks.
          const own = new Set([
            start,
            ...(prefix === 'app' ? (this.getModuleInfo(start)?.importedIds ?? []) : []).filter(
              (id) => !id.startsWith('\0'),
            ),
          ]);
          for (const id of seen)
            if (!own.has(id) && (libraries || !/node_modules/.test(id)))
              reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
        }
        for (const [id, roots] of reachedBy) owner.set(id, `${prefix}-${roots.sort().join('-')}`);
      };
      const initial = new Set<string>();
      for (const file of Object.values(entries)) walk(find(file), initial);
      name('app', entries, new Set(), false);
      name('first', pages, initial, true);
    },
  };
  // rolldown puts a captured module's dependencies in its group too. Those are reached by the same roots or
  // more, so the groups of larger sets go first (higher priority), and the entries' before the pages': a
  // set's chunk then takes in nothing another set also needs.
  const groups = (prefix: string, roots: Record<string, string>, base: number) => {
    const names = Object.keys(roots).sort();
    return names
      .flatMap((_, i) => subsets(names, names.length - i))
      .map((set) => {
        const name = `${prefix}-${set.join('-')}`;
        return { name, test: (id: string) => owner.get(id) === name, priority: base + set.length };
      });
  };
  return { plugin, groups: [...groups('app', entries, 6), ...groups('first', pages, 2)] };
}

/** The subsets of `items` with `size` elements, each in the items' order. */
function subsets(items: string[], size: number): string[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}
