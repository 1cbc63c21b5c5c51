import { useId } from 'react';

/** Original poster artwork for the trailer: a glowing dungeon arch and embers. Decorative, a few hundred bytes. */
export function TrailerPoster() {
  const id = useId();
  const glow = `${id}-glow`;
  const sky = `${id}-sky`;
  return (
    <svg
      className="trailer-poster"
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b1024" />
          <stop offset="1" stopColor="#3a1a12" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.62" r="0.5">
          <stop offset="0" stopColor="#ffb347" stopOpacity="0.95" />
          <stop offset="0.45" stopColor="#e0561d" stopOpacity="0.45" />
          <stop offset="1" stopColor="#e0561d" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="160" height="90" fill={`url(#${sky})`} />
      <path d="M0 90V52l18-6 14 8 20-14 16 10 24-18 22 16 18-10 28 14v38z" fill="#120b16" />
      <path d="M56 90V54a24 24 0 0 1 48 0v36z" fill="#0a0609" />
      <circle cx="80" cy="62" r="30" fill={`url(#${glow})`} />
      <path d="M62 90V56a18 18 0 0 1 36 0v34" fill="none" stroke="#5a3a2a" strokeWidth="3" />
      <path d="M76 70h8l-1 10h-6z" fill="#2a1a14" />
      <circle cx="80" cy="66" r="3.2" fill="#ffd27a" />
      <g fill="#ffb347">
        <circle cx="44" cy="30" r="0.9" />
        <circle cx="118" cy="24" r="1.1" />
        <circle cx="96" cy="36" r="0.7" />
        <circle cx="30" cy="44" r="0.6" />
        <circle cx="132" cy="40" r="0.8" />
      </g>
    </svg>
  );
}
