import './news-error.css';

export interface NewsErrorProps {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}

/** A failed load: the catalogue message, announced, and a retry when one can help. */
export function NewsError({ message, retryLabel, onRetry }: NewsErrorProps) {
  return (
    <div className="news-error">
      <p role="alert" className="news-error__message">
        {message}
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
