/**
 * Spec §6: "A stored flag makes a page close itself when a certain local key is present." The key is
 * `close_page` in localStorage (any value). Every page of both entries checks it when it starts and
 * whenever another tab sets it, and then closes its window. Browsers honour `window.close()` only for a
 * window a script or a new-window link opened that has nothing else in its history (the creator centre's
 * new windows), so a stray flag never closes the tab a user navigated in. Nothing in the product sets the
 * key; the spec does not show its purpose (docs/decisions.md).
 */
export const CLOSE_PAGE_KEY = 'close_page';

function closeIfFlagged() {
  try {
    if (localStorage.getItem(CLOSE_PAGE_KEY) !== null) window.close();
  } catch {
    // storage unavailable (privacy mode): no flag
  }
}

export function watchCloseFlag() {
  closeIfFlagged();
  window.addEventListener('storage', (e) => {
    if (e.key === CLOSE_PAGE_KEY && e.newValue !== null) window.close();
  });
}
