import { ComingSoon } from '../../../components/ui/coming-soon';

export function CategoryScreen() {
  return <ComingSoon title="Tootekategooria" />;
}
