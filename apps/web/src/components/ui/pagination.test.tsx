import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

function renderPagination(page: number, lastPage: number) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Pagination page={page} lastPage={lastPage} hrefFor={(p) => `/x?page=${p}`} /> }],
    { initialEntries: ['/x'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i → %j', (page, last, expected) => {
    expect(pageWindow(page, last)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('links the next and previous pages', () => {
    renderPagination(2, 3);
    expect(screen.getByTestId('pagination-next').getAttribute('href')).toBe('/x?page=3');
    expect(screen.getByTestId('pagination-prev').getAttribute('href')).toBe('/x?page=1');
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeTruthy();
  });

  it('disables next on the last page', () => {
    renderPagination(3, 3);
    const next = screen.getByTestId('pagination-next');
    expect(next.tagName).toBe('SPAN');
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('renders nothing for one page', () => {
    const { container } = renderPagination(1, 1);
    expect(container.querySelector('nav')).toBeNull();
  });
});
