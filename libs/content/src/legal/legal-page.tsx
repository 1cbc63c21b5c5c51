import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { CONTENT_NS } from '../content-namespace';
import { formatCalendarDate } from '../dates';
import { textList } from '../text-list';
import type { LegalDocument } from './legal-documents';
import './legal.css';

/** Facts every legal text may interpolate (`{{company}}`, `{{game}}`, ...). */
export const LEGAL_VALUES: Record<string, string> = {
  company: siteConfig.companyName,
  game: siteConfig.gameName,
  email: siteConfig.contactEmail,
  address: siteConfig.companyAddress,
};

interface LegalPageProps {
  document: LegalDocument;
  /** Extra content rendered at the end of a section, by section id (a table, a link list). */
  extras?: Partial<Record<string, ReactNode>>;
}

/**
 * A legal document: title, last-updated date, a table of contents of in-page links, and one
 * `<section id>` per entry, which the router's hash scroll (@dungeon/routing) brings into view.
 */
export function LegalPage({ document, extras = {} }: LegalPageProps) {
  const { t, i18n } = useTranslation([document.namespace, CONTENT_NS]);
  const ns = { ns: document.namespace };
  const title = t(`pages.${document.page}.title`, { ns: CONTENT_NS });
  const tocId = `${document.page}-toc`;

  return (
    <article className="page legal">
      <header className="legal__header">
        {document.path !== paths.legal && (
          <p className="legal__back">
            <Link to={paths.legal}>{t('legal.allDocuments', { ns: CONTENT_NS })}</Link>
          </p>
        )}
        <h1>{title}</h1>
        <p className="legal__updated">
          <span>{t('legal.lastUpdated', { ns: CONTENT_NS })}</span>
          <time dateTime={document.lastUpdated}>{formatCalendarDate(document.lastUpdated, i18n.language)}</time>
        </p>
        <p>{t('intro', { ...ns, ...LEGAL_VALUES })}</p>
      </header>
      <nav className="legal__toc" aria-labelledby={tocId}>
        <h2 id={tocId}>{t('legal.contents', { ns: CONTENT_NS })}</h2>
        <ol>
          {document.sections.map((id) => (
            <li key={id}>
              <Link to={{ hash: id }}>{t(`sections.${id}.title`, ns)}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((id) => {
        const items = textList(t, `sections.${id}.items`, { ...ns, ...LEGAL_VALUES });
        return (
          <section key={id} id={id} className="legal__section" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{t(`sections.${id}.title`, ns)}</h2>
            {textList(t, `sections.${id}.body`, { ...ns, ...LEGAL_VALUES }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {items.length > 0 && (
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {extras[id]}
          </section>
        );
      })}
    </article>
  );
}
