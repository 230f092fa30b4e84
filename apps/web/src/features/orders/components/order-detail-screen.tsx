import { ComingSoon } from '../../../components/ui/coming-soon';

export function OrderDetailScreen() {
  return <ComingSoon title="Tellimus" />;
}
