import { BrandMarkShape } from './BrandMarkShape';
import type { ClientBrand } from './clientBrands';

/** Room for the wordmark right of the mark, in SVG units. */
const WORDMARK_WIDTH = 128;

const CLIENT_LOGO_SIZE = { width: 180, height: 48 } as const;

/** A client's logo: mark and two-line wordmark, drawn at a fixed size. */
export function ClientLogo({ brand }: { brand: ClientBrand }) {
  const [first, second] = brand.lines;
  const firstSize = Math.min(17, WORDMARK_WIDTH / (first.length * 0.74));
  return (
    <svg
      role="img"
      aria-label={brand.name}
      viewBox="0 0 180 48"
      width={CLIENT_LOGO_SIZE.width}
      height={CLIENT_LOGO_SIZE.height}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <g transform="translate(0 4)">
        <BrandMarkShape mark={brand.mark} colour={brand.colour} />
      </g>
      <g fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill={brand.colour}>
        <text x="48" y="24" fontSize={firstSize.toFixed(1)} fontWeight="800" letterSpacing="0.5">
          {first}
        </text>
        <text x="48" y="40" fontSize="10" fontWeight="600" letterSpacing="2.2">
          {second}
        </text>
      </g>
    </svg>
  );
}
