import { useMemo } from 'react';
import { FieldFrame } from './fields';
import './date-field.css';

/** A date as typed, one string per part, kept as the player wrote it ("5", "05", ""). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

type Part = keyof DateParts;

export interface DateFieldProps {
  /** Names the group (its legend): "Date of birth". */
  label: string;
  /** The name of each part's own field: `{ day: 'Day', month: 'Month', year: 'Year' }`. */
  partLabels: Record<Part, string>;
  /** The page's language tag: the parts stand in the order that language writes a date. */
  languageTag: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** Read with each part, under the legend. */
  hint?: string | undefined;
  /** The message of a refused date: marks every part invalid and is read with each. */
  error?: string | undefined;
  /** Each part's `name` is this with `Day`, `Month` or `Year` after it. */
  name: string;
  /** `bday` fills the parts with the browser's saved birthday (`bday-day`, `bday-month`, `bday-year`). */
  autoComplete?: 'bday' | undefined;
  required?: boolean | undefined;
}

const PARTS: Record<Part, { suffix: string; maxLength: number }> = {
  day: { suffix: 'Day', maxLength: 2 },
  month: { suffix: 'Month', maxLength: 2 },
  year: { suffix: 'Year', maxLength: 4 },
};

/** The order in which `languageTag` writes day, month and year (`de` D M Y, `en` M D Y, `ja` Y M D). */
export function datePartOrder(languageTag: string): Part[] {
  const sample = new Date(Date.UTC(2000, 11, 31));
  const written = new Intl.DateTimeFormat(languageTag, { timeZone: 'UTC', dateStyle: 'short' }).formatToParts(sample);
  const order = written.map(({ type }) => type).filter((type): type is Part => type in PARTS);
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/**
 * The parts as an ISO date (`YYYY-MM-DD`), day and month padded to two digits; '' when a part is
 * missing or not a number, so the caller's rule refuses it. Whether the day exists in its month is
 * the caller's rule too.
 */
export function isoDateOf({ day, month, year }: DateParts): string {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return '';
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/**
 * A date to be typed, not picked (a birthday, GOV.UK's and WAI's memorable-date pattern): a
 * `<fieldset>` named by its legend, with one numeric field per part in the page's language's
 * order. Native `type="date"` draws its placeholder and calendar in the browser's language and
 * makes a birth year decades back a long way to scroll to.
 */
export function DateField({
  label,
  partLabels,
  languageTag,
  value,
  onChange,
  hint,
  error,
  name,
  autoComplete,
  required,
}: DateFieldProps) {
  const order = useMemo(() => datePartOrder(languageTag), [languageTag]);
  return (
    <FieldFrame
      group
      label={label}
      hint={hint}
      error={error}
      fieldClassName="ui-date"
      control={({ id, ...described }) => (
        <div className="ui-date__parts">
          {order.map((part) => (
            <div key={part} className={`field ui-date__part ui-date__part--${part}`}>
              <label htmlFor={`${id}-${part}`}>{partLabels[part]}</label>
              <input
                {...described}
                id={`${id}-${part}`}
                name={`${name}${PARTS[part].suffix}`}
                inputMode="numeric"
                maxLength={PARTS[part].maxLength}
                autoComplete={autoComplete && `${autoComplete}-${part}`}
                required={required}
                value={value[part]}
                onChange={(event) => {
                  onChange({ ...value, [part]: event.target.value });
                }}
              />
            </div>
          ))}
        </div>
      )}
    />
  );
}
