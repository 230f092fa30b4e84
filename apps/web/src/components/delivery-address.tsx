import type { DeliveryAddress } from '@kodumasinad/contract';

/**
 * The delivery address of a transport to the installation site (issue 22 item 8): where the goods
 * go and who takes them, as the checkout, the order, the invoice and the back-office show it.
 */
export function DeliveryAddressText({ delivery }: { delivery: DeliveryAddress }) {
  return (
    <div className="mt-2" data-testid="delivery-address-text">
      <p className="font-medium text-slate-900">Tarneaadress</p>
      <p>
        {delivery.address}, {delivery.postal_code} {delivery.city}, {delivery.county} maakond
      </p>
      <p>
        Vastuvõtja: {delivery.recipient_name}, {delivery.recipient_phone}
      </p>
    </div>
  );
}
