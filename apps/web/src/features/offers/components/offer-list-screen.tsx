import { ComingSoon } from '../../../components/ui/coming-soon';

export function OfferListScreen() {
  return <ComingSoon title="Hinnapakkumised" />;
}
