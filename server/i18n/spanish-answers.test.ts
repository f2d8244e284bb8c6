import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { rosterImportSchema } from '@/contract/schemas/roster';
import { generateOneRoster } from '../roster/testing/generate-oneroster';
import { id } from '../seed/rng';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from '../test/harness';

const superAdmin = 'super@demo.test';
const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };

/** The server's own sentences follow the request's `Accept-Language` (ARCHITECTURE.md §12); without it, English as ever. */
describe.each(databaseKinds)("the server's sentences in the reader's language (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      limiter: { pairFree: 2, pairDelaySeconds: 10, pairMaxDelaySeconds: 40, perAddress: 50, perAccount: 50, windowSeconds: 60 },
    });
  });
  afterAll(() => server.close());

  const unknownClass = (headers: Record<string, string> = {}) =>
    server.as(superAdmin, { method: 'GET', url: buildPath(api.adminClass.path, { id: randomUUID() }), headers });

  it('answers a not-found refusal in Spanish for es, and in English without the header or for a language the server lacks', async () => {
    const es = await unknownClass(spanish);
    expect(es.statusCode).toBe(404);
    expect(es.json()).toMatchObject({ message: 'Clase no encontrada', code: 'NOT_FOUND' });
    expect((await unknownClass()).json().message).toBe('Class not found');
    expect((await unknownClass({ 'accept-language': 'fr-FR,de;q=0.9' })).json().message).toBe('Class not found');
    // The first language the server has, in the browser's order.
    expect((await unknownClass({ 'accept-language': 'fr-FR,es;q=0.5,en;q=0.4' })).json().message).toBe('Clase no encontrada');
  });

  it('says the sign-in refusal, the validation summary and an unknown endpoint in Spanish', async () => {
    const unsigned = await server.app.inject({
      method: 'GET',
      url: buildPath(api.adminClass.path, { id: randomUUID() }),
      headers: spanish,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).not.toMatch(/sign in/i);
    expect(unsigned.json().message).toMatch(/sesión/);

    const invalid = await server.as(superAdmin, {
      method: 'GET',
      url: buildPath(api.adminClass.path, { id: 'not-an-id' }),
      headers: spanish,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('La solicitud no es válida');
    const invalidEn = await server.as(superAdmin, { method: 'GET', url: buildPath(api.adminClass.path, { id: 'not-an-id' }) });
    expect(invalidEn.json().message).toBe('The request is not valid');

    // zod's own field messages in zod's Spanish, the received type read from the request.
    const login = (headers: Record<string, string>) =>
      server.app.inject({ method: 'POST', url: api.login.path, payload: { email: 5, password: 'x' }, headers });
    const wrongType = await login(spanish);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toContainEqual({
      path: 'body.email',
      message: 'Entrada inválida: se esperaba texto, recibido número',
    });
    expect((await login({})).json().details).toContainEqual({
      path: 'body.email',
      message: 'Invalid input: expected string, received number',
    });

    const nowhere = await server.app.inject({ method: 'GET', url: '/api/v1/nowhere?x=1', headers: spanish });
    expect(nowhere.json().message).toBe('No existe el punto de acceso: GET /api/v1/nowhere');
  });

  it('words the 429 of repeated failed sign-ins in Spanish, the wait kept', async () => {
    const login = (password: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: api.login.path,
        payload: { email: 'teacher@demo.test', password },
        remoteAddress: '10.9.9.9',
        headers,
      });
    for (let i = 0; i < 2; i++) expect((await login('wrong', spanish)).json().message).toBe('El correo o la contraseña no son correctos');
    const locked = await login(demoPassword, spanish);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo en 1 minuto.');
    expect((await login(demoPassword)).json().message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });

  it("says every roster row error in Spanish with its file, line, column and the file's values kept", async () => {
    const upload = (seed: string, headers: Record<string, string> = {}) =>
      server.as(superAdmin, {
        method: 'POST',
        url: api.rosterImportCreate.path,
        payload: {
          districtId: id('district/1'),
          fileName: 'roster.zip',
          file: Buffer.from(
            generateOneRoster({
              seed,
              districtName: 'Riverside Unified',
              schoolNames: ['Riverside Middle School', 'Northgate Middle School'],
              studentsPerSchool: 6,
              teachersPerSchool: 2,
              parentsPerSchool: 1,
              classesPerStudent: 2,
              courses: ['Data and Algorithms'],
              plantErrors: true,
            }).zip,
          ).toString('base64'),
        },
        headers,
      });
    const english = rosterImportSchema.parse((await upload('es-errors')).json().data);
    const inSpanish = rosterImportSchema.parse((await upload('es-errors', spanish)).json().data);
    expect(english.errors.length).toBeGreaterThan(3);
    const where = (e: { file: string; line: number; column: string }) => `${e.file}:${e.line}:${e.column}`;
    expect(inSpanish.errors.map(where)).toEqual(english.errors.map(where));
    english.errors.forEach((error, i) => {
      const said = inSpanish.errors[i]!.message;
      expect(said, error.message).not.toBe(error.message);
      // A value quoted from the file ("x") is quoted the Spanish way («x»), unchanged.
      for (const [, value] of error.message.matchAll(/"([^"]*)"/g)) expect(said).toContain(`«${value}»`);
    });
    // The stored import, read again, is said in the reader's language too.
    const read = (headers: Record<string, string> = {}) =>
      server.as(superAdmin, { method: 'GET', url: buildPath(api.rosterImport.path, { id: inSpanish._id }), headers });
    expect(rosterImportSchema.parse((await read()).json().data).errors).toEqual(english.errors);
    expect(rosterImportSchema.parse((await read(spanish)).json().data).errors).toEqual(inSpanish.errors);
  });
});
