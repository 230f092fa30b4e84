import type { PriceFields } from '@kodumasinad/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../lib/state/user';
import { anna } from '../../test/fixtures';
import { Price } from './price';

const nbsp = '\u00a0';

/** Net 500 € regular, 400 € in a November campaign; VAT 24 %. */
const campaign: PriceFields = {
  price: 40000,
  price_default: 50000,
  price_vat: 49600,
  price_default_vat: 62000,
  discount_start: '2026-11-01',
  discount_end: '2026-11-30',
};

function renderAt(iso: string, fields: PriceFields = campaign) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return render(<Price product={fields} />);
}

const current = () => screen.getByTestId('price-current');
const old = () => screen.queryByTestId('price-old');

beforeEach(() => setUser(anna));

describe('Price (SPEC §4)', () => {
  it('inside the window: old price struck through, the new one in red, +KM', () => {
    renderAt('2026-11-15T10:00:00Z');
    const struck = old();
    expect(struck?.tagName).toBe('S');
    expect(struck?.className).toContain('line-through');
    expect(struck?.textContent).toBe(`500,00${nbsp}€`);
    expect(current().textContent).toBe(`400,00${nbsp}€`);
    expect(current().className).toContain('text-red-700');
    expect(screen.getByTestId('price-suffix').textContent).toBe('+KM');
  });

  it('on the first and the last day of the window it is still discounted', () => {
    const first = renderAt('2026-11-01T00:00:00Z');
    expect(old()).not.toBeNull();
    first.unmount();
    // 23:00 on the last day in Tallinn (UTC+2); campaign days are Estonian days.
    renderAt('2026-11-30T21:00:00Z');
    expect(old()).not.toBeNull();
  });

  it.each([
    ['before', '2026-10-31T12:00:00Z'],
    ['after', '2026-12-01T12:00:00Z'],
  ])('%s the window: one normal price, not red', (_when, iso) => {
    renderAt(iso);
    expect(old()).toBeNull();
    expect(current().textContent).toBe(`400,00${nbsp}€`);
    expect(current().className).not.toContain('text-red');
    expect(screen.getByTestId('price-suffix').textContent).toBe('+KM');
  });

  it('price equal to price_default is never shown as a discount', () => {
    renderAt('2026-11-15T10:00:00Z', { ...campaign, price: 50000, price_vat: 62000 });
    expect(old()).toBeNull();
    expect(current().textContent).toBe(`500,00${nbsp}€`);
    expect(current().className).not.toContain('text-red');
  });

  it('without campaign dates a lower price is a running discount', () => {
    renderAt('2026-11-15T10:00:00Z', { ...campaign, discount_start: null, discount_end: null });
    expect(old()?.textContent).toBe(`500,00${nbsp}€`);
  });

  it('sales view: VAT-inclusive prices and no +KM', () => {
    setUser({ ...anna, active_pricelist: 'sales' });
    renderAt('2026-11-15T10:00:00Z');
    expect(old()?.textContent).toBe(`620,00${nbsp}€`);
    expect(current().textContent).toBe(`496,00${nbsp}€`);
    expect(current().className).toContain('text-red-700');
    expect(screen.queryByTestId('price-suffix')).toBeNull();
  });

  it('sales view outside the window: one VAT-inclusive price', () => {
    setUser({ ...anna, active_pricelist: 'sales' });
    renderAt('2026-12-15T10:00:00Z');
    expect(old()).toBeNull();
    expect(current().textContent).toBe(`496,00${nbsp}€`);
    expect(screen.queryByTestId('price-suffix')).toBeNull();
  });

  it('groups thousands with a no-break space (et-EE, grouping always)', () => {
    renderAt('2026-12-15T10:00:00Z', {
      ...campaign,
      price: 123456,
      price_default: 123456,
      discount_start: null,
      discount_end: null,
    });
    expect(current().textContent).toBe(`1${nbsp}234,56${nbsp}€`);
    expect(current().parentElement?.textContent).toBe(`1${nbsp}234,56${nbsp}€ +KM`);
  });
});
