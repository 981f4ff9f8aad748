import { META_LIMITS } from '@vsqx/domain';
import { cleanText } from './text';

/** Rests and continuation marks that are not words (UST `R`, VOCALOID `-`, OpenUtau `+~`, breath `br`). */
const NOT_WORDS = new Set(['r', 'R', '-', '+', '+~', '~', 'br', 'Br', 'BR', '*']);
const WORD_EDGE = /[A-Za-z0-9']/;

/**
 * Joins note lyrics into readable text: a gap of a beat or more starts a new line, words of Latin
 * script get a space between them, CJK syllables none. Capped at the per-track limit.
 */
export class LyricsJoiner {
  private lines: string[] = [];
  private line = '';
  private lastEnd = -Infinity;
  private size = 0;

  constructor(private readonly ppq: number) {}

  add(tick: number, dur: number, raw: string): void {
    if (this.size >= META_LIMITS.lyricsPerTrack) return;
    const word = cleanText(raw, 64);
    const gap = tick - this.lastEnd;
    this.lastEnd = Math.max(this.lastEnd, tick + dur);
    if (!word || NOT_WORDS.has(word)) return;
    if (gap >= this.ppq && this.line) this.flush();
    if (this.line && WORD_EDGE.test(this.line[this.line.length - 1]) && WORD_EDGE.test(word[0]))
      this.line += ' ';
    this.line += word;
    this.size += word.length + 1;
  }

  private flush(): void {
    this.lines.push(this.line);
    this.line = '';
  }

  text(): string {
    if (this.line) this.flush();
    return this.lines.join('\n').slice(0, META_LIMITS.lyricsPerTrack);
  }
}
