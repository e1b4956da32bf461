import * as z from 'zod/mini';
import { healthSchema, okSchema } from '../api';
import { call } from './define';

/** The server itself: up, ready, and this contract as OpenAPI. */
export const serverCalls = {
  'server.health': call({
    method: 'GET',
    path: '/api/health',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Server',
    summary: 'The server is up, and the epoch of its database',
    answers: { 200: healthSchema },
  }),
  'server.ready': call({
    method: 'GET',
    path: '/api/ready',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Server',
    summary: 'The server can reach its database (503 when not)',
    answers: { 200: okSchema },
  }),
  'server.reference': call({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Server',
    summary: 'This reference',
    answers: { 200: z.looseObject({ openapi: z.string() }) },
  }),
};
