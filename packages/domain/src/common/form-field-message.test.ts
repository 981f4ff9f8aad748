import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyTextSchema } from '../licence-requests/schemas';
import { applyExtraSchema, workLinkSchema } from '../licences-v2/fields';
import { revokeSchema, threadPostSchema } from '../licences-v2/schemas';
import { projectFieldSchemas } from '../projects/schemas';
import { formFieldMessage } from './messages';

/** What a form field shows for `value` under `schema` (the web's zodRule does exactly this). */
const shown = (schema: z.ZodType, value: unknown, lang: 'zh' | 'en' = 'zh') => {
  const r = schema.safeParse(value);
  return r.success ? null : formFieldMessage(r.error.issues[0].message, value, lang);
};

describe('form field messages (never zod English)', () => {
  it("a schema's own key shows its catalogue text in both languages", () => {
    expect(shown(applyTextSchema, undefined)).toBe('请填写申请理由');
    expect(shown(applyTextSchema, '  ', 'en')).toBe('Please give a reason');
  });

  it('a schema without a key says required when empty, not valid otherwise, in the page language', () => {
    const bare = z.string().trim().min(1);
    for (const empty of [undefined, null, '', '   ']) {
      expect(shown(bare, empty)).toBe('此项为必填项');
      expect(shown(bare, empty, 'en')).toBe('This field is required');
    }
    expect(shown(z.array(z.string()).min(1), [])).toBe('此项为必填项');
    expect(shown(z.string().email(), 'nope', 'en')).toBe('This value is not valid');
    expect(shown(z.number(), 'x')).toBe('此项格式不正确');
    // the tags field of the project form holds a list; an untouched one is simply required
    expect(shown(projectFieldSchemas.selected_list, undefined, 'en')).toBe('This field is required');
  });

  it('every field of the licence forms answers its own message when left empty', () => {
    const fields: [z.ZodType, string][] = [
      [applyExtraSchema.shape.use_type.unwrap(), '请选择授权用途'],
      [applyTextSchema, '请填写申请理由'],
      [revokeSchema.shape.reason, '请填写撤销原因'],
      [workLinkSchema, '请填写B站BV/AV号或http(s)链接'],
      [threadPostSchema.shape.text, '请输入消息内容'],
    ];
    for (const [schema, text] of fields)
      for (const empty of [undefined, '']) expect(shown(schema, empty)).toBe(text);
    // optional fields pass empty
    expect(shown(applyExtraSchema.shape.platform, undefined)).toBeNull();
    expect(shown(applyExtraSchema.shape.planned_link, '')).toBeNull();
  });
});
