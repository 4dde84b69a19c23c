import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { CrashPage } from './crash-page.tsx';
import { routerFuture } from './routes.tsx';

function Broken(): never {
  throw new TypeError('units is undefined');
}

describe('the page shown when a page fails to render', () => {
  it('reports the error once and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = { report: vi.fn(async () => true), sent: 0 };
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, ErrorBoundary: () => <CrashPage reporter={reporter} /> }],
      { future: routerFuture },
    );
    renderWithProviders(<RouterProvider router={router} future={{ v7_startTransition: true }} />, {
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'units is undefined' }));
  });
});
