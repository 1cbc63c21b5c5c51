import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  ACCOUNT_ID_PATTERN,
  hasEvidence,
  REPORT_ENVIRONMENT_PATTERN,
  REPORT_TYPES,
  REPORTED_PLAYER_MAX_LENGTH,
  SUPPORT_PLATFORMS,
  type ReportType,
  type SupportPlatform,
} from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FormDraftNotice, useFormDraft, type FormDraft } from '@dungeon/session-auth';
import { FactList, SelectField, TextField } from '@dungeon/ui-kit';
import { formProblems } from './form-problems';
import { AttachmentsField } from './forms/attachments-field';
import {
  DescriptionField,
  FilesLeftBehindNotice,
  FormErrorNotice,
  SendControls,
  useSupportUpload,
} from './forms/support-upload';
import { SUPPORT_NS } from './support-namespace';
import { useSubmitReportMutation } from './support.api';
import './forms/form.css';

interface ReportValues {
  type: ReportType;
  reportedPlayer: string;
  environment: string;
  description: string;
  evidenceLink: string;
}

/** Kept as a draft if the session ends before sending (never the files or the captcha). */
const DRAFT_FIELDS = ['type', 'reportedPlayer', 'environment', 'description', 'evidenceLink'] as const;

function isReportType(value: string | undefined): value is ReportType {
  return (REPORT_TYPES as readonly (string | undefined)[]).includes(value);
}

/** The page whose title each form carries (the route titles, pages.* in the namespace). */
const PAGE_KEY = {
  all: 'reportAll',
  banappeal: 'reportBanAppeal',
  bugreport: 'reportBug',
  playerreport: 'reportPlayer',
} as const satisfies Record<ReportType, string>;

function isPlatform(value: string): value is SupportPlatform {
  return (SUPPORT_PLATFORMS as readonly string[]).includes(value);
}

/**
 * The game environments a player report's URL may name that have a label of their own
 * (`report.environments.*`); the game's in-game link says `live` for the live servers. Any other
 * value the URL pattern allows (REPORT_ENVIRONMENT_PATTERN) is shown as it is.
 */
const KNOWN_ENVIRONMENTS = ['live'] as const;

function isKnownEnvironment(value: string): value is (typeof KNOWN_ENVIRONMENTS)[number] {
  return (KNOWN_ENVIRONMENTS as readonly string[]).includes(value);
}
/**
 * The report and appeal form of /support/report/<type>/:platform/:accountid[/:environment].
 * The account id is read from the URL as text and sent as text: a 17-19 digit id does not fit a
 * JavaScript number, so it never becomes one. `pageType` "all" lets the player choose the kind.
 * A signed-in player whose session ends before sending gets the text back after signing in again.
 */
