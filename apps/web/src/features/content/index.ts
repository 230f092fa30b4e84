/** What other features may use of the content screens. */
export { NotFoundScreen } from './components/not-found-screen';
