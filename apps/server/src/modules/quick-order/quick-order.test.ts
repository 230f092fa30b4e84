import {
  CartReplySchema,
  ErrorReplySchema,
  QUICK_ORDER_CODE_NOT_FOUND_MESSAGE,
  QUICK_ORDER_EMPTY_MESSAGE,
  QUICK_ORDER_FILE_TOO_LARGE_MESSAGE,
  QUICK_ORDER_FILE_TYPE_MESSAGE,
  QUICK_ORDER_FILE_UNREADABLE_MESSAGE,
  QUICK_ORDER_NOT_ORDERABLE_MESSAGE,
  QUICK_ORDER_QUANTITY_MESSAGE,
  QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
  QuickOrderAddReplySchema,
  QuickOrderCodesReplySchema,
  QuickOrderPreviewReplySchema,
} from '@kodumasinad/contract';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANNA, PEETER, loggedIn } from '../../test-support/checkout-fixtures.js';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';
import { MULTIPART_BOUNDARY, uploadFile } from '../../test-support/multipart.js';

let t: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let peeter: TestClient;
const idOf = (code: string) => ids.get(code) as number;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ids = await insertProducts(t.db, [
    { code: 'WAT28420SN', brand: 'bosch', category: 'pesumasinad', price: 50000 },
    { code: 'WAT28420SX', brand: 'bosch', category: 'pesumasinad', price: 52000 },
    { code: 'QOF 17534 X', brand: 'beko', category: 'pesumasinad', price: 30000 },
    { code: 'QOF 17534', brand: 'beko', category: 'pesumasinad', price: 31000 },
    { code: 'QOZERO1', brand: 'lg', category: 'pesumasinad', price: 0 },
    { code: 'QOHUGE', brand: 'lg', category: 'pesumasinad', price: 1_500_000_000 },
    { code: 'RZK 6301 FN', brand: 'beko', category: 'pesumasinad', price: 40000 },
  ]);
  anna = await loggedIn(t.app, ANNA);
  peeter = await loggedIn(t.app, PEETER);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
  await peeter.api('POST', '/api/cart/clear');
});

function upload(path: string, data: Buffer, filename = 'tellimus.csv', client = anna, field = 'file') {
  return uploadFile(client, path, data, filename, { field });
}

async function preview(text: string, client = anna) {
  const response = await client.api('POST', '/api/quick-order/preview', { text });
  expect(response.statusCode, response.body).toBe(200);
  return strict(QuickOrderPreviewReplySchema).parse(response.json()).lines;
}

const summary = (lines: Awaited<ReturnType<typeof preview>>) =>
  lines.map((l) => [l.line, l.code, l.quantity, l.product?.code ?? null, l.message]);

function expectFieldError(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(422);
  const body = strict(ErrorReplySchema).parse(response.json());
  expect(body.errors?.[field]).toContain(message);
}

async function annaCart() {
  return strict(CartReplySchema).parse((await anna.api('GET', '/api/cart')).json()).cart;
}

