import { ReportForm } from '../report-form';

export function Component() {
  return <ReportForm pageType="bugreport" />;
}
