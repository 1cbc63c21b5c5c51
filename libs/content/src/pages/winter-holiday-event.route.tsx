import { EventPage } from '../events/event-page';
import { WINTER_HOLIDAY_EVENT_WINDOW } from '../events/event-window';

export function Component() {
  return <EventPage event="winterHolidayEvent" window={WINTER_HOLIDAY_EVENT_WINDOW} />;
}