describe('POST /api/quick-order/preview with pasted text', () => {
  it('reads a space, a semicolon or a tab between code and quantity, quantity 1 when missing', async () => {
    const lines = await preview('WAT28420SN 2\nwat28420sx;3\n\n  QOF 17534 X\t4 \nQOZERO1');
    expect(summary(lines)).toEqual([
      [1, 'WAT28420SN', 2, 'WAT28420SN', null],
      [2, 'wat28420sx', 3, 'WAT28420SX', null],
      [4, 'QOF 17534 X', 4, 'QOF 17534 X', null],
      [5, 'QOZERO1', 1, 'QOZERO1', QUICK_ORDER_NOT_ORDERABLE_MESSAGE],
    ]);
    // The product as in listings, priced in the buyer's view.
    expect(lines[0]?.product).toMatchObject({ id: idOf('WAT28420SN'), price: expect.any(Number) });
  });

  it('reads a code with spaces: with a quantity after it, or whole when the whole line is a code', async () => {
    const lines = await preview('QOF 17534 X 2\nQOF 17534\nQOF 17534 5');
    expect(summary(lines)).toEqual([
      [1, 'QOF 17534 X', 2, 'QOF 17534 X', null],
      [2, 'QOF 17534', 6, 'QOF 17534', null],
    ]);
  });

  it('merges duplicate codes, written in any case or spacing, on their first line', async () => {
    const lines = await preview('WAT28420SN 2\nQOF17534X\nwat28420sn;5\nWAT 28420 SN\t1');
    expect(summary(lines)).toEqual([
      [1, 'WAT28420SN', 8, 'WAT28420SN', null],
      [2, 'QOF17534X', 1, 'QOF 17534 X', null],
    ]);
  });

  it('reads a unit after the quantity and a comma between code and quantity', async () => {
    const lines = await preview(
      'RZK 6301 FN 4 tk\nWAT28420SN 2 tk.\nWAT28420SX,5\nQOF 17534 X, 3 pcs\nQOF 17534;2 tk',
    );
    expect(summary(lines)).toEqual([
      [1, 'RZK 6301 FN', 4, 'RZK 6301 FN', null],
      [2, 'WAT28420SN', 2, 'WAT28420SN', null],
      [3, 'WAT28420SX', 5, 'WAT28420SX', null],
      [4, 'QOF 17534 X', 3, 'QOF 17534 X', null],
      [5, 'QOF 17534', 2, 'QOF 17534', null],
    ]);
    // A decimal quantity is a quantity, not a code and a number: a whole one is taken, else refused.
    expect(summary(await preview('WAT28420SN 2,0\nWAT28420SX 2,5'))).toEqual([
      [1, 'WAT28420SN', 2, 'WAT28420SN', null],
      [2, 'WAT28420SX', null, 'WAT28420SX', QUICK_ORDER_QUANTITY_MESSAGE],
    ]);
  });

  it('shows merged duplicates with each line, and keeps a valid quantity when a duplicate is bad', async () => {
    const lines = await preview('WAT28420SN 2\nWAT28420SX 1\nwat28420sn;3\nWAT28420SN abc\nWAT28420SX 0');
    expect(lines.map((l) => [l.line, l.sourceLines, l.code, l.quantity, l.message])).toEqual([
      [1, [1, 3], 'WAT28420SN', 5, null],
      [2, [2], 'WAT28420SX', 1, null],
      [4, [4], 'WAT28420SN', null, QUICK_ORDER_QUANTITY_MESSAGE],
      [5, [5], 'WAT28420SX', null, QUICK_ORDER_QUANTITY_MESSAGE],
    ]);
    // A bad line first does not swallow the good one after it.
    const badFirst = await preview('WAT28420SN 0\nWAT28420SN 4');
    expect(badFirst.map((l) => [l.line, l.sourceLines, l.quantity])).toEqual([
      [1, [1], null],
      [2, [2], 4],
    ]);
    const add = await anna.api('POST', '/api/quick-order/add', { text: 'WAT28420SN 2\nWAT28420SN 0' });
    expect(strict(ErrorReplySchema).parse(add.json()).errors).toEqual({
      text: [`Rida 2 (WAT28420SN): ${QUICK_ORDER_QUANTITY_MESSAGE}`],
    });
  });

  it('reports unknown codes with the closest codes, and unreadable quantities', async () => {
    const lines = await preview('WAT28420SM 1\nWAT2842 2\nWAT28420SN 0\nWAT28420SX abc\nZZZNOTHING');
    expect(summary(lines)).toEqual([
      [1, 'WAT28420SM', 1, null, QUICK_ORDER_CODE_NOT_FOUND_MESSAGE],
      [2, 'WAT2842', 2, null, QUICK_ORDER_CODE_NOT_FOUND_MESSAGE],
      [3, 'WAT28420SN', null, 'WAT28420SN', QUICK_ORDER_QUANTITY_MESSAGE],
      [4, 'WAT28420SX', null, 'WAT28420SX', QUICK_ORDER_QUANTITY_MESSAGE],
      [5, 'ZZZNOTHING', 1, null, QUICK_ORDER_CODE_NOT_FOUND_MESSAGE],
    ]);
    expect(lines[0]?.suggestions).toEqual(['WAT28420SN', 'WAT28420SX']);
    expect(lines[1]?.suggestions).toEqual(['WAT28420SN', 'WAT28420SX']);
    expect(lines[4]?.suggestions).toEqual([]);
  });

  it('refuses empty text, more than 500 lines and text over the length limit with 422 on text', async () => {
    expectFieldError(
      await anna.api('POST', '/api/quick-order/preview', { text: ' \n\n ' }),
      'text',
      QUICK_ORDER_EMPTY_MESSAGE,
    );
    expectFieldError(
      await anna.api('POST', '/api/quick-order/preview', {}),
      'text',
      QUICK_ORDER_EMPTY_MESSAGE,
    );
    const many = Array.from({ length: 501 }, (_, i) => `CODE${i} 1`).join('\n');
    expectFieldError(
      await anna.api('POST', '/api/quick-order/preview', { text: many }),
      'text',
      QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
    );
    const five = Array.from({ length: 500 }, () => 'WAT28420SN 1').join('\n');
    expect(summary(await preview(five))).toEqual([[1, 'WAT28420SN', 500, 'WAT28420SN', null]]);
    const long = await anna.api('POST', '/api/quick-order/preview', { text: 'x'.repeat(100_001) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(strict(ErrorReplySchema).parse(long.json()).errors ?? {})).toEqual(['text']);
  });

  it('needs a logged-in user', async () => {
    const stranger = new TestClient(t.app);
    await stranger.page();
    expect((await stranger.api('POST', '/api/quick-order/preview', { text: 'WAT28420SN' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/quick-order/preview with a file', () => {
  it('reads a CSV with a header, semicolons, a BOM and Windows line ends', async () => {
    const csv = Buffer.from('\uFEFFKood;Kogus\r\nWAT28420SN;2\r\n;\r\nQOF 17534 X;3\r\nNOPE;1\r\n');
    const response = await upload('/api/quick-order/preview', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(summary(strict(QuickOrderPreviewReplySchema).parse(response.json()).lines)).toEqual([
      [2, 'WAT28420SN', 2, 'WAT28420SN', null],
      [4, 'QOF 17534 X', 3, 'QOF 17534 X', null],
      [5, 'NOPE', 1, null, QUICK_ORDER_CODE_NOT_FOUND_MESSAGE],
    ]);
  });

  it('reads a CSV with commas and no header, and columns named the other way round', async () => {
    const plain = await upload('/api/quick-order/preview', Buffer.from('WAT28420SN,2\nWAT28420SX,1\n'));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(summary(strict(QuickOrderPreviewReplySchema).parse(plain.json()).lines)).toEqual([
      [1, 'WAT28420SN', 2, 'WAT28420SN', null],
      [2, 'WAT28420SX', 1, 'WAT28420SX', null],
    ]);
    const swapped = await upload(
      '/api/quick-order/preview',
      Buffer.from('Kogus\tTootekood\n4\tWAT28420SN\n'),
    );
    expect(summary(strict(QuickOrderPreviewReplySchema).parse(swapped.json()).lines)).toEqual([
      [2, 'WAT28420SN', 4, 'WAT28420SN', null],
    ]);
  });

  it('reads a one-column list like pasted lines', async () => {
    const response = await upload(
      '/api/quick-order/preview',
      Buffer.from('RZK 6301 FN 4 tk\nQOF 17534 X\nQOF 17534\nWAT28420SN 2 pcs\n'),
      'nimekiri.txt',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(summary(strict(QuickOrderPreviewReplySchema).parse(response.json()).lines)).toEqual([
      [1, 'RZK 6301 FN', 4, 'RZK 6301 FN', null],
      [2, 'QOF 17534 X', 1, 'QOF 17534 X', null],
      [3, 'QOF 17534', 1, 'QOF 17534', null],
      [4, 'WAT28420SN', 2, 'WAT28420SN', null],
    ]);
  });

  it('reads an XLSX file with numbers as quantities', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'Tootekood' }, { value: 'Kogus' }],
      [{ value: 'WAT28420SN' }, { value: 2 }],
      [{ value: 'QOF 17534 X' }, { value: 1 }],
    ]).toBuffer();
    const response = await upload('/api/quick-order/preview', xlsx, 'tellimus.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(summary(strict(QuickOrderPreviewReplySchema).parse(response.json()).lines)).toEqual([
      [2, 'WAT28420SN', 2, 'WAT28420SN', null],
      [3, 'QOF 17534 X', 1, 'QOF 17534 X', null],
    ]);
  });

  it('answers a bad file with 422 on file, never a 500', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.alloc(1024 * 1024 + 1, 'A'), 'suur.csv', QUICK_ORDER_FILE_TOO_LARGE_MESSAGE],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        'vana.xls',
        QUICK_ORDER_FILE_TYPE_MESSAGE,
      ],
      [Buffer.from('%PDF-1.7\n...'), 'arve.pdf', QUICK_ORDER_FILE_TYPE_MESSAGE],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]),
        'katki.xlsx',
        QUICK_ORDER_FILE_UNREADABLE_MESSAGE,
      ],
      [Buffer.from('abc\0def'), 'binaar.csv', QUICK_ORDER_FILE_TYPE_MESSAGE],
      [Buffer.from('\n\n;\n'), 'tuhi.csv', QUICK_ORDER_EMPTY_MESSAGE],
      [
        Buffer.from(['Kood;Kogus', ...Array.from({ length: 501 }, (_, i) => `C${i};1`)].join('\n')),
        'pikk.csv',
        QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
      ],
    ];
    for (const [data, name, message] of cases) {
      const response = await upload('/api/quick-order/preview', data, name);
      expect(response.statusCode, name).toBe(422);
      expect(strict(ErrorReplySchema).parse(response.json()).errors, name).toEqual({ file: [message] });
    }
    // A file named like a spreadsheet that is none is unreadable, never read as text.
    const fake = await upload('/api/quick-order/preview', Buffer.from('WAT28420SN;2\n'), 'tellimus.xlsx');
    expect(fake.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(fake.json()).errors).toEqual({
      file: [QUICK_ORDER_FILE_UNREADABLE_MESSAGE],
    });
    expect(QUICK_ORDER_FILE_UNREADABLE_MESSAGE).toMatch(/^Faili ei õnnestunud lugeda/);
    const wrongField = await upload(
      '/api/quick-order/preview',
      Buffer.from('WAT28420SN;1'),
      'a.csv',
      anna,
      'fail',
    );
    expect(wrongField.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(wrongField.json()).errors).toHaveProperty('file');
    const broken = await anna.api('POST', '/api/quick-order/preview', undefined, {
      rawPayload: Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nWAT`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    });
    expect(broken.statusCode).toBe(422);
    expect(await annaCart()).toMatchObject({ rows: [] });
  });
});

describe('POST /api/quick-order/add', () => {
  it('adds every line in one request and answers the cart', async () => {
    await anna.api('POST', '/api/cart/insert', { id: idOf('WAT28420SN'), quantity: 1 });
    const response = await anna.api('POST', '/api/quick-order/add', { text: 'WAT28420SN 2\nQOF 17534 X;3' });
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(QuickOrderAddReplySchema).parse(response.json());
    expect(reply.message).toBe('Ostukorvi lisati 2 toodet.');
    const quantities = Object.fromEntries(reply.cart.rows.map((row) => [row.product.code, row.quantity]));
    expect(quantities).toEqual({ WAT28420SN: 3, 'QOF 17534 X': 3 });
    expect(reply.cart).toEqual(await annaCart());
  });

  it('adds the lines of a file', async () => {
    const response = await upload('/api/quick-order/add', Buffer.from('WAT28420SX;2\n'));
    expect(response.statusCode, response.body).toBe(200);
    expect(
      strict(QuickOrderAddReplySchema)
        .parse(response.json())
        .cart.rows.map((r) => r.quantity),
    ).toEqual([2]);
  });

  it('adds nothing when a line cannot go in, and names the lines', async () => {
    const response = await anna.api('POST', '/api/quick-order/add', {
      text: 'WAT28420SN 2\nNOPE 1\nQOZERO1 1\nWAT28420SX 0',
    });
    expect(response.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(response.json()).errors).toEqual({
      text: [
        `Rida 2 (NOPE): ${QUICK_ORDER_CODE_NOT_FOUND_MESSAGE}`,
        `Rida 3 (QOZERO1): ${QUICK_ORDER_NOT_ORDERABLE_MESSAGE}`,
        `Rida 4 (WAT28420SX): ${QUICK_ORDER_QUANTITY_MESSAGE}`,
      ],
    });
    expect((await annaCart()).rows).toEqual([]);
    const file = await upload('/api/quick-order/add', Buffer.from('NOPE;1\n'));
    expect(Object.keys(strict(ErrorReplySchema).parse(file.json()).errors ?? {})).toEqual(['file']);
  });

  it('adds nothing when the cart would pass the order limit', async () => {
    const response = await anna.api('POST', '/api/quick-order/add', {
      text: 'WAT28420SN 1\nQOHUGE 10',
    });
    expect(response.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(response.json()).errors).toHaveProperty('quantity');
    expect((await annaCart()).rows).toEqual([]);
  });

  it("keeps each buyer's cart to itself", async () => {
    const response = await peeter.api('POST', '/api/quick-order/add', { text: 'WAT28420SN 4' });
    expect(response.statusCode).toBe(200);
    expect((await annaCart()).rows).toEqual([]);
    const peeterCart = strict(CartReplySchema).parse((await peeter.api('GET', '/api/cart')).json()).cart;
    expect(peeterCart.rows.map((r) => [r.product.code, r.quantity])).toEqual([['WAT28420SN', 4]]);
  });
});

describe('GET /api/quick-order/codes', () => {
  it('suggests products by the beginning of their code, spaces and case ignored', async () => {
    const codes = async (prefix: string) => {
      const response = await anna.api('GET', `/api/quick-order/codes?prefix=${encodeURIComponent(prefix)}`);
      expect(response.statusCode).toBe(200);
      return strict(QuickOrderCodesReplySchema)
        .parse(response.json())
        .data.map((p) => p.code);
    };
    expect(await codes('wat2842')).toEqual(['WAT28420SN', 'WAT28420SX']);
    expect(await codes('QOF 175')).toEqual(['QOF 17534', 'QOF 17534 X']);
    expect(await codes('')).toEqual([]);
    expect(await codes('nothing-like-it')).toEqual([]);
  });
});
