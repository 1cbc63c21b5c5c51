// `@dungeon/i18n-locales/warm-up`: what a start-up worker needs, without i18next or React.
export { warmUpIntl } from './format/warm-up';
