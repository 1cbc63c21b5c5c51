import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import type { AttachmentInfo, Report, Ticket } from '@dungeon/contract';
import { useErrorMessage, useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { FactList } from '@dungeon/ui-kit';
import { SUPPORT_NS } from '../support-namespace';
import { useMyReportsQuery, useMyTicketsQuery } from '../support.api';
import '../forms/form.css';
import './support-my-tickets.css';

function attachmentUrl(file: AttachmentInfo): string {
  return `${siteConfig.apiBaseUrl}/support/attachments/${String(file.id)}`;
}

function Attachments({ files, label }: { files: AttachmentInfo[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="support-tickets__files" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={attachmentUrl(file)} download>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation(SUPPORT_NS);
  const { formatDateTime } = useFormatters();
  const headingId = `ticket-${String(ticket.id)}`;
  return (
    <article className="support-tickets__card" aria-labelledby={headingId}>
      <header className="support-tickets__head">
        {/* Player-written text is rendered as text: React escapes it, nothing is parsed as HTML. */}
        <h3 id={headingId}>{ticket.subject}</h3>
        <span className={`support-status support-status--${ticket.status}`}>{t(`status.${ticket.status}`)}</span>
      </header>
      <FactList className="support-tickets__facts">
        <dt>{t('myTickets.number')}</dt>
        <dd>{ticket.id}</dd>
        <dt>{t('form.requestType')}</dt>
        <dd>{t(`requestTypes.${ticket.requestType}`)}</dd>
        <dt>{t('myTickets.created')}</dt>
        <dd>
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
        </dd>
        <dt>{t('myTickets.updated')}</dt>
        <dd>
          <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
        </dd>
        {ticket.orderId && (
          <>
            <dt>{t('form.orderId')}</dt>
            <dd>{ticket.orderId}</dd>
          </>
        )}
      </FactList>
      <details open={ticket.status !== 'closed'}>
        <summary>{t('myTickets.conversation', { count: ticket.messages.length })}</summary>
        <ol className="support-tickets__messages">
          {ticket.messages.map((message) => (
            <li key={message.id} className={`support-tickets__message support-tickets__message--${message.from}`}>
              <p className="support-tickets__from">
                {message.from === 'player' ? t('myTickets.you') : t('myTickets.support')}{' '}
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
              </p>
              <p className="support-tickets__body">{message.body}</p>
            </li>
          ))}
        </ol>
        <Attachments files={ticket.attachments} label={t('myTickets.attachments')} />
        {/* SPEC §8 form_1: a ticket goes on by email, so a reply waits in the player's inbox. */}
        {ticket.status === 'awaiting_reply' && <p className="support-tickets__reply">{t('myTickets.replyByEmail')}</p>}
      </details>
    </article>
  );
}

function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation(SUPPORT_NS);
  const { formatDateTime } = useFormatters();
  const headingId = `report-${String(report.id)}`;
  return (
    <article className="support-tickets__card" aria-labelledby={headingId}>
      <header className="support-tickets__head">
        <h3 id={headingId}>{t(`report.types.${report.type}`)}</h3>
        <span className={`support-status support-status--${report.status}`}>{t(`status.${report.status}`)}</span>
      </header>
      <FactList className="support-tickets__facts">
        <dt>{t('myTickets.created')}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </dd>
        <dt>{t('report.platform')}</dt>
        <dd>{t(`platforms.${report.platform}`)}</dd>
        <dt>{t('report.accountId')}</dt>
        <dd>{report.accountId}</dd>
        {report.reportedPlayer && (
          <>
            <dt>{t('report.reportedPlayer')}</dt>
            <dd>{report.reportedPlayer}</dd>
          </>
        )}
      </FactList>
      <p className="support-tickets__body">{report.description}</p>
      <Attachments files={report.attachments} label={t('myTickets.attachments')} />
    </article>
  );
}

/**
 * /support/my-tickets (auth): the player's tickets (status, dates, the whole conversation) and,
 * below, the reports and appeals they sent, so everything they sent is in one place.
 */
export function Component() {
  const { t } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const tickets = useMyTicketsQuery();
  const reports = useMyReportsQuery();

  return (
    <div className="page support-tickets">
      <h1>{t('pages.supportMyTickets.title')}</h1>
      <p>
        <Link to={paths.supportContact} className="button button--primary">
          {t('myTickets.newTicket')}
        </Link>
      </p>

      <section aria-labelledby="support-tickets-heading">
        <h2 id="support-tickets-heading">{t('myTickets.tickets')}</h2>
        {tickets.isLoading && <p role="status">{t('common.loading')}</p>}
        {tickets.error !== undefined && !tickets.data && (
          <div className="support-notice support-notice--error">
            <p role="alert">{errorMessage(errorKeyOf(tickets.error))}</p>
            <button type="button" className="button" onClick={() => void tickets.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {tickets.data?.items.length === 0 && <p>{t('myTickets.noTickets')}</p>}
        {tickets.data && tickets.data.items.length > 0 && (
          <div className="support-tickets__list">
            {tickets.data.items.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="support-reports-heading">
        <h2 id="support-reports-heading">{t('myTickets.reports')}</h2>
        {reports.isLoading && <p role="status">{t('common.loading')}</p>}
        {reports.error !== undefined && !reports.data && (
          <div className="support-notice support-notice--error">
            <p role="alert">{errorMessage(errorKeyOf(reports.error))}</p>
            <button type="button" className="button" onClick={() => void reports.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {reports.data?.items.length === 0 && <p>{t('myTickets.noReports')}</p>}
        {reports.data && reports.data.items.length > 0 && (
          <div className="support-tickets__list">
            {reports.data.items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
