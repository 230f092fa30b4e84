import type { ProductImage } from '@kodumasinad/contract/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../../test/fetch-stub';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { ProductGallery } from './product-gallery';

const image = (id: number): ProductImage => ({
  id,
  url: `/images/products/7-pilt${id}.jpg`,
  width: 800,
  height: 600,
});
const three = [image(11), image(12), image(13)];
const path = '/api/admin/products/7/images';

function renderGallery() {
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <ProductGallery productId={7} />
    </QueryClientProvider>,
  );
}

const items = () => screen.getAllByTestId('gallery-item');
const itemIds = () =>
  items().map((item) => Number(/pilt(\d+)/.exec(item.querySelector('img')?.getAttribute('src') ?? '')?.[1]));
const announced = () => screen.getByTestId('gallery-announcer').textContent;
const sentOrder = (fetch: ReturnType<typeof stubFetch>, n = 0) =>
  JSON.parse(String(calls(fetch, `PUT ${path}/order`)[n]?.body)) as { ids: number[] };

/** The server's reply to a reorder: the pictures in the order asked for. */
const reorderReply = (init: RequestInit) => {
  const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
  return json(200, { images: ids.map(image) });
};

const file = (name: string, type = 'image/png') => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('the back-office product gallery', () => {
  it('shows the pictures in order, the first marked as the main one, with sized thumbnails', async () => {
    stubFetch({ [`GET ${path}`]: json(200, { images: three }) });
    renderGallery();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Pilt 1/3, põhipilt',
      'Pilt 2/3',
      'Pilt 3/3',
    ]);
    expect(items()[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/200/products/7-pilt11.jpg');
    expect(within(items()[0]!).getByText('Põhipilt')).toBeTruthy();
    expect(within(items()[0]!).queryByRole('button', { name: /Määra põhipildiks/ })).toBeNull();
    expect(
      (within(items()[0]!).getByRole('button', { name: 'Liiguta vasakule: pilt 1' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('uploads several chosen files at once as multipart `files`', async () => {
    const fetch = stubFetch({
      [`GET ${path}`]: json(200, { images: [] }),
      [`POST ${path}`]: json(200, { images: [image(21), image(22)] }),
    });
    renderGallery();
    expect(await screen.findByText('Tootel pole veel pilte.')).toBeTruthy();
    const input = screen.getByLabelText('Vali pildid') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [file('a.png'), file('b.jpg', 'image/jpeg')] } });
    await waitFor(() => expect(items()).toHaveLength(2));
    const sent = calls(fetch, `POST ${path}`)[0]?.body as FormData;
    expect(sent.getAll('files').map((part) => (part as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(announced()).toBe('2 pilti on lisatud.');
  });

  it('takes files dropped on the drop zone, in batches of five', async () => {
    let batch = 0;
    const fetch = stubFetch({
      [`GET ${path}`]: json(200, { images: [] }),
      [`POST ${path}`]: () => {
        batch += 1;
        return json(200, {
          images: batch === 1 ? [1, 2, 3, 4, 5].map(image) : [1, 2, 3, 4, 5, 6].map(image),
        });
      },
    });
    renderGallery();
    await screen.findByText('Tootel pole veel pilte.');
    const files = [1, 2, 3, 4, 5, 6].map((n) => file(`${n}.png`));
    fireEvent.drop(screen.getByTestId('gallery-drop-zone'), { dataTransfer: { types: ['Files'], files } });
    await waitFor(() => expect(items()).toHaveLength(6));
    const bodies = calls(fetch, `POST ${path}`).map((init) => (init.body as FormData).getAll('files').length);
    expect(bodies).toEqual([5, 1]);
  });

  it('shows the server’s refusal of a file by its field', async () => {
    stubFetch({
      [`GET ${path}`]: json(200, { images: three }),
      [`POST ${path}`]: json(422, {
        message: 'Fail ei ole pilt (lubatud JPEG, PNG, WebP, GIF).',
        errors: { files: ['Fail ei ole pilt (lubatud JPEG, PNG, WebP, GIF).'] },
      }),
    });
    renderGallery();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Vali pildid'), { target: { files: [file('tekst.png')] } });
    expect((await screen.findByTestId('gallery-errors')).textContent).toBe(
      'Fail ei ole pilt (lubatud JPEG, PNG, WebP, GIF).',
    );
    expect(items()).toHaveLength(3);
  });

  it('moves a picture with the buttons and makes one the main picture, announcing each move', async () => {
    const fetch = stubFetch({
      [`GET ${path}`]: json(200, { images: three }),
      [`PUT ${path}/order`]: reorderReply,
    });
    renderGallery();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Liiguta paremale: pilt 1' }));
    await waitFor(() => expect(itemIds()).toEqual([12, 11, 13]));
    expect(sentOrder(fetch).ids).toEqual([12, 11, 13]);
    expect(announced()).toBe('Pilt liikus kohale 2/3.');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Määra põhipildiks: pilt 3' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Määra põhipildiks: pilt 3' }));
    await waitFor(() => expect(itemIds()).toEqual([13, 12, 11]));
    expect(sentOrder(fetch, 1).ids).toEqual([13, 12, 11]);
    expect(announced()).toBe('Pilt 3 on nüüd põhipilt.');
  });

  it('moves the focused picture with the arrow keys and keeps the focus on it', async () => {
    const fetch = stubFetch({
      [`GET ${path}`]: json(200, { images: three }),
      [`PUT ${path}/order`]: reorderReply,
    });
    renderGallery();
    await waitFor(() => expect(items()).toHaveLength(3));
    const third = items()[2]!;
    third.focus();
    fireEvent.keyDown(third, { key: 'ArrowLeft' });
    await waitFor(() => expect(itemIds()).toEqual([11, 13, 12]));
    expect(sentOrder(fetch).ids).toEqual([11, 13, 12]);
    expect(announced()).toBe('Pilt liikus kohale 2/3.');
    await waitFor(() => expect(document.activeElement).toBe(items()[1]));
    expect(items()[1]?.getAttribute('aria-label')).toBe('Pilt 2/3');
  });

  it('reorders by drag and drop', async () => {
    const fetch = stubFetch({
      [`GET ${path}`]: json(200, { images: three }),
      [`PUT ${path}/order`]: reorderReply,
    });
    renderGallery();
    await waitFor(() => expect(items()).toHaveLength(3));
    const dataTransfer = {
      types: ['text/plain'],
      setData: () => undefined,
      getData: () => '',
      effectAllowed: '',
    };
    fireEvent.dragStart(items()[2]!, { dataTransfer });
    fireEvent.dragOver(items()[0]!, { dataTransfer });
    fireEvent.drop(items()[0]!, { dataTransfer });
    await waitFor(() => expect(itemIds()).toEqual([13, 11, 12]));
    expect(sentOrder(fetch).ids).toEqual([13, 11, 12]);
    expect(announced()).toBe('Pilt liikus kohale 1/3, see on nüüd põhipilt.');
  });

  it('deletes a picture only after the confirmation', async () => {
    const fetch = stubFetch({
      [`GET ${path}`]: json(200, { images: three }),
      [`DELETE ${path}/12`]: json(200, { images: [image(11), image(13)] }),
    });
    renderGallery();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Kustuta pilt 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kas kustutada pilt 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Loobu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetch, `DELETE ${path}/12`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Kustuta pilt 2' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kustuta' }));
    await waitFor(() => expect(itemIds()).toEqual([11, 13]));
    expect(calls(fetch, `DELETE ${path}/12`)).toHaveLength(1);
    expect(announced()).toBe('Pilt 2 on kustutatud.');
  });
});
