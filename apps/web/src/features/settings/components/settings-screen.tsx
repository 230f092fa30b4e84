import { ComingSoon } from '../../../components/ui/coming-soon';

export function SettingsScreen() {
  return <ComingSoon title="Seaded" />;
}
