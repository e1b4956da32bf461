import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { Comment, PublicComment } from '#shared/comment';
import type { Recipe } from '#shared/recipe';
import type { PublicReview, Review } from '#shared/review';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let auth: Record<string, string>;
const recipe = {
  title: 'Maple Pumpkin Scones',
  description: 'Tender scones with a maple glaze.',
  content: 'Ingredients:\n2 cups flour blend\n\nInstructions:\nBake at 400F.',
  tags: 'scones, fall,  maple ',
  prepTime: 15,
  cookTime: null,
  servings: 8,
  difficulty: 'Medium',
};

beforeAll(async () => {
  server = await startTestServer();
  auth = { Authorization: `Bearer ${await server.adminToken()}` };
});
afterAll(() => server.stop());

describe('review moderation', () => {
  it('approves (setting approvedAt) and deletes', async () => {
    const posted = await server.request<{ id: string }>('POST', '/api/reviews', {
      customerName: 'Ana',
      rating: 5,
      reviewText: 'Yum',
    });
    const pending = (await server.request<Review[]>('GET', '/api/admin/reviews', undefined, auth)).body;
    expect(pending.find((review) => review.id === posted.body.id)).toMatchObject({ approved: false, approvedAt: null });

    const approved = await server.request<Review>(
      'PATCH',
      `/api/admin/reviews/${posted.body.id}/approve`,
      undefined,
      auth,
    );
    expect(approved.body.approved).toBe(true);
    expect(approved.body.approvedAt).toEqual(expect.any(String));
    expect((await server.request<PublicReview[]>('GET', '/api/reviews')).body.map((r) => r.id)).toContain(
      posted.body.id,
    );

    expect((await server.request('DELETE', `/api/admin/reviews/${posted.body.id}`, undefined, auth)).status).toBe(200);
    expect((await server.request<PublicReview[]>('GET', '/api/reviews')).body.map((r) => r.id)).not.toContain(
      posted.body.id,
    );
    expect((await server.request('DELETE', `/api/admin/reviews/${posted.body.id}`, undefined, auth)).status).toBe(404);
  });
});

