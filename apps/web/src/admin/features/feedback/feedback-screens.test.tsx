import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { renderAdmin, salesMe } from '../../../test/render-admin';

describe('feedback inbox', () => {
  it('opens a message and marks it answered', async () => {
    const message = {
      id: 7,
      name: 'Liis Lepp',
      email: 'liis@firma.test',
      phone: null,
      message: 'Kas Miele on laos?',
      company: null,
      state: 'read',
      created_at: '2026-11-23T10:00:00.000Z',
      read_at: '2026-11-23T11:00:00.000Z',
      answered_at: null,
    };
    const fetch = stubFetch({
      'GET /api/admin/me': salesMe,
      'GET /api/admin/feedback/7': json(200, { data: message }),
      'POST /api/admin/feedback/7/state': json(200, {
        data: { ...message, state: 'answered', answered_at: '2026-11-23T12:00:00.000Z' },
      }),
    });
    renderAdmin('/haldus/tagasiside/7');
    expect(await screen.findByText('Kas Miele on laos?')).toBeTruthy();
    expect(screen.getByTestId('feedback-state').textContent).toBe('Loetud');
    await userEvent.click(screen.getByRole('button', { name: 'Märgi vastatuks' }));
    await waitFor(() => expect(screen.getByTestId('feedback-state').textContent).toBe('Vastatud'));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/feedback/7/state')[0]?.body))).toEqual({
      state: 'answered',
    });
  });
});
