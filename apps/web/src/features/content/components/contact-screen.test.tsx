import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { stubShop } from '../../../test/checkout-fixtures';
import { anna, footerPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const footer = { 'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }) };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
  await user.type(screen.getByLabelText('Nimi'), 'Mari Maasikas');
  await user.type(screen.getByLabelText('E-post'), 'mari@example.test');
  await user.type(screen.getByLabelText('Telefon'), '+372 5123 4567');
  await user.type(screen.getByLabelText('Sõnum'), 'Palun saatke hinnakiri.');
}

describe('ContactScreen', () => {
  it('fills in a signed-in buyer’s name and e-mail and names their company', async () => {
    stubShop(footer);
    renderApp('/kontakt', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByLabelText<HTMLInputElement>('Nimi').value).toBe(anna.name);
    expect(screen.getByLabelText<HTMLInputElement>('E-post').value).toBe(anna.email);
    expect(screen.getByTestId('feedback-company').textContent).toBe(`Ettevõte: ${anna.b2b_client.name}`);
  });

  it('leaves the form empty for an anonymous visitor', async () => {
    stubFetch(footer);
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByLabelText<HTMLInputElement>('Nimi').value).toBe('');
    expect(screen.queryByTestId('feedback-company')).toBeNull();
  });

  it('shows the contacts and sends {feedback} to the server', async () => {
    const fetch = stubFetch({
      ...footer,
      'POST /api/feedback': json(200, { message: 'Aitäh tagasiside eest!' }),
    });
    renderApp('/kontakt');
    const user = userEvent.setup();
    expect((await screen.findAllByRole('link', { name: '+372 600 1234' }))[0]?.getAttribute('href')).toBe(
      'tel:+3726001234',
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Saada sõnum' }));
    expect(await screen.findByText('Aitäh! Sinu sõnum on saadetud.')).toBeTruthy();
    expect(screen.getByTestId('toast-area').textContent).toContain('Aitäh tagasiside eest!');
    const [request] = calls(fetch, 'POST /api/feedback');
    expect(JSON.parse(String(request?.body))).toEqual({
      feedback: {
        name: 'Mari Maasikas',
        email: 'mari@example.test',
        phone: '+372 5123 4567',
        message: 'Palun saatke hinnakiri.',
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Nimi').value).toBe('');
  });

  it('validates with the contract rules before sending', async () => {
    const fetch = stubFetch(footer);
    renderApp('/kontakt');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    await user.type(screen.getByLabelText('Telefon'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Saada sõnum' }));
    expect(await screen.findByText('Nimi on nõutud väli.')).toBeTruthy();
    expect(screen.getByText('Sõnum on nõutud väli.')).toBeTruthy();
    expect(screen.getByText(/Telefon/, { selector: 'p' })).toBeTruthy();
    expect(calls(fetch, 'POST /api/feedback')).toHaveLength(0);
  });

  it('places server errors (also nested feedback.* keys) on the fields', async () => {
    stubFetch({
      ...footer,
      'POST /api/feedback': json(422, {
        message: 'Andmed on vigased.',
        errors: { 'feedback.email': ['E-post on keelatud.'], name: ['Nimi on liiga pikk.'] },
      }),
    });
    renderApp('/kontakt');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Saada sõnum' }));
    await screen.findByTestId('message-area');
    for (const [label, message] of [
      ['E-post', 'E-post on keelatud.'],
      ['Nimi', 'Nimi on liiga pikk.'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        message,
      );
    }
  });
});