describe('recipes', () => {
  it('creates a draft with a client id, edits, publishes, unpublishes and deletes it', async () => {
    const id = randomUUID();
    const created = await server.request<Recipe>('POST', '/api/admin/recipes', { ...recipe, id }, auth);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id,
      published: false,
      publishedAt: null,
      tags: ['scones', 'fall', 'maple'],
      cookTime: null,
    });
    expect((await server.request<Recipe[]>('GET', '/api/recipes')).body.map((r) => r.id)).not.toContain(id);

    const updated = await server.request<Recipe>(
      'PUT',
      `/api/admin/recipes/${id}`,
      { ...recipe, title: 'Maple Scones', tags: ['scones'] },
      auth,
    );
    expect(updated.body).toMatchObject({ title: 'Maple Scones', tags: ['scones'] });

    const published = await server.request<Recipe>(
      'PATCH',
      `/api/admin/recipes/${id}/publish`,
      { published: true },
      auth,
    );
    expect(published.body.published).toBe(true);
    expect(published.body.publishedAt).toEqual(expect.any(String));
    expect((await server.request<Recipe[]>('GET', '/api/recipes')).body.map((r) => r.title)).toContain('Maple Scones');

    await server.request('PATCH', `/api/admin/recipes/${id}/publish`, { published: false }, auth);
    expect((await server.request<Recipe[]>('GET', '/api/recipes')).body.map((r) => r.id)).not.toContain(id);

    expect((await server.request('DELETE', `/api/admin/recipes/${id}`, undefined, auth)).status).toBe(200);
    expect(
      (await server.request<Recipe[]>('GET', '/api/admin/recipes', undefined, auth)).body.map((r) => r.id),
    ).not.toContain(id);
  });

  it('creates once when an offline create is replayed with its Idempotency-Key', async () => {
    const id = randomUUID();
    const headers = { ...auth, 'Idempotency-Key': `create-${id}` };
    const first = await server.request<Recipe>('POST', '/api/admin/recipes', { ...recipe, id }, headers);
    const replay = await server.request<Recipe>('POST', '/api/admin/recipes', { ...recipe, id }, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await server.db('recipes').where({ id })).toHaveLength(1);
    const again = await server.request<ApiError>('POST', '/api/admin/recipes', { ...recipe, id }, auth);
    expect(again.status).toBe(409);
  });

  it.each([
    [{ ...recipe, title: '  ' }, 'Recipe title is required'],
    [{ ...recipe, content: '' }, 'Recipe content is required'],
    [{ ...recipe, difficulty: 'Impossible' }, 'Difficulty is Easy, Medium or Hard'],
    [{ ...recipe, prepTime: -5 }, 'Prep time cannot be negative'],
    [{ ...recipe, featuredImageUrl: 'javascript:alert(1)' }, 'The photo must be an uploaded image'],
  ])('refuses %j', async (body, message) => {
    const answer = await server.request<ApiError>('POST', '/api/admin/recipes', body, auth);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('comment moderation', () => {
  it('approves, replies, deletes the reply, and deletes the comment', async () => {
    const created = await server.request<Recipe>('POST', '/api/admin/recipes', recipe, auth);
    const recipeId = created.body.id;
    await server.request('PATCH', `/api/admin/recipes/${recipeId}/publish`, { published: true }, auth);
    const posted = await server.request<{ id: string }>('POST', `/api/recipes/${recipeId}/comments`, {
      authorName: 'Sam',
      authorEmail: 'sam@example.com',
      commentText: 'Can I freeze these?',
    });
    const id = posted.body.id;
    const listed = (await server.request<Comment[]>('GET', '/api/admin/comments', undefined, auth)).body;
    expect(listed.find((comment) => comment.id === id)).toMatchObject({
      recipeTitle: 'Maple Pumpkin Scones',
      authorEmail: 'sam@example.com',
      approved: false,
    });

    await server.request('PATCH', `/api/admin/comments/${id}/approve`, undefined, auth);
    const replied = await server.request<Comment>(
      'POST',
      `/api/admin/comments/${id}/reply`,
      { replyText: 'Yes, for a month.' },
      auth,
    );
    expect(replied.body).toMatchObject({ approved: true, adminReply: 'Yes, for a month.' });
    const publicComments = (await server.request<PublicComment[]>('GET', `/api/recipes/${recipeId}/comments`)).body;
    expect(publicComments).toEqual([expect.objectContaining({ id, adminReply: 'Yes, for a month.' })]);

    const noReply = await server.request<Comment>('DELETE', `/api/admin/comments/${id}/reply`, undefined, auth);
    expect(noReply.body).toMatchObject({ adminReply: null, adminReplyAt: null });

    expect((await server.request('DELETE', `/api/admin/comments/${id}`, undefined, auth)).status).toBe(200);
    expect((await server.request<PublicComment[]>('GET', `/api/recipes/${recipeId}/comments`)).body).toEqual([]);
  });

  it('refuses a blank reply', async () => {
    const answer = await server.request<ApiError>(
      'POST',
      `/api/admin/comments/${randomUUID()}/reply`,
      { replyText: ' ' },
      auth,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Reply is required');
  });
});

describe('orders for the owner', () => {
  it('lists orders and failed attempts, newest first', async () => {
    await server.request('POST', '/api/orders', { firstName: 'Only a name' });
    const failed = await server.request<{ failureReason: string; firstName: string }[]>(
      'GET',
      '/api/admin/failed-orders',
      undefined,
      auth,
    );
    expect(failed.body[0]).toMatchObject({ failureReason: 'invalid-order', firstName: 'Only a name' });
    const orders = await server.request<unknown[]>('GET', '/api/orders', undefined, auth);
    expect(orders.status).toBe(200);
    expect(Array.isArray(orders.body)).toBe(true);
  });
});
