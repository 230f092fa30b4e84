import { describe, expect, it } from 'vitest';
import { filterFromParams, ordersHref } from './orders-url';

describe('orders list URL', () => {
  it('reads status, period and page from the query', () => {
    const params = new URLSearchParams('status=confirmed&from=2025-01-01&to=2025-03-31&page=3');
    expect(filterFromParams(params)).toEqual({
      status: 'confirmed',
      from: '2025-01-01',
      to: '2025-03-31',
      page: 3,
    });
  });

  it('ignores unknown statuses, malformed dates and bad pages', () => {
    const params = new URLSearchParams('status=lost&from=1.1.2025&page=-2');
    expect(filterFromParams(params)).toEqual({ status: undefined, from: undefined, to: undefined, page: 1 });
  });

  it('writes only what is set, without page 1', () => {
    expect(ordersHref({ page: 1 })).toBe('/tellimused');
    expect(ordersHref({ status: 'open', to: '2025-02-01', page: 2 })).toBe(
      '/tellimused?status=open&to=2025-02-01&page=2',
    );
  });
});
