export { useAppDispatch, useAppSelector } from './hooks';
export {
  initialRootState,
  installApi,
  makeStore,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type InstallableApi,
  type LazyLoadedSlices,
  type RootState,
  type SetupListeners,
} from './store';
