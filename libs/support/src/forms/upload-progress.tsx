import { useId } from 'react';
import './upload-progress.css';

/** A labelled native <progress> (the browser exposes it as a progressbar) with the percentage in words. */
export function UploadProgress({ label, fraction, valueText }: { label: string; fraction: number; valueText: string }) {
  const id = useId();
  return (
    <div className="support-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={Math.round(fraction * 100)} aria-valuetext={valueText} />
      <span aria-hidden="true">{valueText}</span>
    </div>
  );
}