export function ReportForm({ pageType }: { pageType: ReportType }) {
  const { t } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const params = useParams();
  const platform = params['platform'] ?? '';
  const accountid = params['accountid'] ?? '';
  const urlEnvironment = params['environment'];
  const [values, setValues] = useState<ReportValues>({
    type: pageType,
    reportedPlayer: '',
    environment: urlEnvironment ?? '',
    description: '',
    evidenceLink: '',
  });
  // form_11 ("This field is invalid.") says what each of these fields expects instead.
  const [upload, noticeRef] = useSupportUpload(useSubmitReportMutation(), (field, key) => {
    if (key !== 'form_11') return undefined;
    if (field === 'reportedPlayer')
      return values.reportedPlayer.trim() === ''
        ? t('report.problems.reportedPlayerMissing')
        : t('report.problems.reportedPlayerTooLong', { max: REPORTED_PLAYER_MAX_LENGTH });
    if (field === 'environment') return t('report.problems.environment');
    if (field === 'evidenceLink') return t('report.problems.evidenceLink');
    return undefined;
  });
  const [sent, setSent] = useState(false);
  const { restored } = useFormDraft({
    formId: 'support-report',
    fields: [...DRAFT_FIELDS, upload.draft.field],
    values: { ...values, ...upload.draft.values },
    onRestore: ({ type, uploadCount, ...text }: FormDraft<(typeof DRAFT_FIELDS)[number] | 'uploadCount'>) => {
      upload.draft.restore(uploadCount);
      setValues((current) => ({
        ...current,
        ...text,
        type: pageType === 'all' && isReportType(type) ? type : current.type,
      }));
    },
    enabled: !sent,
  });

  const set = (field: keyof ReportValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  const { shown } = upload;

  const urlProblem = !isPlatform(platform)
    ? 'form_6'
    : !ACCOUNT_ID_PATTERN.test(accountid)
      ? 'form_7'
      : urlEnvironment !== undefined && !REPORT_ENVIRONMENT_PATTERN.test(urlEnvironment)
        ? 'form_11'
        : null;
  const isPlayerReport = values.type === 'playerreport';

  function fields(): Record<string, string> {
    return {
      type: values.type,
      platform,
      accountid,
      description: values.description,
      evidenceLink: values.evidenceLink,
      ...(isPlayerReport ? { reportedPlayer: values.reportedPlayer, environment: values.environment } : {}),
    };
  }

  async function send() {
    const input = fields();
    const answer = await upload.send(input, async (captcha) => ({
      // The evidence rule (SPEC §5) first: it is what this form is most often missing.
      ...(hasEvidence(values.evidenceLink, upload.files.length) ? {} : { evidenceLink: 'form_16' }),
      ...(await formProblems((schemas) => schemas.reportFieldsSchema, {
        ...input,
        ...(input['environment'] === '' ? { environment: undefined } : {}),
        captcha,
      })),
    }));
    if (answer) setSent(true);
  }

  const title = t(`pages.${PAGE_KEY[pageType]}.title`);

  if (urlProblem) {
    return (
      <div className="page support-form">
        <h1>{title}</h1>
        <div role="alert" className="support-notice support-notice--error">
          <p>{errorMessage(urlProblem)}</p>
          <p>{errorMessage('playerReport_1')}</p>
        </div>
      </div>
    );
  }

  if (sent) {
    return (
      <div className="page support-form">
        <h1>{title}</h1>
        <div ref={noticeRef} tabIndex={-1} role="status" className="support-notice support-notice--success">
          <p>{errorMessage('success.formReceived')}</p>
        </div>
        <p>
          <Link to={paths.supportMyTickets}>{t('form.myTickets')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page support-form">
      <h1>{title}</h1>
      <FactList className="support-report__account">
        <dt>{t('report.platform')}</dt>
        <dd>{t(`platforms.${platform}`)}</dd>
        <dt>{t('report.accountId')}</dt>
        <dd>{accountid}</dd>
        {urlEnvironment !== undefined && (
          <>
            <dt>{t('report.environment')}</dt>
            <dd>{isKnownEnvironment(urlEnvironment) ? t(`report.environments.${urlEnvironment}`) : urlEnvironment}</dd>
          </>
        )}
      </FactList>
      <FormDraftNotice restored={restored} className="support-notice support-notice--success" />
      <FilesLeftBehindNotice upload={upload} />
      <FormErrorNotice ref={noticeRef} message={upload.formMessage} />
      <form noValidate onSubmit={upload.submitOnce(send)} aria-busy={upload.busy}>
        {pageType === 'all' && (
          <SelectField
            label={t('report.type')}
            name="type"
            value={values.type}
            onChange={set('type')}
            error={shown('type')}
          >
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`report.types.${type}`)}
              </option>
            ))}
          </SelectField>
        )}
        {isPlayerReport && (
          <TextField
            label={t('report.reportedPlayer')}
            name="reportedPlayer"
            required
            value={values.reportedPlayer}
            onChange={set('reportedPlayer')}
            error={shown('reportedPlayer')}
          />
        )}
        {isPlayerReport && urlEnvironment === undefined && (
          <TextField
            label={t('report.environment')}
            hint={t('report.environmentHint')}
            name="environment"
            required
            value={values.environment}
            onChange={set('environment')}
            error={shown('environment')}
          />
        )}
        <DescriptionField value={values.description} onChange={set('description')} error={shown('description')} />
        <fieldset>
          <legend>{t('report.evidence')}</legend>
          <TextField
            label={t('report.evidenceLink')}
            hint={t('report.evidenceLinkHint')}
            name="evidenceLink"
            type="url"
            inputMode="url"
            value={values.evidenceLink}
            onChange={set('evidenceLink')}
            error={shown('evidenceLink')}
          />
          <AttachmentsField files={upload.files} onChange={upload.setFiles} error={shown('attachments')} />
        </fieldset>
        <SendControls upload={upload} submitLabel={t('report.submit')} />
      </form>
    </div>
  );
}
