import { ComingSoon } from '../../../components/ui/coming-soon';

export function OrderListScreen() {
  return <ComingSoon title="Tellimused" />;
}
