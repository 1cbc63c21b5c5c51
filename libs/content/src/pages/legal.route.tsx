import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { siteConfig } from '@dungeon/site-config';
import { FactList } from '@dungeon/ui-kit';
import { CONTENT_NS } from '../content-namespace';
import { LEGAL_INDEX, LEGAL_POLICIES } from '../legal/legal-documents';
import { LEGAL_VALUES, LegalPage } from '../legal/legal-page';

function PolicyList() {
  const { t } = useTranslation([LEGAL_INDEX.namespace, CONTENT_NS]);
  return (
    <ul>
      {LEGAL_POLICIES.map((policy) => (
        <li key={policy.page}>
          <Link to={policy.path}>{t(`pages.${policy.page}.title`, { ns: CONTENT_NS })}</Link>
          <span className="legal__summary">{t(`summaries.${policy.page}`, LEGAL_VALUES)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The company disclosure, from site-config (the same facts the footer shows). */
function CompanyFacts() {
  const { t } = useTranslation(LEGAL_INDEX.namespace);
  const facts: { key: string; label: string; value: string; href?: string }[] = [
    { key: 'company', label: t('facts.company'), value: siteConfig.companyName },
    { key: 'address', label: t('facts.address'), value: siteConfig.companyAddress },
    ...siteConfig.registrationNumbers.map((number) => ({
      key: number.label,
      label: t(`facts.registration.${number.label}`),
      value: number.value,
    })),
    {
      key: 'email',
      label: t('facts.email'),
      value: siteConfig.contactEmail,
      href: `mailto:${siteConfig.contactEmail}`,
    },
    {
      key: 'phone',
      label: t('facts.phone'),
      value: siteConfig.contactPhone,
      href: `tel:${siteConfig.contactPhone.replace(/\s+/g, '')}`,
    },
  ];
  return (
    <FactList className="legal__facts">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
        </div>
      ))}
    </FactList>
  );
}

export function Component() {
  return <LegalPage document={LEGAL_INDEX} extras={{ documents: <PolicyList />, company: <CompanyFacts /> }} />;
}
