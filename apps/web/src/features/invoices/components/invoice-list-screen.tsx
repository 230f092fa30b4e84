import { ComingSoon } from '../../../components/ui/coming-soon';

export function InvoiceListScreen() {
  return <ComingSoon title="Arved" />;
}
