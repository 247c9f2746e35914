import { COMPANY } from 'shared-contracts/domain';

const LIVERY = COMPANY.tradingName.split(' ')[0].toUpperCase();

/** The hero picture: a Zorvex lorry passing the London skyline. Decorative, fixed 480×300. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 300"
      width={480}
      height={300}
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <clipPath id="zorvex-hero-frame">
          <rect width="480" height="300" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#zorvex-hero-frame)">
        <rect width="480" height="300" fill="#e0ecff" />
        <circle cx="380" cy="70" r="34" fill="#fde68a" />
        <g fill="#9db7e6">
          <rect x="30" y="150" width="40" height="90" />
          <rect x="78" y="120" width="28" height="120" />
          <path d="M118 240V110l14-30 14 30v130z" />
          <rect x="156" y="140" width="46" height="100" />
          <path d="M212 240v-70a30 30 0 0 1 60 0v70z" />
          <rect x="236" y="96" width="12" height="50" />
          <rect x="282" y="130" width="34" height="110" />
          <path d="M326 240V90l22-40 22 40v150z" />
          <rect x="380" y="150" width="64" height="90" />
        </g>
        <rect x="0" y="236" width="480" height="64" fill="#475569" />
        <path d="M20 268h40m30 0h40m30 0h40m30 0h40m30 0h40m30 0h40" stroke="#f8fafc" strokeWidth="4" />
        <g transform="translate(96 150)">
          <rect x="0" y="0" width="178" height="86" rx="6" fill="#0b3d91" />
          <rect x="14" y="34" width="150" height="8" fill="#f59e0b" />
          <text x="89" y="26" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="800" fill="#fff">
            {LIVERY}
          </text>
          <path d="M182 26h40q10 0 16 9l16 24v27h-72z" fill="#1e40af" />
          <path d="M190 32h32l14 22h-46z" fill="#bfdbfe" />
          <circle cx="42" cy="92" r="16" fill="#111827" />
          <circle cx="42" cy="92" r="6" fill="#cbd5e1" />
          <circle cx="218" cy="92" r="16" fill="#111827" />
          <circle cx="218" cy="92" r="6" fill="#cbd5e1" />
        </g>
      </g>
    </svg>
  );
}
