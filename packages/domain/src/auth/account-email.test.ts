import { describe, expect, it } from 'vitest';
import { emailSchema, passwordResetSchema } from './account-email';

describe('DESIGN §8 account e-mail schemas', () => {
  it('trims and lower-cases an address, refusing what is not one with the catalogue keys', () => {
    expect(emailSchema.parse('  Miku@Example.COM ')).toBe('miku@example.com');
    expect(emailSchema.safeParse('').error?.issues[0].message).toBe('emailRequired');
    expect(emailSchema.safeParse('miku').error?.issues[0].message).toBe('emailInvalid');
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@b.cn`).error?.issues[0].message).toBe('emailInvalid');
  });

  it('a new password follows the register rules', () => {
    expect(
      passwordResetSchema.safeParse({ token: 'x'.repeat(43), password: '123' }).error?.issues[0].message,
    ).toBe('passwordShort');
    expect(
      passwordResetSchema.safeParse({ token: 'short', password: 'secret123' }).error?.issues[0].message,
    ).toBe('linkInvalid');
    expect(passwordResetSchema.parse({ token: 'x'.repeat(43), password: 'secret123' }).password).toBe(
      'secret123',
    );
  });
});
