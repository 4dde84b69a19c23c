import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { JuristicAccountList } from './juristic-account-list.tsx';

const { renderList, listQueries } = setUpListScreen('juristic-accounts', <JuristicAccountList />);

describe('juristic account list', () => {
  it('filters by the domain’s account statuses, each named from the catalogue', async () => {
    const requests = stubFetch((request) =>
      request.url === '/api/me' ? staffMe('compliance') : emptyList(),
    );
    const user = userEvent.setup();
    await renderList();

    await user.click(await screen.findByRole('combobox', { name: 'สถานะ' }));
    for (const name of ['รออนุมัติ', 'อนุมัติแล้ว', 'ไม่อนุมัติ']) {
      expect(await screen.findByRole('option', { name })).toBeVisible();
    }
    await user.click(screen.getByRole('option', { name: 'ไม่อนุมัติ' }));
    await waitFor(() =>
      expect(listQueries(requests)).toContainEqual({
        filter: { status: 'REJECTED' },
        sort: ['createdAt', 'ASC'],
        range: [0, 24],
      }),
    );
  });
});
