import { describe, expect, it } from 'vitest';
import { sayIssue, valueAt } from './zod-issues';

describe("a validation issue in the reader's language", () => {
  const tooShort = {
    keyword: 'too_small',
    message: 'Too small: expected string to have >=2 characters',
    params: { origin: 'string', minimum: 2, inclusive: true },
  };

  it("says zod's own messages in zod's Spanish, with the received type read from the value", () => {
    expect(sayIssue(tooShort, 'a', 'es')).toBe('Demasiado pequeño: se esperaba que texto tuviera >=2 caracteres');
    const wrongType = {
      keyword: 'invalid_type',
      message: 'Invalid input: expected string, received array',
      params: { expected: 'string' },
    };
    expect(sayIssue(wrongType, ['x'], 'es')).toBe('Entrada inválida: se esperaba texto, recibido arreglo');
  });

  it("says a schema's own message through the catalogue, and English as written", () => {
    const own = { ...tooShort, message: 'is required' };
    expect(sayIssue(own, '', 'es')).toBe('es obligatorio');
    expect(sayIssue(own, '', 'en')).toBe('is required');
    expect(sayIssue(tooShort, 'a', 'en')).toBe(tooShort.message);
  });

  it('finds the value at an issue path', () => {
    expect(valueAt({ gradings: [{ name: 'Labs' }] }, '/gradings/0/name')).toBe('Labs');
    expect(valueAt({ gradings: null }, '/gradings/0/name')).toBeUndefined();
  });
});
