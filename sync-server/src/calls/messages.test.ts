import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { PublicComment } from '#shared/comment';
import type { Recipe } from '#shared/recipe';
import type { PublicReview } from '#shared/review';
import { countRows } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const publishedId = randomUUID();
const draftId = randomUUID();

beforeAll(async () => {
  server = await startTestServer();
  const at = new Date().toISOString();
  const recipe = {
    description: 'Crisp outside, soft inside.',
    content: 'Ingredients:\n2 cups flour blend\n\nInstructions:\nMix and bake.',
    tags: JSON.stringify(['bread', 'vegan']),
    prepTime: 20,
    cookTime: 25,
    servings: 8,
    difficulty: 'Easy',
    createdAt: at,
    updatedAt: at,
  };
  await server.db('recipes').insert([
    {
      ...recipe,
      id: publishedId,
      slug: 'gluten-free-focaccia',
      title: 'Gluten-Free Focaccia',
      published: true,
      publishedAt: at,
    },
    { ...recipe, id: draftId, slug: 'secret-babka', title: 'Secret Babka', published: false, publishedAt: null },
  ]);
});
afterAll(() => server.stop());

describe('POST /api/contact', () => {
  it('stores the message and e-mails the owner, with the customer as reply-to', async () => {
    const answer = await server.request('POST', '/api/contact', {
      email: 'lena@example.com',
      subject: 'Birthday cake',
      message: 'Could you bake a gluten-free birthday cake for the 12th?',
    });
    expect(answer.status).toBe(201);
    expect(await server.db('contact_messages').where({ email: 'lena@example.com' })).toHaveLength(1);
    await server.running.deps.mailer.drain();
    const notice = (await server.outbox()).find((mail) => mail.name.includes('-contact-'));
    expect(notice?.text).toContain('To: owner@bakery.test');
    expect(notice?.text).toContain('Reply-To: lena@example.com');
    expect(notice?.text).toContain('Could you bake a gluten-free birthday cake for the 12th?');
  });

  it.each([
    [{ email: 'lena', subject: 'Hi', message: 'A long enough message' }, 'Please enter a valid email address'],
    [{ email: 'lena@example.com', subject: '   ', message: 'A long enough message' }, 'Subject is required'],
    [{ email: 'lena@example.com', subject: 'Hi', message: 'Too short' }, 'Message must be at least 10 characters long'],
    [
      { email: 'lena@example.com', subject: 'Hi', message: 'x'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
  ])('refuses %j with the form message', async (body, message) => {
    const before = await countRows(server, 'contact_messages');
    const answer = await server.request<ApiError>('POST', '/api/contact', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await countRows(server, 'contact_messages')).toBe(before);
  });
});

describe('reviews', () => {
  it('stores a review unapproved and shows only approved ones', async () => {
    const posted = await server.request<{ id: string; approved: boolean }>('POST', '/api/reviews', {
      customerName: 'Anonymous',
      rating: 5,
      reviewText: 'Best bagels in Bozeman, and I can eat them!',
    });
    expect(posted.status).toBe(201);
    expect(posted.body.approved).toBe(false);
    const before = await server.request<PublicReview[]>('GET', '/api/reviews');
    expect(before.body.map((review) => review.id)).not.toContain(posted.body.id);

    await server
      .db('reviews')
      .where({ id: posted.body.id })
      .update({ approved: true, approvedAt: new Date().toISOString() });
    const after = await server.request<PublicReview[]>('GET', '/api/reviews');
    expect(after.body).toContainEqual({
      id: posted.body.id,
      customerName: 'Anonymous',
      rating: 5,
      reviewText: 'Best bagels in Bozeman, and I can eat them!',
      createdAt: expect.any(String),
    });
  });

  it.each([0, 6, 2.5, '5', null])('refuses the rating %j', async (rating) => {
    const answer = await server.request<ApiError>('POST', '/api/reviews', {
      customerName: 'Jo',
      rating,
      reviewText: 'Tasty',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please select a rating from 1 to 5 stars');
  });

  it('refuses an empty review text and a name over 80 characters', async () => {
    const empty = await server.request<ApiError>('POST', '/api/reviews', {
      customerName: 'Jo',
      rating: 4,
      reviewText: ' ',
    });
    expect(empty.body.message).toBe('Review is required');
    const long = await server.request<ApiError>('POST', '/api/reviews', {
      customerName: 'J'.repeat(81),
      rating: 4,
      reviewText: 'ok',
    });
    expect(long.body.message).toBe('Your name must be at most 80 characters');
  });
});

describe('recipes and comments', () => {
  it('lists published recipes only, with tags as an array', async () => {
    const answer = await server.request<Recipe[]>('GET', '/api/recipes');
    expect(answer.body.map((recipe) => recipe.id)).toEqual([publishedId]);
    expect(answer.body[0]).toMatchObject({
      title: 'Gluten-Free Focaccia',
      tags: ['bread', 'vegan'],
      published: true,
      servings: 8,
    });
  });

  it('keeps a comment hidden until it is approved, and never shows the e-mail', async () => {
    const posted = await server.request<{ id: string }>('POST', `/api/recipes/${publishedId}/comments`, {
      recipeId: publishedId,
      authorName: 'Sam',
      authorEmail: 'noreply@bakery.local',
      commentText: 'Can I use oat flour?',
    });
    expect(posted.status).toBe(201);
    expect((await server.request<PublicComment[]>('GET', `/api/recipes/${publishedId}/comments`)).body).toEqual([]);

    await server
      .db('recipe_comments')
      .where({ id: posted.body.id })
      .update({ approved: true, approvedAt: new Date().toISOString() });
    const after = await server.request<PublicComment[]>('GET', `/api/recipes/${publishedId}/comments`);
    expect(after.body).toEqual([
      {
        id: posted.body.id,
        authorName: 'Sam',
        commentText: 'Can I use oat flour?',
        createdAt: expect.any(String),
        adminReply: null,
        adminReplyAt: null,
      },
    ]);
  });

  it.each([
    ['an unpublished recipe', () => draftId],
    ['an unknown recipe', () => randomUUID()],
    ['a malformed id', () => 'no-such-recipe'],
  ])('answers 404 for the comments of %s', async (_name, id) => {
    const list = await server.request<ApiError>('GET', `/api/recipes/${id()}/comments`);
    expect(list.status).toBe(404);
    const post = await server.request<ApiError>('POST', `/api/recipes/${id()}/comments`, {
      authorName: 'Sam',
      commentText: 'Hi',
    });
    expect(post.status).toBe(404);
    expect(post.body.reason).toBe('unknown-recipe');
  });

  it('refuses a blank comment with a readable message', async () => {
    const answer = await server.request<ApiError>('POST', `/api/recipes/${publishedId}/comments`, {
      authorName: 'Sam',
      commentText: '  ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Comment is required');
  });

  // Found by the fuzzer (src/fuzz): the message named a field of the body, in lower case.
  it('refuses a comment whose body names another recipe than its address, in words, storing nothing', async () => {
    const answer = await server.request<ApiError>('POST', `/api/recipes/${publishedId}/comments`, {
      recipeId: draftId,
      authorName: 'Sam',
      commentText: 'Is this the focaccia?',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'The recipe named in the comment is not the recipe of its address',
      reason: 'recipe-mismatch',
    });
    expect(await server.db('recipe_comments').where({ commentText: 'Is this the focaccia?' })).toEqual([]);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After when one address sends too many messages', async () => {
    const limited = await startTestServer({ MESSAGES_PER_HOUR: '2' });
    try {
      const send = () =>
        limited.request<ApiError>('POST', '/api/reviews', { customerName: 'Jo', rating: 4, reviewText: 'Good' });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.reason).toBe('rate-limited');
      expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await countRows(limited, 'reviews')).toBe(2);
    } finally {
      await limited.stop();
    }
  });
});

describe('messages sent again from an outbox', () => {
  it('posts a review once for one Idempotency-Key', async () => {
    const body = { customerName: 'Offline Olga', rating: 4, reviewText: 'Written at the market' };
    const headers = { 'Idempotency-Key': `review-${Date.now()}` };
    const first = await server.request<{ id: string }>('POST', '/api/reviews', body, headers);
    const again = await server.request<{ id: string }>('POST', '/api/reviews', body, headers);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await server.db('reviews').where({ customerName: 'Offline Olga' })).toHaveLength(1);
  });
});
