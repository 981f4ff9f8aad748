import { describe, expect, it } from 'vitest';
import { CARD_COUNT_KEYS, cardCounts, cardDay } from './card-meta';
import { formatDateTime } from './relative-time';

describe("a card's meta line, drawn alike by the app and the server's first paint", () => {
  it('names the counters by their label keys, in the order shown', () => {
    const counts = cardCounts({ click_num: 1234, download_num: 5, comment_num: 6, zan: 7 });
    expect(CARD_COUNT_KEYS.map((k) => counts[k])).toEqual([1234, 5, 6, 7]);
  });

  it("gives the upload day as the date of the app's upload time, local and zero-padded", () => {
    const at = new Date(2026, 0, 5, 23, 59).getTime();
    expect(cardDay(at)).toBe('2026-01-05');
    expect(cardDay(at)).toBe(formatDateTime(at).slice(0, 10));
  });
});
