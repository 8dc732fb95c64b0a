import { REFUSAL } from '@common/messages';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors';
import { conflict, rateLimited } from '../lib/errors';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  app.post(
    '/things',
    {
      schema: {
        body: z.object({ name: z.string().min(2, REFUSAL.employeeNameTooShort) }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw conflict('employeeNameTaken', 'EMPLOYEE_NAME_TAKEN');
  });
  app.get('/limited', async () => {
    throw rateLimited(12.2);
  });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('answers a validation failure with 400 and the schema message', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        key: 'messages.employeeNameTooShort',
        code: 'VALIDATION_FAILED',
        message: 'Employee name must be at least 2 characters',
      },
    });
  });

  it('answers malformed JSON with 400 in the same envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    // Fastify's own English words the web never shows: the key words it by its code.
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      key: 'errors.codes.BAD_REQUEST',
    });
  });

  it('keeps the status, code and message of a typed error', async () => {
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        key: 'messages.employeeNameTaken',
        code: 'EMPLOYEE_NAME_TAKEN',
        message: 'This employee name already exists',
      },
    });
  });

  it('sends Retry-After with a rate-limit answer', async () => {
    const res = await app.inject('/limited');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('13');
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        key: 'errors.unexpected',
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again later.',
      },
    });
    expect(res.body).not.toContain('secret');
  });
});
