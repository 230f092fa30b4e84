import { describe, expect, it } from 'vitest';
import { fillSellerDetails } from './seller.js';

const seller = {
  name: 'Müüja <AS>',
  registryCode: '12345678',
  vatNumber: 'EE123456789',
  address: 'Pärnu mnt 1, Tallinn',
  ibans: ['EE302200221012345671'],
  email: 'info@example.ee',
  phone: '+372 600 0000',
};

describe('fillSellerDetails', () => {
  it('fills known placeholders, escaped', () => {
    expect(fillSellerDetails('<p>{{seller.name}}, {{ seller.registry_code }}</p>', seller)).toBe(
      '<p>Müüja &lt;AS&gt;, 12345678</p>',
    );
  });

  it('leaves unknown placeholders and the object prototype’s names as written', () => {
    const html = '{{seller.constructor}} {{seller.__proto__}} {{seller.to_string}} {{seller.unknown}}';
    expect(fillSellerDetails(html, seller)).toBe(html);
  });
});
