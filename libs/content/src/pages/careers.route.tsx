import { useTranslation } from 'react-i18next';
import { siteConfig } from '@dungeon/site-config';
import { CAREERS_NS } from '../careers/careers-namespace';
import { applicationMailto, CAREERS_EMAIL, OPEN_ROLE_IDS } from '../careers/open-roles';
import { CONTENT_NS } from '../content-namespace';
import '../careers/careers.css';

/** /careers: the studio, its open roles (team, location, summary) and where to apply. */
export function Component() {
  const { t } = useTranslation([CAREERS_NS, CONTENT_NS]);
  const values = { game: siteConfig.gameName, company: siteConfig.companyName };

  return (
    <div className="page careers">
      <h1>{t('pages.careers.title', { ns: CONTENT_NS })}</h1>
      <p className="careers__intro">{t('intro', values)}</p>

      <section aria-labelledby="careers-roles-heading">
        <h2 id="careers-roles-heading">{t('rolesHeading')}</h2>
        <ul className="careers__roles">
          {OPEN_ROLE_IDS.map((id) => {
            const title = t(`roles.${id}.title`);
            return (
              <li key={id} className="careers__role">
                <article aria-labelledby={`role-${id}`}>
                  <h3 id={`role-${id}`}>{title}</h3>
                  <dl className="careers__facts">
                    <div>
                      <dt>{t('team')}</dt>
                      <dd>{t(`roles.${id}.team`)}</dd>
                    </div>
                    <div>
                      <dt>{t('location')}</dt>
                      <dd>{t(`roles.${id}.location`)}</dd>
                    </div>
                  </dl>
                  <p>{t(`roles.${id}.description`, values)}</p>
                  <a className="button" href={applicationMailto(title)}>
                    {t('applyFor', { role: title })}
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="careers-apply-heading">
        <h2 id="careers-apply-heading">{t('apply.heading')}</h2>
        <p>{t('apply.text')}</p>
        <p>
          <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>
        </p>
      </section>
    </div>
  );
}
