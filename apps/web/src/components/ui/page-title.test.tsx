import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('puts a heading made of text and a number into the browser tab (the invoice page)', () => {
    const number = '2026-00123';
    render(<PageTitle>Arve {number}</PageTitle>);
    expect(document.title).toBe('Arve 2026-00123 | Kodumasinad B2B');
  });

  it('is a focus target for page changes, not a tab stop', () => {
    const { getByRole } = render(<PageTitle>Arved</PageTitle>);
    expect(getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
  });
});
