/** What other features may use of the comparison. */
export { CompareToggle } from './components/compare-toggle';
export { useCompareIds } from './api/compares';
