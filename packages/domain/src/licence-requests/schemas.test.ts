import { describe, expect, it } from 'vitest';
import { LIMITS } from '../common/limits';
import { replyFormSchema } from './schemas';

/** The answer dialog validates its reply field with this same field schema (web answer-modal.tsx). */
describe('replyFormSchema.reply_text', () => {
  const field = replyFormSchema.shape.reply_text;

  it('takes an untouched (undefined) or empty reply as the empty reply: allowing needs no text', () => {
    expect(field.parse(undefined)).toBe('');
    expect(field.parse(null)).toBe('');
    expect(field.parse('  ')).toBe('');
  });

  it('keeps the spec limit of 15 characters', () => {
    expect(field.safeParse('字'.repeat(LIMITS.authorReplyMax)).success).toBe(true);
    const r = field.safeParse('字'.repeat(LIMITS.authorReplyMax + 1));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('replyTooLong');
  });
});
