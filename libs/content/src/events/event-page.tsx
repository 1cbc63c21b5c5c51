import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { useClientValue } from '@dungeon/ui-kit';
import { CONTENT_NS } from '../content-namespace';
import { formatInstant, visitorTimeZone } from '../dates';
import { textList } from '../text-list';
import { eventStatus, type EventWindow } from './event-window';
import { EVENTS_NS } from './events-namespace';
import './events.css';

interface EventPageProps {
  /** Key of the event's texts in the events namespace. */
  event: 'twitchDrops' | 'winterHolidayEvent';
  window: EventWindow;
  /** Fixed in tests; otherwise the visitor's clock (the build's while a prerendered page hydrates). */
  now?: Date;
  /** Time zone to show times in; the visitor's by default. */
  timeZone?: string;
}

/** An event page: its dates in the visitor's language and time zone, the rewards and how to take part. */
export function EventPage({ event, window, now, timeZone }: EventPageProps) {
  const { t, i18n } = useTranslation([EVENTS_NS, CONTENT_NS]);
  // The prerendered page says what was true at build time, in UTC; the browser then shows its own.
  const status = useClientValue(
    () => eventStatus(now ?? new Date(), window),
    eventStatus(now ?? new Date(siteConfig.builtAt), window),
  );
  const zone = useClientValue(() => timeZone ?? visitorTimeZone(), timeZone ?? 'UTC');
  // The build's ICU and the browser's may word one time differently (Korean "AM 12:00" in Node 20's
  // ICU 78, "오전 12:00" in Chromium): each time keeps the prerendered words while the page hydrates,
  // then is drawn anew (its key changes) in the browser's.
  const hydrated = useClientValue(() => true, false);
  const timeKey = hydrated ? 'browser' : 'build';
  const values = { game: siteConfig.gameName };

  return (
    <div className={`page event event--${event}`}>
      <header className="event__hero">
        <h1>{t(`pages.${event}.title`, { ns: CONTENT_NS })}</h1>
        <p className="event__intro">{t(`${event}.intro`, values)}</p>
        <p className={`event__status event__status--${status}`}>{t(`status.${status}`)}</p>
      </header>

      <section className="event__section" aria-labelledby="event-when-heading">
        <h2 id="event-when-heading">{t('when.heading')}</h2>
        <dl className="event__dates">
          <div>
            <dt>{t('when.starts')}</dt>
            <dd>
              <time key={timeKey} dateTime={window.startsAt} suppressHydrationWarning>
                {formatInstant(window.startsAt, i18n.language, zone)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('when.ends')}</dt>
            <dd>
              <time key={timeKey} dateTime={window.endsBefore} suppressHydrationWarning>
                {formatInstant(window.endsBefore, i18n.language, zone)}
              </time>
            </dd>
          </div>
        </dl>
        <p className="event__zone">{t('when.timeZone', { timeZone: zone })}</p>
      </section>

      <section className="event__section" aria-labelledby="event-rewards-heading">
        <h2 id="event-rewards-heading">{t('rewards.heading')}</h2>
        <ul className="event__rewards">
          {textList(t, `${event}.rewards`, values).map((reward) => (
            <li key={reward}>{reward}</li>
          ))}
        </ul>
      </section>

      <section className="event__section" aria-labelledby="event-steps-heading">
        <h2 id="event-steps-heading">{t('steps.heading')}</h2>
        <ol>
          {textList(t, `${event}.steps`, values).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="actions event__actions">
          <Link className="button button--primary" to={paths.play}>
            {t('cta.play')}
          </Link>
          <Link className="button" to={paths.login}>
            {t('cta.login')}
          </Link>
        </p>
      </section>
    </div>
  );
}
