import { describe, expect, it } from 'vitest';
import { LIMITS } from '../common/limits';
import {
  commentCreateSchema,
  likeTargetSchema,
  postTextSchema,
  searchQuerySchema,
  trendQuerySchema,
} from './schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('site schemas', () => {
  it('comments: scene 1-4, trimmed text within the limit, optional reply', () => {
    expect(commentCreateSchema.parse({ scene: '4', project_id: '7', text: ' hi ' })).toEqual({
      scene: 4,
      project_id: 7,
      text: 'hi',
    });
    expect(commentCreateSchema.parse({ scene: 1, project_id: 1, text: 'x', reply_to: 3 }).reply_to).toBe(3);
    expect(commentCreateSchema.safeParse({ scene: 5, project_id: 1, text: 'x' }).success).toBe(false);
    expect(firstMessage(commentCreateSchema.safeParse({ scene: 1, project_id: 1, text: '  ' }))).toBe(
      'commentRequired',
    );
    expect(firstMessage(commentCreateSchema.safeParse({ scene: 1, project_id: 1 }))).toBe('commentRequired');
    // The limit counts characters, not UTF-16 units: 500 emoji fit.
    expect(
      commentCreateSchema.safeParse({ scene: 1, project_id: 1, text: '🎵'.repeat(LIMITS.commentMax) })
        .success,
    ).toBe(true);
    expect(
      firstMessage(
        commentCreateSchema.safeParse({ scene: 1, project_id: 1, text: 'x'.repeat(LIMITS.commentMax + 1) }),
      ),
    ).toBe('commentTooLong');
  });

  it('posts, like targets, search and trend queries', () => {
    expect(firstMessage(postTextSchema.safeParse(''))).toBe('postRequired');
    expect(firstMessage(postTextSchema.safeParse('x'.repeat(LIMITS.postMax + 1)))).toBe('postTooLong');
    expect(likeTargetSchema.parse({}).type).toBe('v');
    expect(likeTargetSchema.safeParse({ type: 'x' }).success).toBe(false);
    expect(searchQuerySchema.parse({})).toEqual({ q: '', kind: 'vsqx', page: 1 });
    expect(trendQuerySchema.parse({})).toEqual({ kind: 'vsqx', days: 30 });
    expect(trendQuerySchema.safeParse({ days: 91 }).success).toBe(false);
  });
});
