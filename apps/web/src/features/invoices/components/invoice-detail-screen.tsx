import { ComingSoon } from '../../../components/ui/coming-soon';

export function InvoiceDetailScreen() {
  return <ComingSoon title="Arve" />;
}
