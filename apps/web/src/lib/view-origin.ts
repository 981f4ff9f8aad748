import type { ClientViewSource } from '@vsqx/domain';

/*
 * Where a visitor came from inside the site, for the owner's analytics (issue 24): the page seen before a
 * project, MIDI or article page. Only a label goes to the server (`?from=`), which checks it against its
 * enum; a page opened from outside sends none, and the server reads the Referer instead.
 */

let current = '';
let previous = '';

/** Called by the site layout on every location change. */
export function noteLocation(path: string) {
  if (path === current) return;
  previous = current;
  current = path;
}

function classify(path: string): ClientViewSource | undefined {
  if (path.startsWith('/search')) return 'search';
  if (path.startsWith('/space/')) return 'space';
  // The square and the site home's lists are the public showcase.
  if (path === '/' || path.startsWith('/square')) return 'square';
  return undefined;
}

/** The `from` label of a view of the page at `path` (the page before it, whether or not the layout noted `path` yet). */
export function viewOrigin(path: string): ClientViewSource | undefined {
  return classify(current === path ? previous : current);
}
