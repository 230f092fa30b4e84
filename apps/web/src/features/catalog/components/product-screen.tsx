import { ComingSoon } from '../../../components/ui/coming-soon';

export function ProductScreen() {
  return <ComingSoon title="Toode" />;
}
