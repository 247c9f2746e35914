import type { ReactElement } from 'react';

import type { FleetKind } from './fleet';

const BODY = '#0b3d91';
const ACCENT = '#f59e0b';
const GLASS = '#bfdbfe';
const TYRE = '#1f2937';

function Wheels({ at }: { at: number[] }) {
  return (
    <>
      {at.map((x) => (
        <g key={x}>
          <circle cx={x} cy="64" r="9" fill={TYRE} />
          <circle cx={x} cy="64" r="3.5" fill="#d1d5db" />
        </g>
      ))}
    </>
  );
}

const SHAPES: Record<FleetKind, ReactElement> = {
  van: (
    <>
      <path d="M18 30q0-10 10-10h66q8 0 13 6l15 16q4 4 4 10v12H18z" fill={BODY} />
      <path d="M96 26h8l13 15H96z" fill={GLASS} />
      <rect x="26" y="38" width="56" height="4" rx="2" fill={ACCENT} />
      <Wheels at={[40, 104]} />
    </>
  ),
  lorry: (
    <>
      <rect x="8" y="12" width="98" height="48" rx="3" fill={BODY} />
      <path d="M108 28h20q6 0 9 6l9 14v16h-38z" fill="#1e40af" />
      <path d="M112 32h15l8 12h-23z" fill={GLASS} />
      <rect x="14" y="30" width="86" height="6" fill={ACCENT} />
      <rect x="6" y="60" width="10" height="4" fill="#6b7280" />
      <Wheels at={[30, 88, 128]} />
    </>
  ),
  box: (
    <>
      <rect x="10" y="14" width="94" height="46" rx="4" fill="#1e3a8a" />
      <path d="M106 26h18q6 0 9 5l10 15v18h-37z" fill={BODY} />
      <path d="M110 30h14l9 13h-23z" fill={GLASS} />
      <path d="M20 24h30v10H20z" fill="#fff" opacity="0.9" />
      <path d="M24 29h4m3 0h4m3 0h4" stroke={BODY} strokeWidth="2" />
      <Wheels at={[34, 124]} />
    </>
  ),
  electric: (
    <>
      <path d="M18 32q0-12 12-12h62q8 0 13 6l15 16q4 4 4 10v12H18z" fill="#047857" />
      <path d="M94 26h8l13 15H94z" fill={GLASS} />
      <path d="M52 26 42 42h8l-4 12 12-17h-8l4-11z" fill="#fef08a" />
      <Wheels at={[40, 102]} />
    </>
  ),
};

/** A side view of a fleet vehicle, 160×80; decorative beside its card title. */
export function FleetIllustration({ kind }: { kind: FleetKind }) {
  return (
    <svg viewBox="0 0 160 80" width={160} height={80} aria-hidden="true" focusable="false" style={{ maxWidth: '100%', height: 'auto' }}>
      <rect x="0" y="73" width="160" height="3" rx="1.5" fill="#cbd5e1" />
      {SHAPES[kind]}
    </svg>
  );
}
