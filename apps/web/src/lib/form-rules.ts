import type { Rule } from 'antd/es/form';
import { formFieldMessage, type Lang } from '@vsqx/domain';
import type { ZodType } from 'zod';

/**
 * Builds an antd form rule from a shared zod schema, so the browser checks with exactly the schema and
 * message the server uses (STYLE: one contract, two consumers). A schema without a message of its own
 * shows the catalogue's "required" / "not valid" text in the page's language, never zod's English.
 */
export function zodRule(schema: ZodType, lang: Lang): Rule {
  return {
    validator: async (_rule, value) => {
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(formFieldMessage(r.error.issues[0].message, value, lang));
    },
  };
}
