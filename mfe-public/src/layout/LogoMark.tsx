/** The Zorvex mark: a road-sign "Z" on a rounded square. Decorative beside the name. */
export function LogoMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="40" height="40" rx="9" fill="#0b3d91" stroke={inverse ? '#fff' : 'none'} strokeWidth="2" />
      <path d="M11 11h18v4.2L17.4 25H29v4H11v-4.2L22.6 15H11z" fill="#fff" />
      <path d="M29 29h-6l6-6z" fill="#f59e0b" />
    </svg>
  );
}
