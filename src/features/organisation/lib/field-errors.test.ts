import { describe, expect, it } from 'vitest';
import { ApiError } from '@/src/lib/api-error';
import { inSpanish } from '@/src/test/i18n';
import { formErrors } from './field-errors';

const taken = () =>
  new ApiError(409, {
    message: 'An account with this email already exists',
    code: 'CONFLICT',
    details: [{ path: 'body.email', message: 'An account with this email already exists' }],
  });

describe('formErrors', () => {
  it('says a taken email by its path, in the reader’s language', async () => {
    expect(formErrors(taken()).fields.email).toBe('An account with this email already exists');
    await inSpanish();
    expect(formErrors(taken()).fields.email).toBe('Ya existe una cuenta con este correo');
  });

  it('keeps another field’s message, capitalised', () => {
    const invalid = new ApiError(400, { message: 'Invalid', code: 'VALIDATION', details: [{ path: 'body.name', message: 'is too long' }] });
    expect(formErrors(invalid).fields).toEqual({ name: 'Is too long' });
  });
});
