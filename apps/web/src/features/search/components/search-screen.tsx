import { ComingSoon } from '../../../components/ui/coming-soon';

export function SearchScreen() {
  return <ComingSoon title="Otsing" />;
}
