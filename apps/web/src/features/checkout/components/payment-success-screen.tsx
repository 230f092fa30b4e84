import { ComingSoon } from '../../../components/ui/coming-soon';

export function PaymentSuccessScreen() {
  return <ComingSoon title="Makse õnnestus" />;
}
