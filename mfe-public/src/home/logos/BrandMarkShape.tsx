import type { BrandMark } from './clientBrands';

/** A 40×40 geometric mark, drawn in the brand colour. */
export function BrandMarkShape({ mark, colour }: { mark: BrandMark; colour: string }) {
  switch (mark) {
    case 'arch':
      return <path d="M6 36V18a14 14 0 0 1 28 0v18h-7V19a7 7 0 0 0-14 0v17z" fill={colour} />;
    case 'ampersand':
      return (
        <>
          <circle cx="20" cy="20" r="17" fill="none" stroke={colour} strokeWidth="3" />
          <text x="20" y="28" textAnchor="middle" fontSize="24" fontFamily="Georgia, serif" fontStyle="italic" fill={colour}>
            &amp;
          </text>
        </>
      );
    case 'wave':
      return (
        <path
          d="M2 16c6-6 12 6 18 0s12 6 18 0v6c-6 6-12-6-18 0S8 16 2 22zm0 10c6-6 12 6 18 0s12 6 18 0v6c-6 6-12-6-18 0S8 26 2 32z"
          fill={colour}
        />
      );
    case 'columns':
      return <path d="M4 14 20 4l16 10zM7 17h5v15H7zm10.5 0h5v15h-5zM28 17h5v15h-5zM4 34h32v4H4z" fill={colour} />;
    case 'wing':
      return <path d="M2 28C12 8 26 4 38 6 28 10 22 16 20 22c6-4 12-5 16-4-10 2-18 8-22 16-2-4-6-6-12-6z" fill={colour} />;
    case 'diamond':
      return (
        <>
          <path d="M20 2 38 20 20 38 2 20z" fill={colour} />
          <path d="M20 11 29 20 20 29 11 20z" fill="#fff" />
        </>
      );
    case 'spotlight':
      return (
        <>
          <path d="M14 4h12l-2 8h-8z" fill={colour} />
          <path d="M16 13h8l12 25H4z" fill={colour} opacity="0.35" />
          <rect x="4" y="34" width="32" height="4" fill={colour} />
        </>
      );
    case 'peaks':
      return <path d="M2 36 14 12l7 12 6-8 11 20z" fill={colour} />;
    case 'key':
      return (
        <>
          <circle cx="13" cy="20" r="9" fill="none" stroke={colour} strokeWidth="5" />
          <path d="M21 18h17v5h-4v6h-5v-6h-8z" fill={colour} />
        </>
      );
    case 'leaf':
      return (
        <>
          <path d="M6 34C6 14 18 4 36 4c0 20-10 30-30 30z" fill={colour} />
          <path d="M8 32 30 10" stroke="#fff" strokeWidth="2" />
        </>
      );
  }
}
