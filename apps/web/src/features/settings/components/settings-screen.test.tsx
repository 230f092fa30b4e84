import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const refused = {
  message: 'Andmed on vigased.',
  errors: { offer_valid_days: ['Kehtivus päevades peab olema vahemikus 1 kuni 365.'] },
};

describe('SettingsScreen (issue 22 item 12)', () => {
  it('shows the saved markup with a decimal comma', async () => {
    stubFetch({});
    renderApp('/seaded', { user: { ...anna, offer_price_increase: 12.5 } });
    expect((await screen.findByLabelText<HTMLInputElement>('Juurdehindlus %')).value).toBe('12,5');
  });

  it('keeps the chosen logo and the typed values when the server refuses a field', async () => {
    let replies = 0;
    const fetch = stubFetch({
      'POST /api/user': () => {
        replies += 1;
        return replies === 1
          ? json(422, refused)
          : json(200, { message: 'Seaded on salvestatud.', data: { ...anna, offer_price_increase: 12.5 } });
      },
    });
    renderApp('/seaded', { user: anna });
    const user = userEvent.setup();
    const markup = await screen.findByLabelText<HTMLInputElement>('Juurdehindlus %');
    await user.clear(markup);
    await user.type(markup, '12,5');
    const days = screen.getByLabelText<HTMLInputElement>('Kehtivus päevades');
    await user.clear(days);
    await user.type(days, '0');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText<HTMLInputElement>('Logo fail'), logo);
    expect(screen.getByLabelText<HTMLInputElement>('Logo fail').files?.[0]?.name).toBe('logo.png');

    await user.click(screen.getByRole('button', { name: 'Salvesta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kehtivus päevades').getAttribute('aria-invalid')).toBe('true'),
    );
    // The refused save kept what was typed and chosen.
    expect(screen.getByLabelText<HTMLInputElement>('Juurdehindlus %').value).toBe('12,5');
    expect(screen.getByLabelText<HTMLInputElement>('Logo fail').files?.[0]?.name).toBe('logo.png');
    expect(screen.getByTestId('chosen-logo').textContent).toContain('logo.png');
    expect((calls(fetch, 'POST /api/user')[0]?.body as FormData).get('logo')).toBeInstanceOf(File);

    const fixed = screen.getByLabelText<HTMLInputElement>('Kehtivus päevades');
    await user.clear(fixed);
    await user.type(fixed, '30');
    await user.click(screen.getByRole('button', { name: 'Salvesta' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/user')).toHaveLength(2));
    const second = calls(fetch, 'POST /api/user')[1]?.body as FormData;
    expect(second.get('offer_price_increase')).toBe('12,5');
    expect((second.get('logo') as File | null)?.name).toBe('logo.png');
  });
});
