import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { footerPage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('Footer', () => {
  it('shows ©, the year, the legal name, the footer HTML and useful links', async () => {
    stubFetch({ 'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }) });
    renderApp('/kontakt');
    const footer = await screen.findByTestId('footer');
    await waitFor(() => expect(footer.textContent).toContain('Tartu mnt 1, Tallinn'));
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Kodumasinad Hulgi OÜ`);
    expect(footer.querySelector('a[href="/garantii"]')).not.toBeNull();
  });

  it('sanitises the server HTML: no script, no inline handlers', async () => {
    const content =
      '<p>Kontakt</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>';
    stubFetch({ 'GET /api/pages/hook/footer-b2b': json(200, { data: { ...footerPage, content } }) });
    renderApp('/kontakt');
    const footer = await screen.findByTestId('footer');
    await waitFor(() => expect(footer.textContent).toContain('Kontakt'));
    expect(footer.querySelector('script')).toBeNull();
    expect(footer.innerHTML).not.toContain('onerror');
    expect(footer.innerHTML).not.toContain('javascript:');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
