import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointUrl, wireEntries, type AnswerOf, type CallInput } from './endpoint';
import { dbIdSchema } from './ids';
import { listQuerySchema } from './paging';

const item = endpoint({
  method: 'GET',
  path: '/api/app/thing/:id',
  auth: 'optional',
  params: z.object({ id: dbIdSchema }),
  query: listQuerySchema,
  data: z.object({ name: z.string() }),
});
const bare = endpoint({ method: 'POST', path: '/api/user/logout_others', auth: 'user' });

describe('endpointUrl', () => {
  it('fills path parameters (encoded) and writes the query without absent values', () => {
    expect(endpointUrl(item, { id: 7 }, { page: 2, page_size: undefined, sort: 'hot' })).toBe(
      '/api/app/thing/7?page=2&sort=hot',
    );
    expect(endpointUrl({ path: '/api/a/:name' }, { name: 'a b/c' })).toBe('/api/a/a%20b%2Fc');
    expect(endpointUrl(bare)).toBe('/api/user/logout_others');
  });

  it('refuses to build a URL with a path parameter missing', () => {
    expect(() => endpointUrl(item, {})).toThrow(':id');
  });

  it('sends form values as text, leaving out absent ones', () => {
    expect(wireEntries({ a: 1, b: undefined, c: true, d: null })).toEqual([
      ['a', '1'],
      ['c', 'true'],
    ]);
  });
});

describe('endpoint types', () => {
  it('types the input from the schemas and the answer from `data`', () => {
    const accepts = (input: CallInput<typeof item>) => input;
    accepts({ params: { id: 1 }, query: { sort: 'hot', page: 2 } });
    accepts({ params: { id: 1 } });
    // @ts-expect-error the path parameter is required
    accepts({ query: {} });
    // @ts-expect-error an id is a number
    accepts({ params: { id: 'x' } });
    // @ts-expect-error a sort the schema does not list
    accepts({ params: { id: 1 }, query: { sort: 'new' } });
    expectTypeOf<AnswerOf<typeof item>['data']>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<AnswerOf<typeof bare>['data']>().toEqualTypeOf<undefined>();
  });
});
