/** The quick order screen (/kiirtellimus) for the app's routes. */
export { QuickOrderScreen } from './components/quick-order-screen';
