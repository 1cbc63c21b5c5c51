import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_NS } from './news-namespace';

type ShareStatus = 'idle' | 'copied' | 'failed';

/**
 * Shares the page: the system share sheet where the browser has one (Web Share API), otherwise
 * copies the address to the clipboard and says so in a status region.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation(NEWS_NS);
  const [status, setStatus] = useState<ShareStatus>('idle');

  async function share() {
    const url = window.location.href;
    if ('share' in navigator) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className="news-share">
      <button type="button" className="button" onClick={() => void share()}>
        {t('article.share')}
      </button>
      <p role="status" className="news-share__status">
        {status === 'copied' && t('article.copied')}
        {status === 'failed' && t('article.copyFailed')}
      </p>
    </div>
  );
}
