import { describe, expect, it } from 'vitest';
import { ApiError } from '@/src/lib/api-client';
import { inSpanish } from '@/src/test/i18n';
import { formErrors } from './field-errors';

const refusal = (status: number, path: string, message: string) =>
  new ApiError(status, { message, code: status === 409 ? 'CONFLICT' : 'VALIDATION', details: [{ path, message }] });

describe('formErrors (people)', () => {
  it('words the refusals it knows by status and field, in the reader’s language', async () => {
    await inSpanish();
    const taken = refusal(409, 'body.studentNumber', 'Another student of this school has this student number');
    expect(formErrors(taken)).toEqual({
      fields: { studentNumber: 'Otro estudiante de esta escuela ya tiene este número de estudiante' },
      message: null,
    });
    expect(formErrors(refusal(409, 'body.email', 'An account with this email already exists')).fields.email).toBe(
      'Ya existe una cuenta con este correo',
    );
  });

  it('keeps the server’s words for a refusal it does not know', () => {
    expect(formErrors(refusal(400, 'body.firstName', 'is too long')).fields).toEqual({ firstName: 'Is too long' });
  });
});
