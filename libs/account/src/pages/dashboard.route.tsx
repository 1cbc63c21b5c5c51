import { DashboardScreen } from '../dashboard/dashboard-screen';

/** /user/dashboard and /user/dashboard/{control}. */
export function Component() {
  return <DashboardScreen />;
}
