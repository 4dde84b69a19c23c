import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { errorMessage, type Language } from '@fund/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strategyDetails } from '../resources/strategies/strategies-stub-api.ts';
import { makeUsers } from '../resources/users/users-stub-api.ts';
import { notFromTheApi, problemResponse, stubFetch, testCsrfToken } from '../testing/fetch-stub.ts';
import { strategyChoicesAnswer } from '../testing/strategies-answer.ts';
import { createDataProvider } from './data-provider.ts';
import { createHttpClient } from './http-client.ts';
import { isProblemError } from './problem.ts';

function providerIn(language: Language) {
  return createDataProvider(createHttpClient(() => language));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data provider', () => {
  it('asks for a page with range, sort and filter, and reads the total from Content-Range', async () => {
    const requests = stubFetch(() =>
      answerOf(
        '/admin/feature-flags',
        'get',
        [
          {
            id: 'switching',
            enabled: true,
            governs: { th: 'เปิด: สับเปลี่ยนได้', en: 'On: switches.' },
            updatedAt: null,
            updatedBy: null,
          },
        ],
        { headers: { 'Content-Range': 'feature-flags 10-19/42' } },
      ),
    );
    const result = await providerIn('th').getList('feature-flags', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'nd' },
    });

    const sent = new URL(requests[0]!.url, 'http://backoffice.test');
    expect(sent.pathname).toBe('/api/admin/feature-flags');
    expect(JSON.parse(sent.searchParams.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(sent.searchParams.get('sort')!)).toEqual(['id', 'DESC']);
    expect(JSON.parse(sent.searchParams.get('filter')!)).toEqual({ q: 'nd' });
    expect(requests[0]!.credentials).toBe('same-origin');
    expect(result.total).toBe(42);
    expect(result.data).toHaveLength(1);
  });

  it('reads the records a reference needs each on its own path, since list filters take no id', async () => {
    const requests = stubFetch((request) =>
      answerOf('/admin/strategies/{code}', 'get', {
        ...strategyChoicesAnswer.find((s) => s.id === decodeURIComponent(request.url.split('/').pop()!))!,
        ...strategyDetails,
      }),
    );
    const result = await providerIn('th').getMany('strategies', { ids: ['M-BTC', 'M-STABLE'] });

    expect(requests.map((r) => r.url)).toEqual([
      '/api/admin/strategies/M-BTC',
      '/api/admin/strategies/M-STABLE',
    ]);
    expect(result.data.map((record) => record.id)).toEqual(['M-BTC', 'M-STABLE']);
  });

  it('saves a record with PUT on its own path, sending the session cookie', async () => {
    const saved: Answer<'/admin/app-settings/{id}', 'put'> = {
      id: 'maintenance',
      maintenance: true,
      maintenanceText: null,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const requests = stubFetch(() => answerOf('/admin/app-settings/{id}', 'put', saved));
    const result = await providerIn('th').update('app-settings', {
      id: 'maintenance',
      data: { maintenance: true, maintenanceText: null },
      previousData: { ...saved, maintenance: false },
    });

    expect(requests[0]).toMatchObject({
      url: '/api/admin/app-settings/maintenance',
      method: 'PUT',
      credentials: 'same-origin',
      body: { maintenance: true, maintenanceText: null },
    });
    expect(result.data).toEqual(saved);
  });

  it.each(['th', 'en'] as const)(
    'turns a problem into an error with its code translated into %s',
    async (language) => {
      stubFetch(() => problemResponse(403, 'AUTH_FORBIDDEN'));
      const error = await providerIn(language)
        .getOne('app-settings', { id: 'maintenance' })
        .catch((caught: unknown) => caught);

      expect(isProblemError(error)).toBe(true);
      expect(error).toMatchObject({
        status: 403,
        code: 'AUTH_FORBIDDEN',
        message: errorMessage('AUTH_FORBIDDEN', language),
      });
    },
  );

  it('puts a refused body field under its input with the translated summary', async () => {
    stubFetch(() =>
      problemResponse(422, 'VALIDATION_FAILED', {
        errors: [{ field: 'body.maintenanceText', code: 'string.max', message: 'too long' }],
      }),
    );
    const error = await providerIn('th')
      .update('app-settings', {
        id: 'maintenance',
        data: { maintenance: true },
        previousData: { id: 'maintenance' },
      })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      body: { errors: { maintenanceText: errorMessage('VALIDATION_FAILED', 'th') } },
    });
  });

  it('reads an answer without a problem body as an internal error', async () => {
    stubFetch(() => notFromTheApi('<html>Bad Gateway</html>', { status: 502 }));
    const error = await providerIn('en')
      .getOne('app-settings', { id: 'maintenance' })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: errorMessage('INTERNAL_ERROR', 'en'),
    });
  });

  it('runs a command on one record by POST to its path, with the CSRF token, and gives back the record', async () => {
    const locked = { ...makeUsers()[1]!, twoFactorEnabled: false };
    const requests = stubFetch(() => answerOf('/admin/users/{id}/lock', 'post', locked));
    const result = await providerIn('th').act('users', { id: 4, action: 'lock', data: { reason: 'fraud' } });

    expect(requests[0]).toMatchObject({
      url: '/api/admin/users/4/lock',
      method: 'POST',
      credentials: 'same-origin',
      body: { reason: 'fraud' },
    });
    expect(requests[0]!.headers.get('x-csrf-token')).toBe(testCsrfToken);
    expect(result.data).toEqual(locked);
  });
});
