import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldMessages } from './field-messages';
import { saveErrors } from './save-errors';

const refused = (status: number, details: { path: string; message: string }[]) =>
  new ApiError(status, { message: 'Refused', code: status === 409 ? 'CONFLICT' : 'VALIDATION', details });

describe('fieldMessages: the one reading of the server’s field refusals', () => {
  const answer = refused(400, [
    { path: 'body.emailDomains.0', message: 'is not a domain' },
    { path: 'body.emailDomains.1', message: 'second detail of the same field' },
    { path: 'body.name', message: 'is too long' },
  ]);

  it('answers one sentence per top-level field, the first detail winning', () => {
    expect(fieldMessages(answer)).toEqual({ emailDomains: 'Is not a domain', name: 'Is too long' });
  });

  it('keeps only the form’s fields and the status asked for', () => {
    expect(fieldMessages(answer, { fields: ['name'] })).toEqual({ name: 'Is too long' });
    expect(fieldMessages(answer, { status: 409 })).toEqual({});
  });

  it('says a field in the form’s own words where it has them', () => {
    const words = (field: string, status: number) => (field === 'name' ? `own words (${status})` : undefined);
    expect(fieldMessages(answer, { words })).toEqual({ emailDomains: 'Is not a domain', name: 'own words (400)' });
  });

  it('names no field for anything but a refusal with details', () => {
    expect(fieldMessages(new Error('offline'))).toEqual({});
    expect(fieldMessages(refused(500, []))).toEqual({});
  });

  it('gives a save one message when no field is named', () => {
    expect(saveErrors(answer, { fields: ['other'] })).toEqual({ fields: {}, message: 'Refused' });
    expect(saveErrors(answer, { fields: ['name'] })).toEqual({ fields: { name: 'Is too long' } });
  });
});
