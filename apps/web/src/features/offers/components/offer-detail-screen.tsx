import { ComingSoon } from '../../../components/ui/coming-soon';

export function OfferDetailScreen() {
  return <ComingSoon title="Hinnapakkumine" />;
}
