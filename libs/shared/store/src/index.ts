export { useAppDispatch, useAppSelector } from './hooks';
export {
  makeStore,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
} from './store';
