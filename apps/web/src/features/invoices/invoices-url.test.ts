import { describe, expect, it } from 'vitest';
import { filterFromParams, invoicesHref } from './invoices-url';

describe('the invoice list URL', () => {
  it('round-trips a filter and leaves defaults out', () => {
    const filter = {
      status: 'overdue',
      from: '2026-01-01',
      to: '2026-02-01',
      q: 'A2026',
      sort: 'due_asc',
      page: 2,
    } as const;
    const href = invoicesHref(filter);
    expect(href).toBe('/arved?status=overdue&from=2026-01-01&to=2026-02-01&q=A2026&sort=due_asc&page=2');
    expect(filterFromParams(new URLSearchParams(href.split('?')[1]))).toEqual(filter);
    expect(invoicesHref({ sort: 'date_desc', page: 1 })).toBe('/arved');
  });

  it('ignores unknown values', () => {
    expect(filterFromParams(new URLSearchParams('status=late&from=x&sort=price&page=-1&q=%20'))).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      sort: 'date_desc',
      page: 1,
    });
  });
});
