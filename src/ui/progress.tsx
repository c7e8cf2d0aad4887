// The results page's path to LoadingState (loading-state.tsx), until it imports that file.
export { LoadingState } from './loading-state';
