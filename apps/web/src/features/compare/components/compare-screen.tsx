import { ComingSoon } from '../../../components/ui/coming-soon';

export function CompareScreen() {
  return <ComingSoon title="Toodete võrdlus" />;
}
